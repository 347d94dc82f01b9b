/**
 * The directive reading (directives.ts) in languages other than English: concepts that must meet in
 * one sentence, each a list of words in every language read. English has its own patterns there.
 */
import type { DirectiveKind } from './directives.js';

/** A place the descriptor names: a URL, an e-mail address, an IBAN (a phone number is as often what is sent as where); not the reserved example domains (RFC 2606) that documentation uses. */
export const ADDRESS = String.raw`(?:https?:\/\/(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|localhost|127\.0\.0\.1)\b|[\w.-]+\.(?:example|test|invalid|local)\b)\S+|\b[\w.+-]+@(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)\b)[\w-]+(?:\.[\w-]+)+|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\bwebhook\.site\b)`;


export interface Lexicon {
  kind: DirectiveKind;
  /** Every group must match somewhere in the sentence. */
  all: RegExp[];
  /** And this must not. */
  none?: RegExp;
}

/**
 * Words of any of the languages: a word in a script that spaces its words (Latin, Cyrillic, Greek,
 * Arabic, Hebrew, Devanagari) matches at a word's start (a stem), a CJK or Thai one anywhere.
 */
const LATIN_START = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\\~/.(]/u;
/** Words as the text is read (`readingOf`, Unicode NFKC): Thai ำ is two characters there, Devanagari ज़ two, Vietnamese letters one. */
const nfc = (words: string[]) => words.map((w) => w.normalize('NFKC'));
const L = (...words: string[]) => {
  const latin = nfc(words.filter((w) => LATIN_START.test(w)));
  const other = nfc(words.filter((w) => !LATIN_START.test(w)));
  // A combining mark continues a word (Devanagari vowel signs): a stem does not start after one.
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}\\p{M}])(?:${latin.join('|')})` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};
/** The same, each word of a spaced script whole (`cc` is not the start of "container"). */
const Lw = (...words: string[]) => {
  const latin = nfc(words.filter((w) => LATIN_START.test(w)));
  const other = nfc(words.filter((w) => !LATIN_START.test(w)));
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}\\p{M}])(?:${latin.join('|')})(?![\\p{L}\\p{M}])` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};
/** Stems and whole words together. */
const either = (...res: RegExp[]) => new RegExp(res.map((r) => `(?:${r.source})`).join('|'), 'iu');
/** An Arabic word with the prefixes written onto it: and/so (و ف), with/as/for (ب ك ل), the article (ال, لل). */
const AR = (w: string) => `(?:[وف]?(?:[بكل]?ال|لل|[بكل])?)${w}`;
/** A Hebrew word with the prefixes written onto it (ו ש ה ל ב מ כ: and, that, the, to, in, from, as). */
const HE = (w: string) => `(?:[ושהלבמכ]{0,3})${w}`;

/** Instructions and the system prompt. */
const ML_INSTRUCTIONS = L(
  'instrucciones', 'indicaciones', 'prompt del sistema', 'instructions', 'consignes', 'invite système', 'prompt système', 'anweisungen', 'systemprompt', 'system-prompt', 'vorgaben', 'instruções', 'instrucoes', 'prompt do sistema', 'istruzioni', 'prompt di sistema',
  'инструкци', 'указани', 'системн\\S* (?:промпт|подсказ)', '指令', '指示', '系统提示', '系統提示', 'システムプロンプト', '지시', '지침', '시스템 프롬프트',
  // nl, pl, tr, uk, vi, id/ms, hi
  'instructie', 'aanwijzingen', 'richtlijnen', 'systeemprompt', 'systeem-prompt', 'instrukcj', 'wytyczn', '(?:poprzedni|wcześniejsz|wczesniejsz)\\S* polece', 'polecenia systemow', 'prompt\\S* systemow',
  'talimat', 'yönerge', 'yonerge', 'sistem istem', 'sistem prompt', 'інструкці', 'вказівк', 'настанов', 'системн\\S* (?:промпт|підказ)',
  'chỉ dẫn', 'chỉ thị', 'hướng dẫn', 'lời nhắc hệ thống', 'prompt hệ thống', 'instruksi', 'petunjuk', 'arahan', 'arahan sistem', 'prompt sistem', 'perintah (?:sebelumnya|sistem|awal|asli)',
  'निर्देश', 'हिदायत', 'सिस्टम प्रॉम्प्ट', 'सिस्टम प्रोम्प्ट', 'सिस्टम प्रांप्ट', 'nirdesh',
  // ar, he, th, sv, el, cs, ro
  AR('تعليمات'), AR('إرشادات'), AR('ارشادات'), AR('توجيهات'), 'موجه النظام', 'مطالبة النظام', 'برومبت النظام', HE('הוראות'), HE('הוראה'), HE('הנחיות'), HE('הנחיה'), 'פרומפט המערכת', 'הנחיית המערכת', 'פרומפט מערכת',
  'คำสั่ง(?!ซื้อ|จ่าย)', 'คำแนะนำ(?:ก่อนหน้า|ทั้งหมด|เดิม|ของระบบ|ระบบ)', 'พรอมต์ระบบ', 'พรอมต์ของระบบ', 'ข้อความระบบ', 'instruktion', 'anvisning', 'direktiv',
  'οδηγί', 'οδηγιών', 'προηγούμεν\\S* εντολ', 'εντολές συστήματος', 'προτροπή συστήματος', 'μήνυμα συστήματος', 'instrukc', 'pokyn', 'systémov\\S* prompt',
  'instruc[țţt]iun', 'indica[țţt]ii', 'directivel', 'prompt\\S* de sistem',
);
const ML_IGNORE = either(
  L('ignora', 'olvida', 'ignore[zr]?', 'oublie', 'ignorier', 'vergiss', 'missacht', 'esqueça', 'esqueca', 'dimentica', 'игнорир', 'забудь', 'не обращай внимания', '忽略', '无视', '無視', '忘记', '忘記', '忘れ', '무시', '잊어',
    // nl, pl, tr, uk, vi, id/ms, hi
    'negeer', 'vergeet', 'zignoruj', 'ignoruj', 'zapomnij', 'nie zważaj', 'nie stosuj się', 'yok say', 'görmezden gel', 'gormezden gel', 'göz ardı et', 'dikkate alma',
    'ігнору', 'проігноруй', 'не зважай', 'не звертай уваги', 'phớt lờ', 'lờ đi', 'quên (?:đi|hết|mọi|tất cả|các)', 'bỏ qua (?:mọi |tất cả |toàn bộ |các |những )*(?:hướng dẫn|chỉ dẫn|chỉ thị|lời nhắc)', 'không (?:cần )?tuân theo',
    'abaikan', 'lupakan', 'jangan (?:hiraukan|ikuti)', 'tidak perlu (?:mengikuti|menghiraukan)', 'अनदेखा', 'नज़रअंदाज़', 'नजरअंदाज', 'भूल जा', 'उपेक्षा कर', 'ignore kar', 'bhool ja', 'bhul ja',
    // ar, he, th, sv, el, cs, ro
    AR('تجاهل'), AR('تناس'), 'لا (?:تلتزم|تتبع|تعمل)', HE('התעלם'), 'אל (?:תתייחס|תקשיב|תציית)', 'เพิกเฉย', 'ไม่ต้องสนใจ', 'ละเลย', 'ลืม',
    'ignorera', 'glöm', 'bortse från', 'strunta i', 'αγνόησ', 'αγνοήσ', 'ξέχασ', 'ξεχάσ', 'παράβλεψ', 'παραβλέψ', 'zapomeň', 'nedbej', 'nerespektuj', 'přehlížej',
    'ignor[ăa]', 'uit[ăa]', 'uita[țţt]i', 'nu (?:mai )?(?:ține|tine|ţine)[țţt]?i? cont',
  ),
  Lw('unut', 'unutun', 'unutunuz', 'انس', 'انسَ', 'انسى', 'انسي', 'انسوا', 'שכח', 'שכחו'),
);
const ML_USER = L(
  'usuario', 'usuária', 'usuário', 'utilisateur', 'benutzer', 'nutzer', 'anwender', 'utente', 'пользовател', '用户', '用戶', 'ユーザ', '사용자', '유저',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'gebruiker', 'użytkownik', 'uzytkownik', 'kullanıcı', 'kullanici', 'користувач', 'người dùng', 'nguoi dung', 'pengguna', 'उपयोगकर्ता', 'प्रयोगकर्ता', 'यूज़र', 'यूजर', 'user(?![\\p{L}])',
  AR('مستخدم'), HE('משתמש'), 'ผู้ใช้', 'användar', 'χρήστ', 'uživatel', 'uzivatel', 'utilizator',
);
const ML_NOT_TELL = L(
  'no (?:le |les )?(?:digas|menciones|informes|avises|muestres|reveles|comuniques)', 'sin (?:decir|informar|avisar|mencionar)', 'ne (?:le |lui |leur )?(?:dites|mentionnez|informez|signalez|montrez|révélez|dis|mentionne)', 'sans (?:le |lui |leur )?(?:dire|informer|prévenir|mentionner)',
  '(?:nicht|niemals|keinesfalls) (?:\\S+ )?(?:erwähnen|mitteilen|informieren|sagen|zeigen|verraten)', 'ohne (?:\\S+ )?(?:zu )?(?:informieren|benachrichtigen|erwähnen|sagen)', 'não (?:\\S+ )?(?:diga|mencione|informe|avise|mostre|revele)', 'sem (?:informar|avisar|dizer|mencionar)', 'non (?:\\S+ )?(?:dire|dirlo|menzionare|informare|avvisare|mostrare|rivelare)', 'senza (?:dire|informare|avvisare|menzionare)',
  'не (?:\\S+ )?(?:говори|сообщай|упоминай|показывай|рассказывай|информируй|сообщать|упоминать)', 'без (?:ведома|уведомлени)', '不要(?:告诉|告知|通知|提及|提到|透露|显示|让)', '不得(?:告诉|告知|提及|透露)', '勿(?:告知|提及)', '无需(?:告知|通知)', '(?:伝え|知らせ|言わ|言及し|表示し|見せ)(?:ない|ず)', '(?:알리지|말하지|언급하지|보여주지|공개하지) (?:말|마|않)',
  'en silencio', 'en secreto', 'en silence', 'secrètement', 'heimlich', 'stillschweigend', 'em segredo', 'in segreto', 'тайно', 'незаметно', '悄悄', '秘密地', '默默', 'こっそり', '密かに', '黙って', '몰래',
  // nl
  'niet (?:\\S+ )?(?:vertellen|melden|informeren|zeggen|noemen|laten weten)', '(?:vertel|meld|zeg|noem|informeer|laat) (?:\\S+ ){0,3}(?:niet|niets|nooit)', 'zonder (?:\\S+ )?(?:te )?(?:melden|informeren|vertellen|laten weten|zeggen)', 'in het geheim', 'stilletjes', 'ongemerkt', 'heimelijk',
  // pl
  'nie (?:\\S+ )?(?:mów|mow|informuj|wspominaj|ujawniaj|powiadamiaj|zdradzaj|mówić|informować|wspominać)', 'bez (?:informowania|powiadamiania|wiedzy|mówienia)', 'po cichu', 'potajemnie', 'w tajemnicy', 'ukradkiem',
  // tr
  'söyleme(?:yin(?:iz)?|den)?(?![\\p{L}])', 'soyleme(?:yin(?:iz)?|den)?(?![\\p{L}])', 'bahsetme(?:yin(?:iz)?|den)?(?![\\p{L}])', 'bildirme(?:yin(?:iz)?|den)?(?![\\p{L}])', 'haber verme(?:yin(?:iz)?|den)?(?![\\p{L}])', 'gizlice', 'sessizce', 'fark ettirmeden', 'belli etmeden',
  // uk
  'не (?:\\S+ )?(?:кажи|кажіть|повідомляй|повідомляйте|згадуй|згадуйте|розповідай|розповідайте|інформуй|інформуйте|повідомляти|згадувати)', 'без (?:відома|повідомленн)', 'таємно', 'непомітно', 'потай',
  // vi
  '(?:không|đừng|chớ) (?:được |cần |nên |hề )?(?:nói|báo|thông báo|tiết lộ|đề cập|kể)', '(?:không|đừng) (?:được |cần |nên )?cho (?:\\S+ ){0,3}biết', 'mà không (?:cần )?(?:báo|thông báo|cho (?:\\S+ ){0,3}biết)', 'âm thầm', 'lặng lẽ', 'một cách bí mật',
  // id/ms
  'jangan (?:\\S+ )?(?:beri ?tahu|memberi ?tahu|kasih tahu|beritahukan|sebutkan|menyebutkan|informasikan|ungkapkan|bilang|maklumkan)', 'tanpa (?:\\S+ )?(?:memberi ?tahu|sepengetahuan|pengetahuan|menginformasikan|memberitahukan|bilang|makluman)', 'tidak (?:perlu |usah )?(?:memberi ?tahu|diberitahu|menyebutkan|diinformasikan)', 'diam-diam', 'secara rahasia', 'secara rahsia', 'sembunyi-sembunyi', 'senyap-senyap', 'secara senyap',
  // hi
  '(?:मत|न|ना) (?:\\S+ )?(?:बता|कह|ज़िक्र|जिक्र)', '(?:बताना|बताएं|बताएँ|बताइए|बताओ|कहना) (?:मत|नहीं)', '(?:ज़िक्र|जिक्र|उल्लेख) (?:न|मत|ना) (?:करें|करो|करना|कीजिए)', 'बिना बताए', 'चुपचाप', 'गुप्त रूप से', 'छिपाकर', 'mat (?:batana|batao|bata|bolna|kehna)', 'na (?:batayein|batana|bataye)', 'bina bataye', 'chupchap', 'chupke se',
  // ar
  '(?:[وف]?لا) (?:\\S+ )?(?:تخبر|تُخبر|تبلغ|تُبلغ|تذكر|تُعلم|تعلم|تكشف|تقل|تشر|تُشر|تخبروا|تذكروا)', '(?:ب?دون|من دون) (?:علم|إبلاغ|ابلاغ|إخبار|اخبار|إعلام|اعلام)', 'خفية', 'بصمت', 'في الخفاء', 'سرا(?![\\p{L}])', 'سرًا', 'سراً',
  // he
  '(?:[וש]?אל) (?:\\S+ )?(?:תספר|תגיד|תדווח|תיידע|תודיע|תזכיר|תחשוף|תספרו|תגידו|תיידעו|תזכירו)', '(?:[וש]?(?:אין|לא)) (?:\\S+ )?(?:לספר|להגיד|לדווח|ליידע|להודיע|להזכיר|לחשוף)', '(?:מ?בלי|ללא) (?:לספר|להגיד|ליידע|להודיע|לדווח|ידיעת|יידוע)', 'בסתר', 'בחשאי',
  // th
  'ไม่ต้อง(?:บอก|แจ้ง)', 'อย่า(?:บอก|แจ้ง|เปิดเผย|กล่าวถึง|พูดถึง)', 'ห้าม(?:บอก|แจ้ง|เปิดเผย|กล่าวถึง|พูดถึง)', 'โดยไม่(?:บอก|แจ้ง|ให้(?:\\S*)รู้)', 'แอบ', 'อย่างลับๆ', 'อย่างลับ ๆ', 'อย่างเงียบๆ', 'อย่างเงียบ ๆ',
  // sv
  '(?:berätta|säg|nämn|meddela|informera|avslöja) (?:\\S+ ){0,3}(?:inte|inget|ingenting|aldrig)', 'inte (?:\\S+ )?(?:berätta|säga|nämna|meddela|informera|avslöja)', 'utan att (?:\\S+ )?(?:berätta|meddela|informera|säga|nämna)', 'i hemlighet', 'i tysthet', 'obemärkt',
  // el
  'μην (?:\\S+ )?(?:πεις|πείτε|αναφέρ|ενημερώσ|ενημερών|αποκαλύψ|λες|λέτε)', 'χωρίς να (?:\\S+ )?(?:ενημερώσ|πεις|πείτε|αναφέρ|ειδοποιήσ|το γνωρίζει|το ξέρει)', 'κρυφά', 'σιωπηλά', 'αθόρυβα',
  // cs
  'ne(?:říkej|informuj|zmiňuj|prozrazuj|sděluj|oznamuj|upozorňuj)', 'nic (?:\\S+ )?neříkej', 'bez (?:\\S+ )?(?:vědomí|informování|oznámení)', 'potajmu', 'tajně', 'nenápadně', 'potichu',
  // ro
  'nu (?:\\S+ )?(?:spune|spune[țţt]i|informa|men[țţt]iona|anun[țţt]a|dezv[ăa]lui|pomeni)', 'f[ăa]r[ăa] (?:a |s[ăa] )?(?:\\S+ )?(?:informa|anun[țţt]a|spune|men[țţt]iona|[șşs]tie)', '(?:[îi]n secret)', 'pe ascuns', '(?:[îi]n t[ăa]cere)',
);
const ML_SECRET = L(
  'contraseña', 'clave (?:privada|api|de api|ssh|secreta)', 'credencial', 'token', 'mot de passe', 'clé (?:privée|api|ssh|secrète)', 'identifiants', 'passwort', 'kennwort', 'schlüssel', 'zugangsdaten', 'anmeldedaten', 'senha', 'chave (?:privada|api|ssh|secreta)', 'credenciais', 'chiave (?:privata|api|ssh|segreta)', 'credenziali',
  'пароль', 'ключ', 'токен', 'учетн\\S* данн', 'учётн\\S* данн', '密码', '密碼', '密钥', '密鑰', '私钥', '私鑰', '令牌', '凭证', '憑證', '凭据', 'パスワード', '秘密鍵', 'apiキー', 'api キー', 'トークン', '認証情報', '비밀번호', '암호', 'api 키', '비밀 키', '개인 키', 'ssh 키', '토큰', '자격 증명', '인증 정보',
  '\\.ssh', 'id_rsa', '\\.env\\b', '\\.aws', 'mcp\\.json', 'claude_desktop_config', '/etc/(?:passwd|shadow)', '~/\\.', 'api[_ ]?key',
  // nl, pl, tr, uk, vi, id/ms, hi
  'wachtwoord', 'api-?sleutel', 'privé-?sleutel', 'priv[eé] sleutel', 'geheime sleutel', 'ssh-?sleutel', 'inloggegevens', 'toegangsgegevens', 'hasł', 'hasl(?:o|a|em)(?![\\p{L}])', 'klucz\\S* (?:prywatn|api|ssh|tajn|dostęp)', 'dane logowania', 'dane uwierzytelniając', 'poświadcze',
  'şifre', 'sifre', 'parola', 'api anahtar', 'gizli anahtar', 'özel anahtar', 'ozel anahtar', 'ssh anahtar', 'erişim anahtar', 'kimlik bilgi', 'jeton', 'парол', 'облікові\\S* дан', 'облікових дан', 'секретн\\S* ключ',
  'mật khẩu', 'kho[áa] (?:api|riêng|bí mật|ssh|truy cập)', 'thông tin đăng nhập', 'thông tin xác thực', 'mã thông báo', 'kata sandi', 'kata laluan', 'kunci (?:api|privat|pribadi|rahasia|rahsia|ssh|akses)', 'kredensial', 'bukti kelayakan',
  'पासवर्ड', 'एपीआई कुंजी', 'api कुंजी', 'निजी कुंजी', 'गुप्त कुंजी', 'कुंजी', 'क्रेडेंशियल', 'टोकन', 'password', 'private key', 'secret key', 'credential',
  // ar, he, th, sv, el, cs, ro
  AR('كلمة (?:ال)?مرور'), AR('كلمة (?:ال)?سر'), AR('كلمات (?:ال)?مرور'), AR('مفتاح'), AR('مفاتيح'), AR('بيانات (?:ال)?اعتماد'), AR('بيانات (?:ال)?دخول'), AR('رمز (?:ال)?وصول'), AR('رمز (?:ال)?مميز'), AR('توكن'),
  HE('סיסמ'), HE('מפתח (?:API|ה-?API|פרטי|סודי|SSH|ה-?SSH|גישה)'), HE('מפתחות (?:API|פרטיים|סודיים|SSH|גישה)'), HE('מפתח ה(?:פרטי|סודי)'), 'פרטי (?:ה)?(?:התחברות|גישה|הזדהות)', HE('אישורי (?:גישה|התחברות)'), HE('טוקן'), HE('אסימון'),
  'รหัสผ่าน', 'คีย์', 'กุญแจส่วนตัว', 'ข้อมูลรับรอง', 'ข้อมูลประจำตัว', 'โทเค็น', 'lösenord', 'api-?nyck', 'ssh-?nyck', 'privat\\S* nyck', 'hemlig\\S* nyck', 'åtkomstnyck', 'inloggningsuppgift', 'autentiseringsuppgift',
  'κωδικ\\S* (?:πρόσβασης|σύνδεσης)', 'συνθηματικ', 'κλειδί', 'κλειδιά', 'διαπιστευτήρι', 'στοιχεία σύνδεσης', 'hesl', 'klíč(?:e|em|i|ů)?(?![\\p{L}])', '(?:api|ssh|soukrom\\S*|tajn\\S*|privátní|přístupov\\S*) klíč', 'přihlašovací údaj', 'přístupov\\S* údaj',
  'parol', 'chei(?:e|a|le) (?:api|privat|secret|ssh|de acces)', 'creden[țţt]ial', 'date(?:le)? de (?:autentificare|conectare)',
);
const ML_CONVERSATION = L(
  'historial (?:de (?:la )?)?(?:conversaci|chat)', 'conversación completa', 'mensajes anteriores', 'historique (?:de (?:la )?)?(?:conversation|discussion|chat)', 'messages précédents', 'gesprächsverlauf', 'chatverlauf', 'konversationsverlauf', 'bisherigen nachrichten', 'vorherigen nachrichten', 'histórico (?:da |de )?(?:conversa|chat)', 'mensagens anteriores', 'cronologia (?:della )?(?:conversazione|chat)', 'messaggi precedenti',
  'истори\\S* (?:переписки|диалога|чата|разговора|сообщений)', 'предыдущ\\S* сообщени', '对话历史', '對話歷史', '聊天记录', '聊天記錄', '对话记录', '之前的消息', '会話履歴', '会話の履歴', 'チャット履歴', '以前のメッセージ', '대화 기록', '대화 내역', '채팅 기록', '이전 메시지',
  'prompt del sistema', 'prompt do sistema', 'prompt di sistema', 'prompt système', 'systemprompt', '系统提示', 'システムプロンプト', '시스템 프롬프트', 'системн\\S* промпт',
  // nl, pl, tr, uk, vi, id/ms, hi
  'gespreksgeschiedenis', 'chatgeschiedenis', 'conversatiegeschiedenis', '(?:eerdere|vorige) berichten', '(?:hele|volledige) gesprek', 'histori\\S* (?:rozmowy|czatu|konwersacji|wiadomości)', '(?:poprzedni|wcześniejsz|wczesniejsz)\\S* wiadomości', 'cał\\S* rozmow',
  '(?:sohbet|konuşma|konusma|yazışma|mesaj) geçmiş', '(?:sohbet|konusma|mesaj) gecmis', 'önceki mesaj', 'onceki mesaj', 'tüm konuşma', 'sistem istem', 'sistem prompt', 'істор\\S* (?:листування|діалогу|чату|розмови|повідомлень)', 'попередн\\S* повідомлен', 'системн\\S* промпт',
  'lịch sử (?:trò chuyện|hội thoại|cuộc trò chuyện|chat|tin nhắn)', '(?:các )?tin nhắn trước', 'toàn bộ (?:cuộc trò chuyện|hội thoại)', 'lời nhắc hệ thống', 'prompt hệ thống',
  'riwayat (?:percakapan|obrolan|chat|pesan)', 'sejarah (?:perbualan|sembang|chat)', '(?:pesan|mesej) sebelumnya', 'seluruh (?:percakapan|perbualan)', 'prompt sistem',
  'बातचीत का इतिहास', 'चैट (?:इतिहास|हिस्ट्री)', 'वार्तालाप (?:का )?इतिहास', 'पिछले संदेश', 'पिछली बातचीत', 'पूरी बातचीत', 'सिस्टम प्रॉम्प्ट', 'chat history', 'poori baatcheet',
  // ar, he, th, sv, el, cs, ro
  AR('سجل (?:ال)?(?:محادثة|محادثات|دردشة|رسائل)'), AR('تاريخ (?:ال)?(?:محادثة|دردشة)'), AR('محادثة (?:السابقة|كاملة|بالكامل)'), AR('رسائل (?:ال)?سابقة'), AR('موجه النظام'), AR('تعليمات النظام'),
  HE('היסטוריית (?:ה)?(?:שיחה|שיחות|צ\'אט|הודעות)'), HE('הודעות (?:ה)?קודמות'), 'כל השיחה', 'השיחה (?:כולה|המלאה)', 'פרומפט המערכת', 'הנחיית המערכת',
  'ประวัติการสนทนา', 'ประวัติแชท', 'ข้อความก่อนหน้า', 'บทสนทนาทั้งหมด', 'พรอมต์ระบบ', 'konversationshistorik', 'chatthistorik', 'samtalshistorik', 'tidigare meddelanden', 'hela konversationen', 'hela samtalet',
  'ιστορικό (?:της )?(?:συνομιλίας|συζήτησης|chat|μηνυμάτων)', 'προηγούμενα μηνύματα', 'ολόκληρη (?:τη )?συνομιλία', 'προτροπή συστήματος', 'histori\\S* (?:konverzace|chatu|rozhovoru|zpráv)', 'předchozí\\S* zpráv', 'cel\\S* konverzac', 'systémov\\S* prompt',
  'istoric\\S* (?:conversa[țţt]i|chat|mesajelor|discu[țţt]i)', 'mesaje(?:le)? anterioare', '(?:[îi]ntreaga conversa[țţt]i)', 'prompt\\S* de sistem',
);
const ML_HAND = L(
  'incluy', 'inclu', 'añad', 'adjunt', 'envía', 'envia', 'enviar', 'pasa[rl]?', 'copia', 'lee', 'leer', 'ajout', 'joign', 'envoie', 'envoyez', 'transmet', 'copie', 'lis', 'lisez', 'lire', 'füge', 'hinzu', 'sende', 'schick', 'übergib', 'übermittel', 'kopier', 'lies', 'lesen', 'anexe', 'envie', 'leia', 'aggiung', 'allega', 'invia', 'leggi',
  'inoltr', 'reenv', 'weiterleit', 'encaminh', 'metti', 'inserisci', 'coloque', 'mete', 'mettez', 'insér', 'insert', 'вставь', 'вставьте', 'пересыла',
  'включ', 'добав', 'приложи', 'отправ', 'передай', 'перешли', 'скопируй', 'прочитай', 'прочти', '包含', '附加', '加入', '添加', '发送', '發送', '传递', '傳遞', '转发', '轉發', '复制', '读取', '讀取', '放入', '填入', '含め', '入れ', '貼り付け', '넣', '붙여', '添付', '追加', '送信', '渡して', '転送', 'コピー', '読み取', '読んで', '포함', '첨부', '추가', '전송', '전달', '보내', '복사', '읽어',
  // nl, pl, tr, uk
  'voeg', 'toevoeg', 'neem', 'stuur', 'verstuur', 'verzend', 'kopieer', 'lees', 'plak', 'plaats', 'zet', 'bijvoeg',
  'dołącz', 'dolacz', 'dodaj', 'wyślij', 'wyslij', 'wysył', 'wysyl', 'przekaż', 'przekaz', 'skopiuj', 'kopiuj', 'przeczytaj', 'odczytaj', 'wstaw', 'umieść', 'umiesc', 'wklej', 'uwzględnij', 'załącz', 'zalacz', 'prześlij', 'przeslij', 'wpisz',
  'ekle', 'gönder', 'gonder', 'ilet(?:in|iniz|ir|ilir|mek|sin)?(?![\\p{L}])', 'kopyala', 'oku(?:yun|yunuz|yup|yarak|r)?(?![\\p{L}])', 'yapıştır', 'yapistir', 'koy(?:un|unuz|arak)?(?![\\p{L}])', 'dahil et', 'yaz(?:ın|ınız|in|iniz|ıp|arak)?(?![\\p{L}])', 'aktar', 'iliştir',
  'додай', 'додайте', 'додати', 'долуч', 'надішл', 'надсила', 'відправ', 'переда', 'перешл', 'скопіюй', 'копіюй', 'прочита', 'встав(?:те|ь|ити)?(?![\\p{L}])', 'прикріп', 'впиши',
  // vi, id/ms, hi
  'thêm', 'gửi', 'chuyển tiếp', 'chuyển', 'sao chép', 'đọc', 'chèn', 'đính kèm', 'đặt', 'đưa', 'bao gồm', 'kèm theo', 'dán', 'điền',
  'sertakan', 'tambahkan', 'masukkan', 'kirim', 'teruskan', 'salin', 'baca', 'tempel', 'tampal', 'lampirkan', 'letakkan', 'taruh', 'isikan', 'sisipkan', 'hantar', 'majukan', 'meneruskan', 'mengirim', 'menyertakan', 'menambahkan', 'memasukkan',
  'शामिल कर', 'जोड़', 'भेज', 'पास कर', 'कॉपी', 'पढ़', 'डाल', 'चिपका', 'संलग्न', 'फॉरवर्ड', 'फ़ॉरवर्ड', 'अग्रेषित', 'दर्ज कर', 'bhej', 'daal', 'dalo', 'jodo', 'padh', 'shamil kar', 'copy',
  // ar, he, th
  AR('أضف'), AR('اضف'), AR('أرفق'), AR('ارفق'), AR('أرسل'), AR('ارسل'), AR('مرر'), AR('مرّر'), AR('انسخ'), AR('اقرأ'), AR('اقرا'), AR('ضع'), AR('ضعه'), AR('ضعها'), AR('أدرج'), AR('ادرج'), AR('حوّل'), AR('أعد توجيه'), AR('ضمّن'), AR('قم ب'),
  HE('הוסף'), HE('הוסיפו'), HE('צרף'), HE('צרפו'), HE('שלח'), HE('העבר'), HE('העבירו'), HE('העתק'), HE('העתיקו'), HE('קרא'), HE('הכנס'), HE('הכניסו'), HE('שים(?![\\p{L}])'), HE('שימו(?![\\p{L}])'), HE('כלול'), HE('כללו'), HE('הדבק'),
  'ใส่', 'เพิ่ม', 'ส่ง', 'แนบ', 'คัดลอก', 'อ่าน', 'วาง', 'รวม', 'กรอก', 'สำเนา',
  // sv, el, cs, ro
  'inkludera', 'lägg', 'bifoga', 'skicka', 'vidarebefordra', 'kopiera', 'läs', 'infoga', 'klistra in', 'sätt in', 'för över', 'ta med',
  'συμπεριλ', 'πρόσθεσ', 'προσθέσ', 'επισύναψ', 'επισυνάψ', 'στείλ', 'προώθησ', 'προωθήσ', 'αντίγραψ', 'αντιγράψ', 'διάβασ', 'διαβάσ', 'βάλ(?:ε|τε)(?![\\p{L}])', 'εισάγ', 'πέρασ', 'περάσ',
  'přidej', 'připoj', 'pošl', 'odešl', 'předej', 'přepošl', 'zkopíruj', 'kopíruj', 'přečt', 'vlož', 'zahrň', 'přilož',
  'adaug', 'adăug', 'ata[șşs]', 'trimit', 'redirec[țţt]ion', 'cite[șşs]t', 'citi[țţt]i', 'insera', 'pune(?:[țţt]i)?(?![\\p{L}])', 'transmit', 'lipe[șşs]t',
);
/** Where a secret goes: into a call's argument or beside the real value. */
const ML_INTO = L(
  'parámetro', 'argumento', 'campo', 'junto con', 'junto a', 'paramètre', 'argument', 'champ', 'avec la', 'avec le', 'parameter', 'feld', 'zusammen mit', 'parâmetro', 'junto com', 'parametro', 'insieme a', 'assieme a',
  'aquí', 'ici', 'hier', 'aqui', 'qui', 'сюда', 'здесь', '这里', '此处', 'ここに', '여기에',
  'параметр', 'аргумент', 'поле', 'вместе с', '参数', '參數', '字段', '欄位', '一起', '一并', '一併', '引数', 'パラメータ', 'フィールド', '一緒に', 'と共に', '매개변수', '파라미터', '인수', '필드', '함께',
  // nl, pl, tr, uk, vi, id/ms, hi
  'veld', 'samen met', 'erbij', 'parametr', 'pole(?:m)?(?![\\p{L}])', 'pol[au](?![\\p{L}])', 'razem z', 'wraz z', 'tutaj', 'parametre', 'argüman', 'arguman', 'alan', 'ile birlikte', 'buraya', 'yanına', 'yanında',
  'пол(?:я|і|ем)(?![\\p{L}])', 'разом з', 'разом із', 'сюди', 'тут', 'tham số', 'đối số', '(?:vào|trong) trường', 'trường (?:dữ liệu|ghi chú)', 'cùng với', 'kèm với', 'vào đây', 'ở đây',
  'argumen', 'kolom', 'isian', 'medan', 'bersama dengan', 'bersama', 'di sini', 'ke sini', 'पैरामीटर', 'आर्ग्युमेंट', 'फ़ील्ड', 'फील्ड', 'के साथ', 'यहाँ', 'यहां', 'field', 'ke saath', 'ke sath',
  // ar, he, th, sv, el, cs, ro
  AR('معامل'), AR('معلمة'), AR('وسيط'), AR('حقل'), 'إلى جانب', 'الى جانب', 'جنب(?:ا|ًا|اً)? إلى جنب', 'هنا', HE('פרמטר'), HE('ארגומנט'), HE('שדה'), '(?:ב)?יחד עם', 'לכאן', 'כאן',
  'พารามิเตอร์', 'อาร์กิวเมนต์', 'ฟิลด์', 'ช่อง', 'พร้อมกับ', 'ร่วมกับ', 'ที่นี่', 'fält', 'tillsammans med', 'här',
  'παράμετρ', 'όρισμα', 'ορίσματ', 'πεδί', 'μαζί με', 'εδώ', 'spolu s', 'společně s', 'sem(?![\\p{L}])', 'zde(?![\\p{L}])',
  'câmp', 'camp(?:ul)?(?![\\p{L}])', '(?:[îi]mpreun[ăa] cu)', 'aici',
);
/** Negation: the act forbidden, not asked for (whole words). */
export const ML_NEG = either(
  new RegExp(`(?<![\\p{L}])(?:no|nunca|jamás|ne|n'|jamais|nicht|niemals|kein\\p{L}*|não|non|mai|не|никогда)(?![\\p{L}])|不要|不需要|无需|無需|不必|不用|不得|勿|禁止|絶対|ないで|しない|하지 마|않|금지`, 'iu'),
  Lw(
    // nl, pl, tr, uk, vi, id/ms, hi
    'niet', 'nooit', 'geen', 'nimmer', 'nie', 'nigdy', 'żadn\\p{L}*', 'zadn\\p{L}*', 'asla', 'hiçbir', 'hicbir', 'hiç', 'değil', 'degil', '\\p{L}+m[ae]y[ıi]n(?:[ıi]z)?', '\\p{L}+m[ae]m[ae]l[ıi]\\p{L}*',
    'ekleme', 'koyma', 'gönderme', 'yazma', 'paylaşma', 'dahil etme', 'iletme', 'kopyalama', 'ніколи', 'ні',
    'không', 'đừng', 'chớ', 'cấm', 'tidak', 'jangan', 'tak', 'bukan', 'नहीं', 'न', 'मत', 'कभी नहीं', 'nahi', 'nahin', 'mat',
    // ar, he, sv, el, cs, ro
    '(?:[وف]?(?:لا|لن))', '(?:[أا]بد(?:ًا|اً|ا))', 'ليس', 'عدم', 'إياك', 'ممنوع', 'يحظر', '(?:[וש]?(?:לא|אין|אסור))', '(?:[וש]?אל ת\\p{L}+)', 'לעולם', 'אף פעם',
    'inte', 'aldrig', 'ej', 'ingen', 'inget', 'inga', 'μην', 'μη', 'δεν', 'ποτέ', 'όχι', 'ουδέποτε', 'nikdy', 'nesmí\\p{L}*', 'ne\\p{L}+(?:ej|ejte|uj|ujte|ěj|ějte)', 'nu', 'niciodat[ăa]',
  ),
  // th
  L('ไม่', 'ห้าม', 'อย่า'),
);
/** The user asked to give something: a tool that needs the user's token asks for it, as it should. */
const ML_ASK_USER = L(
  'pid[ae] al usuario', 'pídale al usuario', "demande[zr]? à l.utilisateur", 'bitten? sie den (?:benutzer|nutzer)', 'frage?n? (?:sie )?den (?:benutzer|nutzer)', 'peça ao usuário', 'pergunte ao usuário', "chiedi all.utente", 'попросите пользовател', 'попроси пользовател', 'запросите у пользовател', '请用户', '請用戶', '让用户', '讓用戶', 'ユーザーに', '사용자에게',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'vraag (?:aan )?de gebruiker', 'popro[śs] (?:\\S+ )?u[żz]ytkownik', 'zapytaj (?:\\S+ )?u[żz]ytkownik', 'kullanıcıdan', 'kullanicidan', 'kullanıcıya sor', 'попрос\\S* користувач', 'запита\\S* (?:у )?користувач',
  '(?:yêu cầu|hỏi|đề nghị) người dùng', 'minta(?:lah)? (?:\\S+ )?pengguna', 'meminta pengguna', 'tanya(?:kan)? (?:kepada |pada )?pengguna', '(?:उपयोगकर्ता|यूज़र|यूजर) से', 'user se',
  'اطلب من', 'اسأل (?:ال)?مستخدم', 'من المستخدم', 'מהמשתמש', 'ขอให้ผู้ใช้', 'ถามผู้ใช้', 'จากผู้ใช้', '(?:be|fråga) användaren', 'från användaren',
  '(?:ζήτα|ζητήστε) από τον χρήστη', '(?:ρώτα|ρωτήστε) τον χρήστη', 'από τον χρήστη', 'požádej(?:te)? uživatel', 'zeptej(?:te)? se uživatel', 'od uživatele',
  '(?:cere[țţt]?i?|solicit[ăa]|solicita[țţt]i|[îi]ntreab[ăa]|[îi]ntreba[țţt]i) utilizator', 'de la utilizator',
);
const ML_TOOL = L(
  'herramienta', 'outil', 'werkzeug', 'tool', 'ferramenta', 'strumento', 'инструмент', 'функци', '工具', 'ツール', '도구', '툴',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'hulpmiddel', 'functie', 'narzędzi', 'narzędz', 'narzedz', 'funkcj', 'araç', 'arac', 'fonksiyon', 'işlev', 'islev', 'інструмент', 'функці', 'công cụ', 'alat', 'perkakas', 'fungsi',
  'टूल', 'उपकरण', 'फ़ंक्शन', 'फंक्शन', AR('أداة'), AR('اداة'), AR('أدوات'), AR('ادوات'), AR('وظيفة'), AR('دالة'), HE('כלי'), HE('פונקציה'), 'เครื่องมือ', 'ฟังก์ชัน', 'ทูล',
  'verktyg', 'funktion', 'εργαλεί', 'συνάρτησ', 'λειτουργί', 'nástroj', 'funkc', 'instrument', 'unealt', 'func[țţt]i',
);
const ML_PRIORITY = L(
  'antes de', 'primero', 'siempre', 'en lugar de', 'avant', "d'abord", 'toujours', 'au lieu de', 'vor', 'zuerst', 'immer', 'statt', 'anstelle', 'primeiro', 'sempre', 'em vez de', 'ao invés de', 'prima di', 'invece di',
  'перед', 'сначала', 'всегда', 'вместо', '之前', '首先', '优先', '優先', '而不是', '代替', 'より先', '前に', '常に', '必ず', 'の代わりに', '보다 먼저', '전에', '항상', '대신', '우선',
  'prefer\\S*', 'préfér\\S*', 'bevorzug\\S*', 'prefira', 'preferisci', 'предпочит\\S*',
  // nl, pl, tr, uk, vi, id/ms, hi
  'voordat', 'eerst', 'altijd', 'in plaats van', 'bij voorkeur', 'liever', 'przed', 'najpierw', 'zawsze', 'zamiast', 'preferuj', 'w pierwszej kolejności',
  'önce', 'ilk olarak', 'öncelikle', 'her zaman', 'daima', 'yerine', 'tercih', 'перед', 'спочатку', 'завжди', 'замість', 'надава\\S* перевагу',
  'trước khi', 'trước tiên', 'đầu tiên', 'luôn', 'thay vì', 'thay cho', 'ưu tiên', 'sebelum', 'terlebih dahulu', 'pertama', 'selalu', 'sentiasa', 'alih-alih', 'ketimbang', 'bukannya', 'utamakan', 'prioritaskan',
  'से पहले', 'पहले', 'हमेशा', 'सदैव', 'के बजाय', 'की बजाय', 'के स्थान पर', 'प्राथमिकता', 'pehle', 'hamesha', 'ke bajaye', 'ke bajay',
  // ar, he, th, sv, el, cs, ro
  AR('قبل'), AR('أول(?:ًا|اً|ا)'), AR('دائم'), 'بدلا من', 'بدلاً من', 'عوضا عن', 'عوضاً عن', AR('فضّل'), AR('يفضل'), AR('أفضلية'), AR('أولوية'), HE('לפני'), 'קודם', 'תמיד', 'במקום', HE('העדף'), HE('עדיפות'),
  'ก่อน', 'เสมอ', 'แทน', 'ให้ความสำคัญ', 'innan', 'först', 'alltid', 'i stället för', 'istället för', 'föredra', 'hellre',
  'πριν', 'πρώτα', 'πάντα', 'πάντοτε', 'αντί', 'προτίμησ', 'προτιμήσ', 'προτεραιότητα', 'před', 'nejprve', 'nejdřív', 'vždy', 'místo', 'namísto', 'upřednostn', 'přednost',
  '(?:[îi]nainte)', 'mai [îi]nt[âa]i', '(?:[îi]ntotdeauna)', 'mereu', '(?:[îi]n loc de)',
);
const ML_OTHER = L(
  'cualquier otra', 'otras herramientas', 'otra herramienta', "tout autre", 'tous les autres', 'autres outils', 'autre outil', 'jede[mn]? anderen', 'alle[n]? anderen', 'andere[mn]? (?:tool|werkzeug)', 'qualquer outra', 'outras ferramentas', 'outra ferramenta', 'qualsiasi altro', 'altri strumenti', 'altro strumento',
  'любого другого', 'других инструмент', 'другой инструмент', 'другого инструмент', '任何其他', '其他工具', '其它工具', '别的工具', '他のツール', '他のどのツール', '別のツール', '다른 도구', '다른 툴', '다른 어떤',
  // nl, pl, tr, uk, vi, id/ms, hi
  'andere (?:tools|tool|hulpmiddelen|functies)', '(?:alle|elke|iedere) andere', 'welke andere', 'inn\\S* narzędz', 'inn\\S* narzedz', '(?:każd|wszystki|jakiegokolwiek|dowoln)\\S* inn',
  'diğer (?:tüm |bütün )?araç', 'diger (?:tum )?arac', 'başka (?:bir )?araç', 'baska (?:bir )?arac', '(?:tüm|bütün) diğer', 'herhangi bir (?:başka|diğer)', 'інш\\S* інструмент', 'будь-як\\S* інш', '(?:всіх|усіх|всі|усі) інш',
  '(?:các |mọi |những )?công cụ (?:nào )?khác', 'bất kỳ công cụ', 'alat(?:-alat)? lain', 'tool lain', 'fungsi lain', 'alat apa pun', 'alat apapun',
  '(?:अन्य|दूसरे|दूसरा|बाकी) (?:सभी )?(?:टूल|उपकरण)', 'किसी (?:भी )?(?:अन्य|दूसरे)', '(?:अन्य|बाकी) सभी', '(?:dusre|doosre|dusra|kisi aur|koi aur) tool',
  // ar, he, th, sv, el, cs, ro
  AR('أدوات (?:ال)?أخرى'), AR('ادوات (?:ال)?اخرى'), AR('أداة (?:ال)?أخرى'), AR('اداة (?:ال)?اخرى'), 'أي(?:ة)? أداة', 'اي اداة', '(?:جميع|كل) (?:ال)?أدوات', HE('כלים (?:ה)?אחרים'), HE('כלי (?:ה)?אחר'), 'כל (?:ה)?כלי', 'כל הכלים',
  'เครื่องมืออื่น', 'เครื่องมือใด', 'ทูลอื่น', 'ฟังก์ชันอื่น', 'andra verktyg', 'annat verktyg', 'alla andra', 'vilket annat', 'varje annat', 'något annat verktyg',
  'άλλα εργαλεία', 'άλλο εργαλείο', 'άλλων εργαλείων', 'οποιοδήποτε άλλο', 'οποιουδήποτε άλλου', 'όλα τα άλλα', 'κάθε άλλο', 'jin\\S* nástroj', 'ostatní\\S* nástroj', '(?:jak|kter)\\S*koli\\S* jin', 'všech\\S* ostatní', 'všechny ostatní',
  'alte instrumente', 'alt instrument', '(?:oricare|orice|oric[ăa]r\\S*) alt', 'toate celelalte', 'celelalte instrumente', 'altor instrumente',
);
const ML_DEPRECATED = L(
  '停用', '禁用', '切勿调用', '切勿使用', '不要使用', '勿用', 'obsol\\S*', 'deprecad\\S*', 'en desuso', 'insegur\\S*', 'dangereu\\S*', 'déprécié\\S*', 'veraltet\\S*', 'unsicher\\S*', 'descontinuad\\S*', 'deprecat\\S*', 'non sicur\\S*', 'устарел\\S*', 'небезопас\\S*', '已弃用', '已棄用', '已废弃', '不安全', '非推奨', '廃止', '危険', '더 이상 사용되지', '사용 중단', '안전하지 않', '사용하지 마',
  // nl, pl, tr, uk, vi, id/ms, hi
  'verouderd', 'afgeschaft', 'uitgefaseerd', 'onveilig', 'gevaarlijk', 'niet meer gebruiken', 'gebruik (?:\\S+ ){0,3}niet', 'przestarza', 'wycofan', 'niebezpieczn', 'nie używaj', 'nie uzywaj', 'nieaktualn',
  'kullanımdan kaldırıl', 'kullanimdan kaldiril', 'eskimiş', 'güvensiz', 'guvensiz', 'güvenli değil', 'tehlikeli', 'kullanma(?:yın|yınız|yin)?(?![\\p{L}])', 'застаріл', 'небезпечн', 'не використовуй',
  'lỗi thời', 'không còn được hỗ trợ', 'ngừng hỗ trợ', 'không an toàn', 'nguy hiểm', '(?:không|đừng) (?:nên )?(?:dùng|sử dụng)', 'đã bị loại bỏ',
  'usang', 'kedaluwarsa', 'kadaluarsa', 'tidak aman', 'tidak selamat', 'berbahaya', 'jangan (?:gunakan|pakai|menggunakan)', 'tidak lagi didukung', 'lapuk',
  'पुराना', 'पुराने', 'अप्रचलित', 'असुरक्षित', 'खतरनाक', 'ख़तरनाक', '(?:उपयोग|इस्तेमाल|प्रयोग) (?:न|मत|ना)', 'purane', 'purana', 'use mat kar', 'use na kar',
  // ar, he, th, sv, el, cs, ro
  AR('مهمل'), AR('متوقف'), AR('قديم'), 'غير آمن', 'غير امن', AR('خطير'), 'لا (?:تستخدم|تستعمل)', AR('ملغا'), AR('ملغى'), AR('مهجور'), HE('מיושן'), 'הוצא(?:ו)? משימוש', 'לא בטוח', HE('מסוכן'), 'אל (?:תשתמש|תשתמשו)', 'אין להשתמש',
  'เลิกใช้', 'ล้าสมัย', 'ไม่ปลอดภัย', 'อันตราย', 'ห้ามใช้', 'อย่าใช้', 'ไม่ควรใช้', 'föråldrad', 'utfasad', 'inaktuell', 'osäker', 'farlig', 'använd inte',
  'παρωχημέν', 'καταργημέν', 'ξεπερασμέν', 'μη ασφαλ', 'ανασφαλ', 'επικίνδυν', 'μη(?:ν)? χρησιμοποιεί', 'zastaral', 'nepodporovan', 'nebezpečn', 'nepoužív', 'nezabezpečen', 'vyřazen',
  '(?:[îi]nvechit)', 'depreciat', 'perimat', 'nesigur', 'periculo', 'nu (?:mai )?(?:folosi|utiliza)', 'scos(?:\\S*)? din uz',
);
const ML_CONFIRM_BYPASS = L(
  'ya (?:ha |han )?(?:\\S+ )?(?:aprob|autoriz|confirm)\\S*', 'de antemano', 'sin (?:pedir |solicitar )?(?:confirmaci|aprobaci|permiso)', 'no (?:es necesario|hace falta) (?:pedir |solicitar )?(?:confirm|aprob)', 'déjà (?:approuvé|autorisé|confirmé|validé)', 'sans (?:demander (?:de )?)?(?:confirmation|validation|approbation|autorisation)', 'pas besoin de (?:demander|confirm)', 'bereits (?:\\S+ )?(?:genehmigt|bestätigt|freigegeben|autorisiert|zugestimmt)', 'ohne (?:\\S+ )?(?:bestätigung|rückfrage|genehmigung|zustimmung)', 'já (?:aprovou|autorizou|confirmou|foi aprovad)', 'sem (?:pedir |solicitar )?(?:confirmação|confirmacao|aprovação|permissão)', 'già (?:approvato|autorizzato|confermato)', 'senza (?:chiedere )?(?:conferma|approvazione|autorizzazione)',
  'уже (?:одобрил|подтвердил|разрешил|согласил)', 'без (?:\\S+ )?(?:подтверждени|согласовани|одобрени)', '(?:用户|用戶|客户|您)已(?:经)?(?:批准|授权|授權|同意|确认|確認)', '已(?:经)?(?:获得|取得)(?:用户|用戶)?(?:的)?(?:批准|授权|授權|同意)', '无需(?:再)?(?:确认|確認|批准|征得)', '無需(?:確認|批准)', '不(?:需要|必)(?:再)?(?:确认|確認|询问|詢問)', '承認済み', '確認(?:は)?(?:不要|せず|なしで)', '既に(?:承認|同意)', '이미 .{0,20}(?:승인|동의|허가)', '확인 단계.{0,6}건너', '확인 (?:없이|절차 없이)', '승인 없이',
  // nl
  '(?:al|reeds) (?:\\S+ ){0,3}(?:goedgekeurd|bevestigd|geautoriseerd|toestemming gegeven|akkoord gegeven)', 'vooraf goedgekeurd', 'zonder (?:\\S+ )?(?:bevestiging|goedkeuring|toestemming|te vragen|eerst te vragen)', 'hoeft (?:\\S+ )?niet (?:\\S+ )?(?:te )?(?:bevestig|vragen|goedkeur)',
  'geen (?:\\S+ )?(?:bevestiging|goedkeuring|toestemming) (?:nodig|vragen|vereist)', 'vraag (?:\\S+ ){0,2}niet (?:\\S+ ){0,2}(?:bevestiging|goedkeuring|toestemming)', 'niet (?:om )?(?:bevestiging|goedkeuring|toestemming) (?:te )?vragen',
  // pl
  'ju[żz] (?:\\S+ ){0,2}(?:zatwierdzi|zaakceptowa|potwierdzi|autoryzowa|wyrazi\\S* zgod)', 'bez (?:\\S+ )?(?:potwierdzenia|zgody|zatwierdzenia|pytania|pytania o)', 'nie (?:\\S+ )?(?:pytaj|proś|pros) (?:\\S+ )?o (?:potwierdzeni|zgod|zatwierdzeni)', 'nie (?:trzeba|ma potrzeby|musisz) (?:\\S+ )?(?:potwierdz|pytać|pytac|prosić)', '(?:wcześniej|wczesniej|z góry|z gory) zatwierdzon',
  // tr
  'zaten (?:\\S+ ){0,2}(?:onayla|onay ver|izin ver|yetkilendir)', 'önceden onaylan', 'onceden onaylan', 'onay(?:ı|ını|ini)? (?:istemeden|almadan|sormadan|beklemeden)', 'onay\\S* (?:istemeyin|sormayın|sormayin|istemeyiniz|gerek yok|gerekmez|gerekmiyor)', 'teyit (?:istemeden|almadan)',
  // uk
  '(?:вже|уже) (?:\\S+ )?(?:схвали|підтверди|дозволи|погоди|авторизува)', 'без (?:\\S+ )?(?:підтвердженн|погодженн|схваленн|дозвол)', 'не (?:потрібно|треба) (?:\\S+ )?(?:підтвердж|запитува|питати)', 'не (?:питай|запитуй|просіть|питайте|запитуйте|проси) (?:\\S+ ){0,2}(?:підтвердж|дозв|згод)',
  // vi
  'đã (?:\\S+ ){0,3}(?:phê duyệt|chấp thuận|cho phép|đồng ý)', 'đã xác nhận (?:trước|rồi|tất cả|mọi)', 'không cần (?:\\S+ ){0,2}(?:xác nhận|phê duyệt|hỏi)', '(?:đừng|không được) (?:\\S+ )?hỏi (?:\\S+ ){0,3}(?:xác nhận|phê duyệt)', 'mà không (?:cần |có )?(?:hỏi|xác nhận|chờ|sự)', 'được duyệt trước', 'đã được duyệt',
  // id/ms
  '(?:sudah|telah) (?:\\S+ ){0,2}(?:menyetujui|mengonfirmasi|mengkonfirmasi|mengizinkan|disetujui|dikonfirmasi|mengesahkan|meluluskan|diluluskan)', 'tanpa (?:\\S+ )?(?:konfirmasi|persetujuan|izin|meminta|bertanya|pengesahan|kebenaran)', '(?:tidak|tak) (?:perlu|usah) (?:\\S+ )?(?:konfirmasi|meminta|minta|bertanya|persetujuan|mengonfirmasi|pengesahan)', 'jangan (?:\\S+ )?(?:meminta|minta|tanyakan|tanya) (?:\\S+ )?(?:konfirmasi|persetujuan|pengesahan)',
  // hi
  'पहले (?:ही )?(?:\\S+ ){0,4}(?:मंज़ूरी|मंजूरी|अनुमति|स्वीकृति|अनुमोदन|पुष्टि) (?:दे दी|दे चुक)', 'पहले से (?:ही )?(?:मंज़ूर|मंजूर|स्वीकृत|अनुमोदित)', '(?:मंज़ूरी|मंजूरी|अनुमति|स्वीकृति) दे (?:दी|चुके|चुका|चुकी)', 'बिना (?:\\S+ )?(?:पुष्टि|पूछे|अनुमति|मंज़ूरी|मंजूरी)', 'पुष्टि (?:\\S+ )?(?:न|मत|ना) (?:मांग|माँग|पूछ)', 'पुष्टि (?:की|करने की) (?:कोई )?(?:ज़रूरत|जरूरत|आवश्यकता) नहीं',
  'bina (?:puche|pooche|confirm|confirmation)', '(?:pehle hi|already) (?:\\S+ ){0,3}approve', 'confirmation (?:mat|na) (?:maango|mango|maangna|puchho|pucho)',
  // ar
  '(?:وافق|وافقت|اعتمد|أكد|أذن|سمح)\\S* (?:\\S+ ){0,4}(?:مسبق|بالفعل)', 'بالفعل (?:\\S+ ){0,2}(?:وافق|اعتمد|أكد|أذن|سمح)', 'قد (?:وافق|اعتمد|أذن)', '(?:ب?دون|من دون) (?:\\S+ )?(?:تأكيد|موافقة|طلب|سؤال|إذن|انتظار)', 'لا (?:داعي|حاجة) (?:\\S+ ){0,2}(?:تأكيد|التأكيد|سؤال|طلب|موافقة|الموافقة)', 'لا (?:تطلب|تسأل|تطلبوا) (?:\\S+ ){0,2}(?:تأكيد|موافقة|التأكيد|الموافقة|إذن)',
  // he
  'כבר (?:\\S+ ){0,2}(?:אישר|אישרה|אישרו|מאושר|אושר|הסכים|הסכימה)', '(?:מאושר\\S*|אושר\\S*) מראש', '(?:ללא|בלי|מבלי) (?:\\S+ )?(?:אישור|לבקש|לשאול)', 'אין צורך (?:\\S+ ){0,2}(?:אישור|לאשר|לבקש|לשאול)', 'אל (?:תבקש|תבקשו|תשאל|תשאלו) (?:\\S+ ){0,2}(?:אישור|רשות)',
  // th
  'อนุมัติ(?:ไว้)?แล้ว', 'ยืนยันแล้ว', 'ได้(?:\\S*)อนุมัติ', 'ยินยอมแล้ว', 'โดยไม่ต้อง(?:ขอ|ถาม|รอ)?(?:การ|คำ)?(?:ยืนยัน|อนุมัติ|ถาม)', '(?:ไม่ต้อง|ไม่จำเป็นต้อง)(?:ขอ|ถาม|รอ)?(?:การ|คำ)?(?:ยืนยัน|อนุมัติ)', 'อย่าถาม(?:\\S*)ยืนยัน', 'ข้ามการยืนยัน',
  // sv
  'redan (?:\\S+ )?(?:godkänt|godkänd|bekräftat|bekräftad|auktoriserat|godkänt)', 'förhandsgodkän', 'utan (?:att )?(?:\\S+ )?(?:bekräftelse|godkännande|fråga|be om)', 'behöver inte (?:\\S+ ){0,2}(?:bekräft|fråga|godkänn)', '(?:be|fråga) inte (?:\\S+ ){0,3}(?:bekräftelse|godkännande)', 'ingen (?:\\S+ )?(?:bekräftelse|godkännande) (?:behövs|krävs)',
  // el
  'ήδη (?:\\S+ ){0,2}(?:εγκρίν|εγκεκριμέν|επιβεβαιώσ|επιβεβαιωμέν|εξουσιοδοτ|συναιν)', 'προεγκεκριμέν', 'χωρίς (?:να )?(?:\\S+ )?(?:επιβεβαίωση|έγκριση|ζητήσ|ρωτήσ|άδεια)', 'μη(?:ν)? (?:ζητάς|ζητήσεις|ζητήσετε|ζητάτε|ρωτάς|ρωτήσετε) (?:\\S+ ){0,2}(?:επιβεβαίωση|έγκριση|άδεια)', 'δεν (?:χρειάζεται|απαιτείται) (?:\\S+ ){0,2}(?:επιβεβαίωση|έγκριση|να ρωτήσ|να ζητήσ)',
  // cs
  '(?:již|už) (?:\\S+ ){0,2}(?:schválil|potvrdil|odsouhlasil|autorizoval|povolil)', 'předem (?:schválen|odsouhlasen|povolen)', 'bez (?:\\S+ )?(?:potvrzení|souhlasu|schválení|ptaní|dotazu)', 'nemusíte (?:\\S+ ){0,2}(?:potvrz|ptát|schval)', 'neptej(?:te)? se (?:\\S+ ){0,3}(?:potvrzení|souhlas|schválení)', 'nežádej(?:te)? (?:\\S+ ){0,2}(?:potvrzení|souhlas|schválení)', 'není (?:třeba|potřeba|nutné) (?:\\S+ ){0,2}(?:potvrz|ptát|schval)',
  // ro
  'a (?:\\S+ )?(?:aprobat|confirmat|autorizat) deja', 'deja (?:\\S+ )?(?:aprobat|confirmat|autorizat)', 'aprobat\\S* (?:[îi]n )?prealabil', 'pre-?aprobat', 'f[ăa]r[ăa] (?:a |s[ăa] )?(?:\\S+ )?(?:confirmare|aprobare|cere|[îi]ntreba|permisiune)', 'nu (?:este|e) nevoie (?:\\S+ ){0,2}(?:confirm|aprob|[îi]ntreb|cer)', 'nu (?:cere|cere[țţt]i|solicita|solicita[țţt]i) (?:\\S+ ){0,2}(?:confirmare|aprobare)',
);
/** Acts a confirmation guards, in the languages above (English ones are ACT_WORD). */
export const ML_ACT = L(
  'pag', 'transfer', 'elimin', 'borr', 'envi', 'despleg', 'compra', 'supprim', 'paie', 'paye', 'virement', 'envoi', 'déploi', 'achat', 'lösch', 'zahl', 'überweis', 'sende', 'bereitstell', 'kauf', 'exclu', 'pagament', 'eliminar', 'cancel', 'pagare', 'invi', 'acquist',
  'удал', 'перев', 'оплат', 'отправ', 'развер', 'покуп', 'списа', '支付', '付款', '转账', '轉帳', '删除', '刪除', '发送', '發送', '部署', '购买', '扣款', '削除', '送金', '支払', '送信', 'デプロイ', '購入', '決済', '삭제', '송금', '결제', '전송', '배포', '구매', '이체',
  // nl, pl, tr, uk, vi, id/ms, hi
  'betaal', 'betaling', 'overmaak', 'overschrijv', 'verwijder', 'verstuur', 'verzend', 'stuur', 'implementeer', 'koop', 'aankoop', 'afschrijv',
  'płat', 'zapłać', 'zaplac', 'przelew', 'przelej', 'usuń', 'usun', 'wyślij', 'wyslij', 'wysył', 'wdroż', 'wdroz', 'zakup', 'kup(?:uj|ić|ic)(?![\\p{L}])',
  'öde', 'havale', 'eft(?![\\p{L}])', 'sil(?:in|iniz|me|meden|inecek|er|ecek)?(?![\\p{L}])', 'gönder', 'gonder', 'dağıt', 'satın al', 'satin al',
  'видал', 'переказ', 'сплат', 'плат[іе]ж', 'надісл', 'надсил', 'відправ', 'розгорт', 'розгорн', 'купи', 'купу', 'придба',
  'thanh toán', 'chuyển tiền', 'chuyển khoản', 'xóa', 'xoá', 'gửi', 'triển khai', 'mua', 'trả tiền',
  'bayar', 'membayar', 'pembayaran', 'kirim', 'mengirim', 'hapus', 'menghapus', 'padam', 'terapkan', 'beli', 'membeli', 'pembelian',
  'भुगतान', 'ट्रांसफर', 'हस्तांतरण', 'हटा', 'डिलीट', 'भेज', 'डिप्लॉय', 'खरीद', 'ख़रीद', 'bhej', 'hata', 'kharid',
  // ar, he, th, sv, el, cs, ro
  AR('دفع'), AR('ادفع'), AR('مدفوعات'), AR('تحويل'), AR('حوّل'), AR('حذف'), AR('احذف'), AR('إرسال'), AR('ارسال'), AR('أرسل'), AR('ارسل'), AR('نشر'), AR('شراء'), AR('اشتر'), AR('سداد'),
  HE('תשלו'), HE('שלם'), HE('שלמו'), HE('העבר'), HE('מחק'), HE('מחיקה'), HE('שלח'), HE('שליחה'), HE('פריסה'), HE('פרוס'), HE('רכישה'), HE('רכוש'), HE('קנה'), HE('קנייה'),
  'ชำระ', 'จ่าย', 'โอน', 'ลบ', 'ส่ง', 'ปรับใช้', 'ดีพลอย', 'ซื้อ', 'ตัดเงิน', 'betal', 'överför', 'radera', 'ta bort', 'skicka', 'driftsätt', 'köp',
  'πληρω', 'πληρώ', 'μεταφορ', 'μεταφέρ', 'έμβασμα', 'διαγραφ', 'διέγραψ', 'διάγραψ', 'διαγράψ', 'αποστολ', 'στείλ', 'ανάπτυξ', 'αγορ',
  'platb', 'zaplať', 'zaplat', 'převod', 'převeď', 'převed', 'smaž', 'smaz', 'odstraň', 'odstran', 'odešl', 'odeslat', 'pošl', 'nasaď', 'nasad', 'koup', 'nákup',
  'pl[ăa]t[ăai]', 'pl[ăa][țţt]i', 'vira', '(?:[șşs]terge)', 'trimite', 'implementa', 'cump[ăa]r', 'achizi[țţt]',
);

const WITHOUT = [
  'sin', 'sans', 'ohne', 'sem', 'senza', 'без', '没有', '沒有', '未经', '未經',
  'zonder', 'bez', 'tanpa', 'không có', 'utan', 'χωρίς', '(?:f[ăa]r[ăa])', 'बिना', '(?:ب?دون)', 'من دون', 'בלי', 'ללא', 'מבלי', 'โดยไม่',
];
const NOT = ['no', 'ne', 'nicht', 'não', 'non', 'не', '不', '勿', 'niet', 'nie', 'ne\\p{L}*(?:ej|ejte|te)', 'inte', 'nu', 'μην', 'μη', 'δεν', 'لا', 'אל', 'לא', 'मत', 'न', 'नहीं', 'jangan', 'tidak', 'đừng', 'không'];
/** "Without confirmation" followed closely by a negation: a guard, in any of the languages (Thai negations run into the next word). */
const [WITHOUT_SPACED, WITHOUT_RUN] = [WITHOUT.filter((w) => LATIN_START.test(w)), WITHOUT.filter((w) => !LATIN_START.test(w))];
export const ML_WITHOUT_THEN_NOT = new RegExp(`(?:(?<![\\p{L}\\p{N}\\p{M}])(?:${WITHOUT_SPACED.join('|')})(?![\\p{L}\\p{M}])|${WITHOUT_RUN.join('|')})\\s*\\S+(?:\\s+\\S+)?\\s*(?:(?:${NOT.join('|')})(?![\\p{L}\\p{M}])|ห้าม|อย่า|ไม่)`, 'iu');
/** Confirmations a tool asks for itself: "不要在未确认的情况下" is a guard, not a bypass. */
const ML_CONFIRM_GUARD = L(
  'nunca sin', 'jamais sans', 'niemals ohne', 'nie ohne', 'nunca sem', 'mai senza', 'никогда без', '不要在未', '未经.*不', '確認してから', '확인 후', '확인을 받은 후',
  // nl, pl, tr, uk, vi, id/ms, hi
  '(?:nooit|niet) (?:\\S+ ){0,3}zonder', '(?:pas|alleen) (?:nadat|na)', '(?:nigdy|nie) (?:\\S+ ){0,3}bez', '(?:dopiero|tylko) po',
  '(?:almadan|istemeden|olmadan|onaysız|onaysiz|sormadan) (?:\\S+ ){0,3}(?:asla|\\S+m[ae]y[ıi]n\\S*|\\S+m[ae]m[ae]l[ıi]\\S*|yapma)', 'asla (?:\\S+ ){0,3}(?:almadan|istemeden|olmadan|onaysız|onaysiz|sormadan)', 'onayladıktan sonra', 'onayladiktan sonra', 'onay\\S* (?:aldıktan|alındıktan|aldiktan) sonra',
  '(?:ніколи|не) (?:\\S+ ){0,3}без', '(?:лише|тільки) після', 'sau khi (?:\\S+ ){0,4}(?:đã )?(?:xác nhận|phê duyệt|đồng ý|chấp thuận)', 'chỉ (?:\\S+ ){0,5}sau khi', '(?:không bao giờ|đừng|không được) (?:\\S+ ){0,4}mà không',
  '(?:jangan|tidak boleh|tak boleh) (?:\\S+ ){0,3}tanpa', '(?:setelah|selepas) (?:\\S+ ){0,4}(?:sudah|telah)', 'hanya (?:setelah|selepas)',
  'कभी (?:भी )?(?:\\S+ ){0,3}बिना', 'बिना (?:\\S+ ){1,5}(?:न|मत|ना|नहीं) \\S+', 'बिना (?:\\S+ ){0,4}कभी', 'के बाद ही', 'kabhi (?:\\S+ ){0,3}bina',
  // ar, he, th, sv, el, cs, ro
  '(?:[أا]بد(?:ًا|اً|ا)) (?:\\S+ ){0,3}(?:ب?دون|من دون)', 'لا (?:\\S+ ){0,3}(?:ب?دون|من دون)', 'بعد (?:\\S+ ){0,3}(?:موافقة|تأكيد)', '(?:إلا|الا) بعد',
  '(?:לעולם|אף פעם|אל|אין|לא) (?:\\S+ ){0,3}(?:ללא|בלי|מבלי)', '(?:רק|אך ורק) (?:\\S+ ){0,3}(?:אחרי|לאחר)', '(?:לאחר|אחרי) ש',
  'หลังจาก', '(?:ห้าม|อย่า)(?:\\S*)โดยไม่', 'เมื่อ(?:\\S*)ยืนยันแล้ว', '(?:aldrig|inte) (?:\\S+ ){0,3}utan', '(?:först|endast|bara) efter',
  '(?:ποτέ|μην|μη|δεν) (?:\\S+ ){0,3}χωρίς', 'μόνο (?:\\S+ ){0,2}(?:αφού|μετά)', 'nikdy (?:\\S+ ){0,3}bez', 'bez (?:\\S+ ){1,3}ne\\p{L}+(?![\\p{L}])', '(?:pouze|jen|až) (?:po|poté)(?![\\p{L}])',
  '(?:nu|niciodat[ăa]) (?:\\S+ ){0,4}f[ăa]r[ăa]', '(?:doar|numai) dup[ăa]',
);
const ML_ALSO = L(
  'también', 'además', 'siempre', 'después', 'aussi', 'également', 'toujours', 'après', 'ensuite', 'auch', 'immer', 'danach', 'anschließend', 'também', 'sempre', 'depois', 'anche', 'dopo', 'также', 'всегда', 'после', 'затем', '同时', '同時', '始终', '总是', '之后', '然后', '常に', '必ず', '後で', 'その後', '또한', '항상', '후에', '다음',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'ook', 'altijd', 'daarna', 'vervolgens', 'bovendien', 'tevens', 'również', 'rowniez', 'także', 'takze', 'też', 'zawsze', 'potem', 'następnie', 'nastepnie',
  'ayrıca', 'ayrica', 'her zaman', 'daima', 'sonra', 'ardından', 'ardindan', 'aynı zamanda', 'також', 'теж', 'завжди', 'після', 'потім',
  'cũng', 'luôn', 'sau đó', 'sau khi', 'đồng thời', 'ngoài ra', 'juga', 'selalu', 'sentiasa', 'setelah', 'sesudah', 'selepas', 'kemudian', 'lalu',
  'भी(?![\\p{L}\\p{M}])', 'हमेशा', 'बाद में', 'के बाद', 'फिर', 'इसके अलावा', 'bhi', 'hamesha', 'baad mein', 'phir',
  AR('أيضا'), AR('أيضاً'), AR('ايضا'), AR('دائم'), AR('بعد'), 'ثم', AR('كذلك'), AR('بالإضافة'), HE('גם(?![\\p{L}])'), 'תמיד', HE('אחרי'), HE('לאחר'), 'אחר כך', 'בנוסף', 'כמו כן',
  'ด้วย(?![\\u0E00-\\u0E7F])', 'อีกด้วย', 'เสมอ', 'หลังจาก', 'จากนั้น', 'นอกจากนี้', 'ทุกครั้ง',
  'också', 'även', 'alltid', 'efter', 'sedan', 'därefter', 'dessutom', 'επίσης', 'πάντα', 'μετά', 'έπειτα', 'επιπλέον', 'také', 'taky', 'též', 'vždy', 'poté', 'potom', 'následně', 'navíc', 'rovněž',
  'de asemenea', 'deasemenea', 'mereu', '(?:[îi]ntotdeauna)', 'dup[ăa]', 'apoi', '(?:[îi]n plus)', 'totodat[ăa]',
);
const ML_ADDRESS = new RegExp(ADDRESS, 'iu');
/** Another tool named by its identifier, or tools in general. */
const ML_OTHER_TOOL = new RegExp(`[a-z][a-z0-9]+_[a-z0-9_]+|${ML_OTHER.source}`, 'iu');
const ML_CHANGE = L(
  'reemplaz', 'cambi', 'remplac', 'chang', 'ersetz', 'änder', 'ergänz', 'substitu', 'troque', 'sostituisc', 'заменя', 'замени', 'измени', 'добавь', 'добавляй', '替换', '更改', '改为', '改成', '换成', '置き換え', '変更', '追加', '바꾸', '변경', '추가', 'bcc',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'vervang', 'wijzig', 'verander', 'pas (?:\\S+ ){0,3}aan', 'voeg (?:\\S+ ){0,4}toe', 'zastąp', 'zastap', 'zamień', 'zamien', 'zmień', 'zmien', 'podmień', 'podmien', 'dodaj', 'değiştir', 'degistir', 'yerine koy', 'ekle',
  'заміни', 'замініть', 'змін', 'додай', 'додайте', 'підмін', 'thay thế', 'thay đổi', 'đổi', 'thêm', 'ganti', 'ubah', 'tukar', 'tambahkan', 'बदल', 'जोड़', 'प्रतिस्थापित', 'badal', 'jodo',
  AR('استبدل'), AR('غيّر'), AR('بدّل'), AR('عدّل'), AR('أضف'), AR('اضف'), AR('تغيير'), AR('استبدال'), HE('החלף'), HE('החליפו'), 'שנה את', 'שנו את', HE('הוסף'), HE('הוסיפו'),
  'แทนที่', 'เปลี่ยน', 'เพิ่ม', 'แก้ไข', 'ersätt', 'byt', 'ändra', 'lägg till', 'αντικατάστησ', 'αντικαταστήσ', 'άλλαξ', 'αλλάξ', 'πρόσθεσ', 'προσθέσ',
  'nahraď', 'nahrad', 'změň', 'zmen', 'přidej', '(?:[îi]nlocui)', 'schimb', 'modific', 'adaug', 'adăug',
);
const ML_TARGET = Lw(
  'bcc', 'cc', 'iban', 'cuenta', 'destinatario', 'compte', 'destinataire', 'konto', 'empfänger', 'conta', 'conto', 'счет', 'счёт', 'получател', '账户', '账号', '帳戶', '收件人', '口座', '宛先', '계좌', '수신자', 'remote',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro (whole words: the forms written)
  'rekening\\p{L}*', 'ontvanger\\p{L}*', 'account', 'konta', 'koncie', 'rachun(?:ek|ku)', 'odbiorc\\p{L}*', 'adresat\\p{L}*', 'hesa[pb]\\p{L}*', 'alıcı\\p{L}*', 'alici\\p{L}*',
  'рахун\\p{L}*', 'одержувач\\p{L}*', 'отримувач\\p{L}*', 'tài khoản', 'người nhận', 'akaun', 'akun', 'penerima', 'खात[ाे]', 'प्राप्तकर्ता',
  AR('حساب\\p{L}*'), AR('مستلم\\p{L}*'), HE('חשבון\\p{L}*'), HE('נמען\\p{L}*'), 'บัญชี', 'ผู้รับ', 'konto\\p{L}*', 'mottagar\\p{L}*', 'λογαριασμ\\p{L}*', 'παραλήπτ\\p{L}*',
  'účet', 'účt\\p{L}*', 'příjemc\\p{L}*', 'adresát\\p{L}*', 'cont(?:ul|ului|uri)?', 'destinatar\\p{L}*', 'beneficiar\\p{L}*',
);
/** Personal details and whole documents: what is forwarded. */
const ML_PERSONAL = L(
  'nombre', 'correo', 'teléfono', 'dirección', 'texto completo', 'nom', 'courriel', 'téléphone', 'adresse', 'texte intégral', 'telefon', 'anschrift', 'volltext', 'nome', 'telefone', 'endereço', 'texto integral', 'telefono', 'indirizzo', 'testo integrale',
  'имя', 'фамили', 'телефон', 'адрес', 'полный текст', '姓名', '电话', '電話', '地址', '邮箱', '全文', '氏名', '住所', 'メールアドレス', '이름', '전화', '주소', '이메일', '전문', 'e-?mail',
  // nl, pl, tr, uk, vi, id/ms, hi
  'naam', 'e-mailadres', 'telefoon', 'adres', 'volledige tekst', 'imię', 'imie', 'nazwisk', 'pełn\\S* treść', 'numer telefonu', 'isim', 'ad soyad', 'adı soyadı', 'e-?posta', 'tam metin', 'metnin tamamı',
  "ім['’]я", 'прізвищ', 'повн\\S* текст', 'họ tên', 'tên', 'số điện thoại', 'điện thoại', 'địa chỉ', 'toàn văn', 'toàn bộ nội dung', 'nama', 'surel', 'telepon', 'alamat', 'teks lengkap', 'isi lengkap',
  'नाम', 'फ़ोन', 'फोन', 'मोबाइल', 'पता', 'ईमेल', 'पूरा (?:पाठ|टेक्स्ट)',
  // ar, he, th, sv, el, cs, ro
  AR('اسم'), AR('هاتف'), AR('رقم (?:ال)?هاتف'), AR('عنوان'), AR('بريد'), AR('جوال'), AR('نص (?:ال)?كامل'), HE('שם(?![\\p{L}])'), HE('טלפון'), HE('כתובת'), HE('אימייל'), HE('מייל'), HE('דוא"ל'), 'הטקסט המלא', 'התוכן המלא',
  'ชื่อ', 'โทรศัพท์', 'เบอร์โทร', 'ที่อยู่', 'อีเมล', 'ข้อความทั้งหมด', 'เนื้อหาทั้งหมด', 'namn', 'e-postadress', 'hela texten', 'personnummer',
  'όνομα', 'ονόματ', 'επώνυμ', 'τηλέφων', 'διεύθυνσ', 'ολόκληρο το κείμενο', 'πλήρες κείμενο', 'jméno', 'jmén', 'příjmení', 'cel\\S* text', 'úpln\\S* text', 'nume', 'textul complet', 'text complet',
);
const ML_REPLY = L(
  'respuesta', 'réponse', 'resposta', 'risposta', 'antwort', 'ответ', '回复', '回答', '答复', '返信', '返答', '응답', '답변',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'antwoord', 'reactie', 'odpowied', 'yanıt', 'yanit', 'cevap', 'відповід', 'câu trả lời', 'phản hồi', 'trả lời', 'jawaban', 'jawapan', 'balasan', 'respons', 'जवाब', 'उत्तर', 'प्रतिक्रिया',
  AR('رد(?![\\p{L}])'), AR('ردك'), AR('إجاب'), AR('اجاب'), AR('جواب'), HE('תשוב'), HE('תגוב'), HE('מענה'), 'คำตอบ', 'ตอบกลับ', 'svar', 'απάντησ', 'odpověď', 'odpověd', 'r[ăa]spuns',
);
const ML_SUPERSEDE = L(
  'sostituisc', 'reemplaz', 'remplac', 'ersetz', 'substitu', 'заменя', 'отменя', '取代', '替代', '上書き', '대체', 'priorità', 'prioridad', 'priorité', 'vorrang', 'приоритет', '优先于', '優先して', '우선합니다', 'prevalec', 'prévaut', 'prevale',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'vervangt', 'voorrang', 'gaat voor', 'prioriteit', 'overschrijft', 'zastępuj', 'zastepuj', 'nadpisuj', 'pierwszeństw', 'pierwszenstw', 'priorytet', 'yerine geçer', 'geçersiz kıl', 'öncelik', 'üstün gelir',
  'замінюють', 'замінює', 'скасову', 'пріоритет', 'переважа', 'thay thế', 'ghi đè', 'ưu tiên hơn', 'được ưu tiên', 'menggantikan', 'mengesampingkan', 'prioritas', 'keutamaan', 'diutamakan', 'menimpa',
  'प्राथमिकता', 'की जगह ले', 'ओवरराइड', 'अधिभावी', AR('تحل محل'), AR('تلغي'), AR('أولوية'), AR('تتجاوز'), AR('أسبقية'), 'מחליפ', 'מבטל', 'עדיפות', 'גובר',
  'มีความสำคัญกว่า', 'ลำดับความสำคัญ', 'เหนือกว่า', 'ersätter', 'åsidosätter', 'företräde', 'prioritet', 'αντικαθιστ', 'υπερισχύ', 'προτεραιότητα', 'παρακάμπτ',
  'nahrazuj', 'nahrazují', 'přepisuj', 'přednost', 'priorit', '(?:[îi]nlocuie[șşs]t|[îi]nlocuiesc)', 'prioritate', 'prevaleaz', 'suprascri',
);
const ML_SERVER = L(
  'servidor', 'serveur', 'server', 'сервер', '服务器', '伺服器', 'サーバー', '서버', 'conector', 'connecteur', 'connettore', 'коннектор',
  // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
  'connector', 'serwer', 'konektor', 'łącznik', 'sunucu', 'bağlayıcı', 'baglayici', 'konnektör', 'конектор', 'máy chủ', 'trình kết nối', 'peladen', 'pelayan', 'सर्वर', 'कनेक्टर',
  AR('خادم'), AR('خوادم'), AR('سيرفر'), AR('موصل'), HE('שרת'), 'เซิร์ฟเวอร์', 'ตัวเชื่อมต่อ', 'konnektor', 'διακομιστ', 'σέρβερ',
);

export const LEXICONS: Lexicon[] = [
  { kind: 'override', all: [ML_IGNORE, ML_INSTRUCTIONS] },
  { kind: 'concealment', all: [ML_NOT_TELL, ML_USER] },
  { kind: 'concealment', all: [ML_NOT_TELL, ML_REPLY] },
  { kind: 'override', all: [ML_SUPERSEDE, ML_INSTRUCTIONS] },
  { kind: 'confirmation', all: [ML_CONFIRM_BYPASS], none: ML_CONFIRM_GUARD },
  { kind: 'secrets', all: [ML_SECRET, ML_HAND, ML_INTO], none: new RegExp(`${ML_NEG.source}|${ML_ASK_USER.source}`, 'iu') },
  { kind: 'secrets', all: [ML_CONVERSATION, ML_HAND], none: ML_NEG },
  { kind: 'steering', all: [ML_OTHER, ML_PRIORITY, ML_TOOL] },
  { kind: 'steering', all: [ML_DEPRECATED, ML_OTHER] },
  { kind: 'steering', all: [ML_DEPRECATED, ML_SERVER, ML_TOOL] },
  { kind: 'shadowing', all: [ML_TARGET, ML_CHANGE, ML_OTHER_TOOL] },
  { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, ML_ALSO] },
  { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, ML_PERSONAL] },
];
/** Letters English has not, or function words of the languages above: a sentence without any is read in English only (dashes and quotes are not letters). */
// eslint-disable-next-line no-control-regex -- the ASCII range, to find letters beyond it
export const NON_ENGLISH = /[^\x00-\x7f\p{P}\p{S}\p{Z}\p{N}\p{M}\p{Cf}]|\b(?:el|los|las|les|der|die|das|und|nicht|para|pour|avec|mit|ist|est|una|une|uma|della|gli|sind|wird|usted|vous|você|sie|herramienta|outil|werkzeug|ferramenta|strumento|de(?![-/])|het|een|niet|voor|wordt|worden|naar|ook|nooit|altijd|deze|geen|zonder|gebruiker|och|att|inte|ett|eller|ska|skall|detta|denna|aldrig|alltid|utan|yang|dan|untuk|dengan|tidak|jangan|itu|dari|pada|akan|atau|juga|sudah|harus|anda|kamu|saya|tanpa|sebelum|selalu|pengguna|dalam|kepada|boleh|perlu|daripada|lebih|bahwa|adalah|oleh|supaya|jika|apabila|semua|setiap|bir|veya|ile|olarak|gibi|sonra|daha|ancak|asla|icin|degil|kullanici|nie|oraz|lub|dla|aby|tylko|przed|nigdy|zawsze|czy|albo|przez|jesli|uzytkownik|nebo|pokud|jako|jsou|tento|tato|bude|nikdy|jeho|je|uzivatel|pentru|este|sau|acest|aceasta|daca|sunt|trebuie|utilizator|niciodata|khong|cua|nguoi|duoc|hai|hain|nahi|nahin|karo|karein|kijiye|aur|bhi|pehle|hamesha|kabhi|mein)\b/iu;
