/**
 * The directive reading (directives.ts) in languages other than English: concepts that must meet in
 * one sentence, each a list of words in every language read. English has its own patterns there.
 */
import { asciiOnly } from '../regex/ascii-only.js';
import type { DirectiveKind } from './directives.js';

/** A place the descriptor names: a URL, an e-mail address, an IBAN (a phone number is as often what is sent as where); not the reserved example domains (RFC 2606) that documentation uses. */
export const ADDRESS = String.raw`(?:https?:\/\/(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|localhost|127\.0\.0\.1)\b|[\w.-]+\.(?:example|test|invalid|local)\b)\S+|\b[\w.+-]+@(?!(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)\b)[\w-]+(?:\.[\w-]+)+|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\bwebhook\.site\b)`;


export interface Lexicon {
  kind: DirectiveKind;
  /** Every group must match somewhere in the sentence. */
  all: RegExp[];
  /** And this must not. */
  none?: RegExp;
  /** Read in a boolean switch's own description too (a confirmation kind is not, by default: "force: sin confirmación" is what a switch means). */
  inSwitch?: boolean;
  /** And the sentence names another tool that acts, by its identifier (not this one, its parameters, nor a tool that only reads). */
  otherTool?: boolean;
}

/**
 * Words of any of the languages: a word in a script that spaces its words (Latin, Cyrillic, Greek,
 * Arabic, Hebrew, Devanagari) matches at a word's start (a stem), a CJK or Thai one anywhere.
 */
const LATIN_START = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\\~/.(]/u;
/**
 * Words as the text is read (`readingOf`, Unicode NFKC): Thai ำ is two characters there, Devanagari ज़
 * two, Vietnamese letters one; and the Turkish dotless ı, a look-alike the reading folds to i ("kılar"
 * is read "kilar").
 */
const nfc = (words: string[]) => words.map((w) => unaccented(w.normalize('NFKC').replace(/ı/g, 'i')));
/** Greek vowels with or without their accent: capitals and mathematical letters are written without ("ΜΗΝ ΤΟ ΑΝΑΦΕΡΕΙΣ"). */
const GREEK_VOWEL: Record<string, string> = { ά: '[άα]', έ: '[έε]', ή: '[ήη]', ί: '[ίιϊΐ]', ό: '[όο]', ύ: '[ύυϋΰ]', ώ: '[ώω]' };
const unaccented = (w: string) => (w.includes('[') ? w : w.replace(/[άέήίόύώ]/g, (c) => GREEK_VOWEL[c] ?? c));
/** Whether a word is of a script that spaces its words: by its first letter, past a group's opening ("(?:ユーザー|…)" is not). */
const spacedWord = (w: string) => {
  const letter = /\p{L}/u.exec(w.replace(/\\[pPu]\{[^}]*\}|\\[a-zA-Z]/g, ''));
  return letter ? LATIN_START.test(letter[0]) : LATIN_START.test(w);
};
const L = (...words: string[]) => {
  const latin = nfc(words.filter(spacedWord));
  const other = nfc(words.filter((w) => !spacedWord(w)));
  // A combining mark continues a word (Devanagari vowel signs): a stem does not start after one.
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}\\p{M}])(?:${latin.join('|')})` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};
/** The same, each word of a spaced script whole (`cc` is not the start of "container"). */
const Lw = (...words: string[]) => {
  const latin = nfc(words.filter(spacedWord));
  const other = nfc(words.filter((w) => !spacedWord(w)));
  return new RegExp([latin.length ? `(?<![\\p{L}\\p{N}\\p{M}])(?:${latin.join('|')})(?![\\p{L}\\p{M}])` : '', other.join('|')].filter(Boolean).join('|'), 'iu');
};
/** Stems and whole words together. */
const either = (...res: RegExp[]) => new RegExp(res.map((r) => `(?:${r.source})`).join('|'), 'iu');
/** An Arabic word with the prefixes written onto it: and/so (و ف), with/as/for (ب ك ل), the article (ال, لل). */
const AR = (w: string) => `(?:[وف]?(?:[بكل]?ال|لل|[بكل])?)${w}`;
/** A Hebrew word with the prefixes written onto it (ו ש ה ל ב מ כ: and, that, the, to, in, from, as). */
const HE = (w: string) => `(?:[ושהלבמכ]{0,3})${w}`;

/**
 * Russian and Ukrainian as they are often written in Latin letters (translit: "nikogda ne pol'zuysya
 * drugimi serverami"): each Cyrillic letter of a concept as the spellings it is given (ISO, BGN,
 * informal), so that every concept above is read in translit too. Only in a sentence that is
 * translit (`lexiconsFor`): short stems ("summ", "vse") are English or other words elsewhere.
 */
const CYRILLIC_IN_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: '[vw]', г: '[gh]', ґ: 'g', д: 'd', е: '(?:[yj]?e)', ё: '(?:[yj]?o|e)', є: '(?:[yj]?e|ie)', ж: '(?:zh|j)', з: 'z', и: '[iy]', і: 'i', ї: '(?:[yj]?i)', й: '[yji]?',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: '(?:kh|h|x)', ц: '(?:ts|tz|c)', ч: 'ch', ш: 'sh', щ: '(?:shch|sch|sh)',
  ъ: `['’"ʺ]?`, ы: '[yi]', ь: `['’ʹ]?`, э: 'e', ю: '(?:[yj]u|iu)', я: '(?:[yj]a|ia)',
};
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** A pattern's source with its Cyrillic letters read as their Latin spellings; a class of Cyrillic letters ("[іе]") as a group of them. */
function translitSource(src: string): string {
  let out = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const p = /^\\[pPu]\{[^}]*\}/.exec(src.slice(i));
      const esc = p ? p[0] : src.slice(i, i + 2);
      out += esc;
      i += esc.length - 1;
    } else if (c === '[') {
      let j = i + 1;
      while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
      const body = src.slice(i + 1, j);
      if (CYRILLIC.test(body) && !body.startsWith('^')) out += `(?:${[...body].map((b) => CYRILLIC_IN_LATIN[b.toLowerCase()] ?? b).join('|')})`;
      else out += src.slice(i, j + 1);
      i = j;
    } else out += CYRILLIC_IN_LATIN[c.toLowerCase()] ?? c;
  }
  return out;
}
const translit = (re: RegExp) => (CYRILLIC.test(re.source) ? new RegExp(`${re.source}|${translitSource(re.source)}`, re.flags) : re);

/** The lexicons, and the words that reading needs besides (`lexicon()`). */
export interface LexiconTables {
  /** The concepts a sentence in another language is read by. */
  LEXICONS: Lexicon[];
  /** A negation, in any of the languages. */
  ML_NEG: RegExp;
  /** An act that changes something, in any of the languages (and in translit). */
  ML_ACT: RegExp;
  /** "Without confirmation" followed closely by a negation: a guard. */
  ML_WITHOUT_THEN_NOT: RegExp;
}

/**
 * The lexicons and the words their reading needs, made when a first sentence in another language
 * is read (`lexicon()`), not when the module loads: most sentences are English (`NON_ENGLISH` tells),
 * and making them cost every thread that loads the rules, the CLI's main thread among them, about
 * 22 ms of its start.
 */
function buildLexicon(): LexiconTables {
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
    // the system's and the safety rules, as compounds and phrases
    'systemanweisung', 'sicherheitsrichtlinie', 'sicherheitsregel', 'normas de seguridad', 'reglas de seguridad', 'políticas de seguridad', 'règles de sécurité', 'politiques de sécurité', 'regole di sicurezza', 'norme di sicurezza', 'regras de segurança', 'políticas de segurança',
    'правила безопасности', 'политик\\S* безопасности', 'правила безпеки', 'veiligheidsregels', 'veiligheidsrichtlijnen', 'zasady bezpieczeństwa', 'güvenlik kural', 'önceki (?:tüm )?kural', 'onceki (?:tum )?kural', '安全ポリシー', 'セキュリティポリシー', '安全規則', '安全策略', '安全规则', '安全政策', '안전 정책', '보안 정책', '안전 규칙',
    'quy tắc an toàn', 'aturan keamanan', 'सुरक्षा नियम', 'قواعد الأمان', 'כללי הבטיחות', 'กฎความปลอดภัย', 'säkerhetsregler', 'κανόνες ασφαλείας', 'bezpečnostní pravidla', 'regulile de siguran',
    'directrices', 'pautas', 'directives de sécurité', 'linee guida', 'diretrizes',
    // the operator's policy
    '運営者のポリシー', 'オペレーターのポリシー', '运营方(?:的)?(?:政策|策略|规定)', '運營方(?:的)?(?:政策|規定)', '운영자(?:의)? 정책', 'políticas? del operador', 'politiques? de l.opérateur', 'betreiberrichtlinie', 'richtlinien des betreibers', 'politic(?:a|he) dell.operatore', 'políticas? do operador', 'политик\\S* оператора', 'політик\\S* оператора',
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
    '利用者',
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
    // no need to mention it; it need not be mentioned; the verb first ("erwähne … niemals")
    'nunca (?:le |les |lo |la )?(?:digas|diga|menciones|mencione|informes|informe|avises|avise|muestres|mostre|reveles|revele|comuniques)',
    '(?:pas|point|guère) (?:lieu|besoin|nécessaire|utile) d(?:e |.)(?:le |la |les |lui |leur |en |l.)?(?:mention|signal|dire|inform|précis|indiqu|montr|évoqu|expliqu|préven|avert)', 'inutile d(?:e |.)(?:le |la |les |lui |leur |en |l.)?(?:mention|signal|dire|inform|précis|indiqu|évoqu|expliqu|préven|avert)', '(?:ne |n.)(?:doit|doivent) (?:pas|jamais) (?:être )?(?:mentionné|signalé|indiqué|expliqué)',
    'no (?:es necesario|hace falta|hay que|hay necesidad de) (?:\\S+ )?(?:mencionar|decir|informar|avisar|comentar|explicar|indicar)', 'no (?:debe|deben|necesita|necesitan) (?:ser )?(?:mencionad|informad|comunicad|explicad)',
    '(?:erwähne|sage|sag|nenne|verrate|erkläre|erläutere) (?:\\S+ ){0,6}(?:nicht|niemals|nie|keinesfalls)(?![\\p{L}])', '(?:nicht|niemals|nie|keinesfalls) (?:\\S+ )?(?:erwähnt|mitgeteilt|gesagt|gezeigt|erläutert|erklärt|verraten) (?:zu )?werden', '(?:braucht|brauchen|muss|müssen) (?:\\S+ ){0,3}nicht (?:\\S+ )?(?:zu )?(?:erwähnen|erläutern|erklären|mitteilen|informieren|benachrichtigen|sagen)', 'nicht (?:nötig|notwendig|erforderlich)\\S* (?:\\S+ ){0,6}zu (?:erwähnen|erläutern|erklären|mitteilen|informieren|benachrichtigen|sagen)',
    'non (?:è|e) (?:necessario|il caso di) (?:\\S+ )?(?:menzionar|dir|informar|segnalar|avvisar|spiegar)', 'non (?:serve|occorre|bisogna) (?:\\S+ )?(?:menzionar|dir|informar|segnalar|avvisar|spiegar)', 'non (?:deve|devono) essere (?:menzionat|segnalat|comunicat|spiegat)',
    'não (?:é necessário|é preciso|há necessidade de|precisa|precisam) (?:\\S+ )?(?:mencionar|dizer|informar|avisar|comentar|explicar|ser mencionad|ser informad)',
    'не (?:нужно|надо|следует|стоит|обязательно|требуется) (?:\\S+ )?(?:упоминать|сообщать|говорить|рассказывать|информировать|объяснять|уведомлять)', 'не (?:потрібно|треба|слід|варто) (?:\\S+ )?(?:згадувати|повідомляти|казати|розповідати|інформувати|пояснювати)',
    'hoeft (?:\\S+ ){0,3}niet (?:\\S+ ){0,2}(?:te )?(?:vermeld|gemeld|verteld|genoemd|uitgelegd|geïnformeerd|ingelicht|vermelden|melden|vertellen|noemen|uitleggen|informeren|inlichten)', 'nie (?:trzeba|należy|musisz|ma potrzeby) (?:\\S+ )?(?:wspominać|wspominac|informować|informowac|mówić|mowic|powiadamiać|wyjaśniać)',
    '(?:söyle|soyle|bahset|bildir|belirt|açıkla|acikla)\\S* (?:\\S+ )?gerek (?:yok|yoktur|bulunmuyor)', '(?:伝え|知らせ|言及す|説明す|報告す|通知す)る?必要(?:は|も)?(?:ありません|ない|なし)', '(?:无需|不必|不需要|没必要|無需|不用)(?:向|对|對)?(?:用户|用戶)?(?:提及|提到|告知|告诉|告訴|说明|說明|通知|解释|解釋)', '(?:알릴|언급할|말할|설명할|보고할) 필요(?:는|가)? 없',
    'tidak (?:perlu|usah) (?:\\S+ )?(?:disebutkan|diberitahukan|dijelaskan|menjelaskan|memberitahukan)', 'behöver inte (?:\\S+ ){0,2}(?:nämnas|berättas|nämna|berätta|meddela|förklara|förklaras)', 'není (?:třeba|nutné|potřeba) (?:\\S+ )?(?:zmiňovat|říkat|informovat|uvádět|sdělovat|vysvětlovat)', 'nu (?:este|e) (?:nevoie|necesar) (?:s[ăa] )?(?:\\S+ )?(?:men[țţt]ion|spu|inform|anun[țţt]|explic)',
    'δεν (?:χρειάζεται|είναι απαραίτητο|πρέπει) να (?:\\S+ )?(?:αναφέρ|αναφερθεί|πεις|πείτε|ενημερώσ|εξηγήσ)', 'אין צורך (?:\\S+ )?(?:לספר|להזכיר|לציין|ליידע|לדווח|להודיע|להסביר)', 'لا (?:داعي|حاجة) (?:\\S+ )?(?:لذكر|لإخبار|لاخبار|لإبلاغ|لابلاغ|للإشارة|لإعلام|لشرح)', '(?:बताने|ज़िक्र करने|जिक्र करने|उल्लेख करने) की (?:कोई )?(?:ज़रूरत|जरूरत|आवश्यकता) नहीं', 'ไม่จำเป็นต้อง(?:บอก|แจ้ง|กล่าวถึง|อธิบาย)',
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
    // the history with a word between ("el historial completo de la conversación"), the whole conversation, the system's instructions
    'historial (?:\\S+ ){1,2}(?:de (?:la )?)?(?:conversaci|chat)', 'historique (?:\\S+ ){1,2}(?:de (?:la )?)?(?:conversation|discussion|chat)', 'histórico (?:\\S+ ){1,2}(?:da |de )?(?:conversa|chat)', 'cronologia (?:\\S+ ){1,2}(?:della )?(?:conversazione|chat)', '(?:vollständig|gesamt|komplett|bisherig)\\S* (?:\\S+ )?(?:gesprächsverlauf|chatverlauf|konversationsverlauf)', 'gesamte\\S* (?:gespräch|unterhaltung|konversation)',
    'instrucciones (?:de|del) sistema', 'instructions (?:du |de )?système', 'systemanweisung', 'system-anweisung', 'instruções do sistema', 'istruzioni (?:di|del) sistema', 'системн\\S* инструкц', 'システム指示', '系统指令', '系統指令', '시스템 지침', '시스템 지시',
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
    // after a modal: the infinitive ("יש לשלוח"); posting and sharing
    HE('שלוח'), HE('העביר'), HE('הוסיף'), HE('העתיק'), HE('הכניס'), '게시', '올려', '올리', '공유', '投稿', '共有', '发布', '發布', '分享',
  );
  /** A field that must contain something: what the agent puts there ("muss das Feld stets Folgendes enthalten: den vollständigen Gesprächsverlauf"). */
  const ML_CONTAIN = L(
    '(?:muss|müssen|soll|sollen|sollte|sollten) (?:\\S+ ){0,5}enthalten', 'debe(?:n|rá|rán)? (?:\\S+ ){0,4}contener', '(?:doit|doivent) (?:\\S+ ){0,4}contenir', '(?:deve|devono|devem) (?:\\S+ ){0,4}(?:contenere|conter)', 'должн\\S* (?:\\S+ ){0,4}содержать', 'повин\\S* (?:\\S+ ){0,4}містити',
    '(?:moet|moeten) (?:\\S+ ){0,4}bevatten', '(?:musi|muszą|powinien|powinno|powinna) (?:\\S+ ){0,4}zawiera', 'içermeli', 'icermeli', '(?:måste|ska|skall) (?:\\S+ ){0,4}innehålla',
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
  const ML_NEG = either(
    new RegExp(`(?<![\\p{L}])(?:no|nunca|jamás|ne|n'|jamais|nicht|niemals|kein\\p{L}*|não|non|mai|не|никогда)(?![\\p{L}])|不要|不需要|无需|無需|不必|不用|不得|勿|禁止|絶対|ないで|しない|하지 마|않|금지`, 'iu'),
    Lw(
      // nl, pl, tr, uk, vi, id/ms, hi
      'niet', 'nooit', 'geen', 'nimmer', 'nie', 'nigdy', 'żadn\\p{L}*', 'zadn\\p{L}*', 'asla', 'hiçbir', 'hicbir', 'hiç(?! \\p{L}+m[ae]d[ae]n)', 'değil', 'degil', '\\p{L}+m[ae]y[ıi]n(?:[ıi]z)?', '\\p{L}+m[ae]m[ae]l[ıi]\\p{L}*',
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
    'antes de', 'primero', 'siempre', 'en lugar de', 'avant', "d'abord", 'toujours', 'au lieu de', 'vor(?![\\p{L}])', 'zuerst', 'immer', 'statt', 'anstelle', 'primeiro', 'sempre', 'em vez de', 'ao invés de', 'prima di', 'invece di',
    'перед(?![\\p{L}])', 'сначала', 'всегда', 'вместо', '之前', '首先', '优先', '優先', '而不是', '代替', 'より先', '前に', '常に', '必ず', 'の代わりに', '보다 먼저', '전에', '항상', '대신', '우선',
    'prefer\\S*', 'préfér\\S*', 'bevorzug\\S*', 'prefira', 'preferisci', 'предпочит\\S*',
    // nl, pl, tr, uk, vi, id/ms, hi
    'voordat', 'eerst', 'altijd', 'in plaats van', 'bij voorkeur', 'liever', 'przed(?![\\p{L}])', 'najpierw', 'zawsze', 'zamiast', 'preferuj', 'w pierwszej kolejności',
    'önce', 'ilk olarak', 'öncelikle', 'her zaman', 'daima', 'yerine', 'tercih', 'перед(?![\\p{L}])', 'спочатку', 'завжди', 'замість', 'надава\\S* перевагу',
    'trước khi', 'trước tiên', 'đầu tiên', 'luôn', 'thay vì', 'thay cho', 'ưu tiên', 'sebelum', 'terlebih dahulu', 'pertama', 'selalu', 'sentiasa', 'alih-alih', 'ketimbang', 'bukannya', 'utamakan', 'prioritaskan',
    'से पहले', 'पहले', 'हमेशा', 'सदैव', 'के बजाय', 'की बजाय', 'के स्थान पर', 'प्राथमिकता', 'pehle', 'hamesha', 'ke bajaye', 'ke bajay',
    // ar, he, th, sv, el, cs, ro
    AR('قبل'), AR('أول(?:ًا|اً|ا)'), AR('دائم'), 'بدلا من', 'بدلاً من', 'عوضا عن', 'عوضاً عن', AR('فضّل'), AR('يفضل'), AR('أفضلية'), AR('أولوية'), HE('לפני'), 'קודם', 'תמיד', 'במקום', HE('העדף'), HE('עדיפות'),
    'ก่อน', 'เสมอ', 'แทน', 'ให้ความสำคัญ', 'innan', 'först', 'alltid', 'i stället för', 'istället för', 'föredra', 'hellre',
    'πριν', 'πρώτα', 'πάντα', 'πάντοτε', 'αντί', 'προτίμησ', 'προτιμήσ', 'προτεραιότητα', 'před(?![\\p{L}])', 'nejprve', 'nejdřív', 'vždy', 'místo', 'namísto', 'upřednostn', 'přednost',
    '(?:[îi]nainte)', 'mai [îi]nt[âa]i', '(?:[îi]ntotdeauna)', 'mereu', '(?:[îi]n loc de)',
    // precedence
    'precedencia', 'tiene prioridad', 'préséance', 'a la priorité', 'prioritaire', 'systématiquement', 'vorrang', 'vorzugsweise', 'precedenza', 'precedência', 'tem prioridade', 'имеет приоритет', 'в первую очередь', 'має пріоритет', 'насамперед', 'heeft voorrang', 'ma pierwszeństwo', 'öncelikli', 'oncelikli',
    // first of all ("etot vyzov idet pervym")
    'первым(?![\\p{L}])', 'самым первым', 'першим(?![\\p{L}])', 'en primer lugar', 'en premier', 'als erste[sr]?(?![\\p{L}])', 'per prim[oa](?![\\p{L}])', 'em primeiro lugar', 'als eerste', 'jako pierwsz', 'ilk önce', 'jako první', '一番最初', '最初に', '最先', '第一个', '맨 먼저', '가장 먼저',
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
    // other servers; other tools with a word between ("diğer tüm dosya araçları", "eines anderen Kalender-Servers")
    '(?:otros?|otras?|varios|distintos) (?:\\S+ )?(?:servidores|servidor|conectores)', 'en (?:lugar|vez) de (?:las |los )?(?:herramientas|servidores)', '(?:autres?|plusieurs) (?:\\S+ )?(?:serveurs?|connecteurs?)', 'au lieu des (?:outils|serveurs)', '(?:ander|mehrer)\\S* (?:\\S+ )?\\S*(?:server|werkzeug|tools(?![\\p{L}])|konnektor|dienst)', '(?:anstelle|statt) (?:der|von) (?:\\S+ )?(?:tools|werkzeuge|servern?)',
    '(?:altri|altro|più) (?:\\S+ )?(?:server|connettori)', 'invece degli strumenti', '(?:outros?|vários|varios) (?:\\S+ )?(?:servidores|conectores)', 'em vez das ferramentas', 'друг\\S* (?:\\S+ )?(?:сервер|коннектор)', 'нескольк\\S* сервер', 'вместо (?:\\S+ )?инструмент', 'інш\\S* (?:\\S+ )?(?:сервер|конектор)',
    'andere (?:\\S+ )?(?:servers?|connectors?)', 'inn\\S* (?:\\S+ )?(?:serwer|konektor)', '(?:diğer|diger) (?:tüm |tum |bütün |butun )?(?:\\S+ )?(?:araç|arac|sunucu)', '(?:başka|baska) (?:bir )?(?:\\S+ )?sunucu',
    '他のサーバー', '別のサーバー', '其他服务器', '其他伺服器', '다른 서버', 'máy chủ khác', 'server lain', 'अन्य सर्वर', AR('خوادم (?:ال)?أخرى'), HE('שרתים (?:ה)?אחרים'), 'เซิร์ฟเวอร์อื่น', 'andra servrar', 'annan server', 'άλλους διακομιστ', 'άλλων διακομιστ', 'jin\\S* server', 'alte servere',
    // the rest of the tools ("do ostal'nykh instrumentov")
    'остальн\\S* (?:\\S+ )?(?:инструмент|сервер|функци)', 'решт\\S* (?:\\S+ )?(?:інструмент|сервер)', 'інш\\S* (?:\\S+ )?(?:інструмент|сервер)', 'los demás (?:\\S+ )?(?:herramientas|servidores)', 'las demás herramientas', 'les autres (?:\\S+ )?(?:outils|serveurs)', 'die übrigen (?:\\S+ )?(?:tools|werkzeuge|server)', 'gli altri (?:\\S+ )?(?:strumenti|server)', 'os demais (?:\\S+ )?(?:ferramentas|servidores)',
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
    // forbidden, not certified, not trusted
    'prohibid', 'no (?:está |están |es |son )?(?:certificad|autorizad|permitid|homologad)', 'no (?:es |son )?(?:fiable|confiable)', 'interdit', '(?:ne sont|n.est) pas (?:certifié|autorisé|homologué|fiable|conforme)', 'non (?:certifié|autorisé|fiable|conforme)', 'verboten', 'untersagt', 'nicht (?:zertifiziert|zugelassen|erlaubt|vertrauenswürdig|zuverlässig|konform)', 'unzuverlässig', 'kompromittiert',
    'vietat', 'proibit', 'non (?:sono |è )?(?:certificat|autorizzat|consentit|affidabil|conform)', 'inaffidabil', 'não (?:são |é |está |estão )?(?:certificad|autorizad|permitid|confiáve|conforme)', 'запрещ', 'не сертифицирован', 'ненадёжн', 'ненадежн', 'заборон', 'не сертифікован', 'ненадійн',
    'verboden', 'niet (?:gecertificeerd|toegestaan|betrouwbaar)', 'onbetrouwbaar', 'zakazan', 'niedozwolon', 'niecertyfikowan', 'nie (?:są |jest )?(?:certyfikowan|dozwolon)', 'yasak', 'sertifikasız', 'sertifikasiz', 'güvenilmez', 'guvenilmez',
    '禁止', '認定されていない', '信頼できない', '未经认证', '未經認證', '不可靠', '금지', '인증되지 않', '신뢰할 수 없', 'bị cấm', 'không được phép', 'không đáng tin', 'dilarang', 'tidak (?:tersertifikasi|diizinkan|terpercaya)',
    'प्रतिबंधित', 'वर्जित', 'अविश्वसनीय', AR('محظور'), 'غير مصرح', 'غير معتمد', 'غير موثوق', 'לא מאושר', 'לא מוסמך', 'לא אמין', 'ไม่ได้รับอนุญาต', 'ไม่น่าเชื่อถือ', 'förbjud', 'inte (?:certifierad|tillåten|tillåtna|pålitlig)', 'opålitlig',
    'απαγορεύ', 'μη πιστοποιημέν', 'αναξιόπιστ', 'zakázan', 'necertifikovan', 'nespolehliv', 'nepovolen', 'interzis', 'necertificat', 'neautorizat',
    // abandoned, no longer maintained; to be treated as unavailable ("considérez-les comme indisponibles")
    'abandonad', 'abandonn', 'abbandonat', 'sin mantenimiento', 'ya no (?:se )?(?:mantien|actualiz)', "(?:n.est|ne sont) plus (?:maintenu|mis à jour)", 'nicht mehr (?:gepflegt|gewartet|unterstützt|aktualisiert)', 'non (?:sono |è )?più (?:mantenut|aggiornat|supportat)', 'não (?:é |são )?mais (?:mantid|atualizad|suportad)',
    'устарев', 'заброшен', 'больше не (?:поддержива|обновля)', 'не поддерживаются', 'застарів', 'покинут', 'більше не (?:підтриму|оновлю)', 'niet meer (?:onderhouden|bijgewerkt|ondersteund)', 'porzucon', 'nie (?:jest |są )?już (?:utrzymywan|wspieran|aktualizowan)', 'terk edil', 'bakımı yapılmıyor', 'bakimi yapilmiyor',
    'không còn được (?:duy trì|bảo trì|cập nhật)', 'tidak lagi (?:dikelola|dipelihara|diperbarui)', 'underhålls inte', 'övergiven', 'εγκαταλελειμμέν', 'δεν (?:συντηρ|υποστηρίζ)\\S* πλέον', 'opuštěn', 'neudržovan', 'nu mai (?:sunt |este )?(?:între[țţt]inut|actualizat)',
    '停止维护', '不再维护', '停止維護', '不再維護', 'メンテナンスされていない', '保守されていない', 'サポート終了', '유지 ?관리되지 않', '지원 종료', 'متروك', 'لم (?:يعد|تعد) (?:مدعوم|تتم صيانت)', 'לא מתוחזק', 'अब (?:समर्थित|अपडेट) नहीं',
    '(?:considérez|considère|traitez|traite)[- ]les comme (?:indisponibles|inexistants|inutilisables|hors service)', 'consid[ée]ra(?:l[oa]s|la|lo)? como (?:no disponibles?|inexistentes?|inutilizables?)', 'tr[áa]ta(?:l[oa]s|la|lo) como (?:no disponibles?|inexistentes?)',
    '(?:betrachte|behandle|betrachten sie|behandeln sie) (?:\\S+ ){0,5}als (?:nicht verfügbar|nicht vorhanden|unbrauchbar|nicht existent)', '(?:considerali|consideratel[io]|trattali|trattatel[io]) come (?:non disponibil|inesistent|inutilizzabil)', 'considere-(?:os|as) como (?:indisponíve|inexistent)',
    'считай(?:те)? (?:их |его |её )?(?:\\S+ )?недоступн', 'вважай(?:те)? (?:їх |його )?(?:\\S+ )?недоступн', 'beschouw (?:ze|deze|die) als (?:niet beschikbaar|onbruikbaar)', 'traktuj (?:je |go )?jako niedostępn', 'kullanılamaz (?:olarak )?(?:kabul|say)', 'betrakta (?:dem |den )?som (?:otillgänglig|obrukbar)',
    '利用できないもの(?:として|とみな)', '使用不可(?:として|とみな)', '(?:视为|視為|当作|當作)不可用', '사용할 수 없는 것으로 (?:간주|취급)',
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
    // no confirmation needed, not asking again
    'rückfrage (?:\\S+ ){0,4}(?:nicht|unerwünscht|unnötig|überflüssig)', '(?:bestätigung|rückfrage|genehmigung|zustimmung|vorschau) (?:\\S+ ){0,3}nicht (?:mehr )?(?:erforderlich|nötig|notwendig|erwünscht)', 'kein\\S* (?:\\S+ )?(?:bestätigung|rückfrage|genehmigung) (?:\\S+ )?(?:erforderlich|nötig|notwendig)',
    'no (?:vuelvas a preguntar|pidas (?:\\S+ )?confirmación|preguntes (?:de nuevo|otra vez))', 'sin volver a preguntar', 'ne (?:redemandez|redemande) pas', 'sans (?:redemander|demander à nouveau)', 'non (?:chiedere|richiedere) (?:\\S+ ){0,2}conferma', 'non (?:serve|occorre|è necessaria) (?:\\S+ )?conferma', 'não (?:peça|pergunte|solicite) (?:\\S+ ){0,2}confirmação',
    'не переспрашива', 'не перепитуй', 'не перепитуйте', 'не (?:показуй|питай|запитуй) (?:\\S+ ){0,3}(?:на )?підтвердж', 'не (?:показывай|спрашивай) (?:\\S+ ){0,3}(?:на )?подтвержд', '(?:nogmaals|opnieuw) (?:\\S+ ){0,3}vragen (?:is )?(?:overbodig|niet nodig|onnodig)',
    '確認(?:は|も)?(?:不要|必要ありません|必要ない|いりません)', '確認を求めず', '確認せずに', '承認を求めず', '확인(?:은|도)? (?:필요 없|불필요)', '확인 불필요', '无需(?:用户)?确认', '不需要(?:用户)?确认',
  );
  /** Acts a confirmation guards, in the languages above (English ones are ACT_WORD), and in Russian and Ukrainian translit ("perevody"): read only beside a confirmation concept found. */
  const ML_ACT = translit(L(
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
    // cancelling; a transfer, a rollout
    'absag', 'abgesagt', 'storn', 'annul', 'disdic', 'отмен', 'скасув', 'annuleer', 'afzeg', 'anuluj', 'odwoł', 'iptal', 'キャンセル', '取り消', '取消', '취소', 'hủy', 'batalkan', 'membatalkan', 'रद्द', AR('إلغاء'), AR('الغاء'), HE('ביטול'), HE('בטל'), 'ยกเลิก', 'avboka', 'ακύρωσ', 'ακυρώσ', 'zruš', 'anula',
    'bonific', 'uitrol', 'rol(?:t)? (?:\\S+ ){0,3}uit', 'release', 'desplieg', 'deploy', 'ausroll', 'rollout',
    // refunds
    'reembols', 'rembours', 'erstatt', 'rimbors', 'возврат', 'повернення коштів', 'terugbetal', 'zwrot (?:\\S+ )?(?:środków|pieniędzy|płatności)', 'iade', 'hoàn tiền', 'pengembalian dana', 'refund', '退款', '返金', '환불',
  ));

  const WITHOUT = [
    'sin', 'sans', 'ohne', 'sem', 'senza', 'без', '没有', '沒有', '未经', '未經',
    'zonder', 'bez', 'tanpa', 'không có', 'utan', 'χωρίς', '(?:f[ăa]r[ăa])', 'बिना', '(?:ب?دون)', 'من دون', 'בלי', 'ללא', 'מבלי', 'โดยไม่',
  ];
  const NOT = ['no', 'ne', 'nicht', 'não', 'non', 'не', '不', '勿', 'niet', 'nie', 'ne\\p{L}*(?:ej|ejte|te)', 'inte', 'nu', 'μην', 'μη', 'δεν', 'لا', 'אל', 'לא', 'मत', 'न', 'नहीं', 'jangan', 'tidak', 'đừng', 'không'];
  /** "Without confirmation" followed closely by a negation: a guard, in any of the languages (Thai negations run into the next word). */
  const [WITHOUT_SPACED, WITHOUT_RUN] = [WITHOUT.filter((w) => LATIN_START.test(w)), WITHOUT.filter((w) => !LATIN_START.test(w))];
  const ML_WITHOUT_THEN_NOT = new RegExp(`(?:(?<![\\p{L}\\p{N}\\p{M}])(?:${WITHOUT_SPACED.join('|')})(?![\\p{L}\\p{M}])|${WITHOUT_RUN.join('|')})\\s*\\S+(?:\\s+\\S+)?\\s*(?:(?:${NOT.join('|')})(?![\\p{L}\\p{M}])|ห้าม|อย่า|ไม่)`, 'iu');
  /** Confirmations a tool asks for itself: "不要在未确认的情况下" is a guard, not a bypass. */
  const ML_CONFIRM_GUARD = L(
    'nunca sin', 'jamais sans', 'niemals ohne', 'nie ohne', 'nunca sem', 'mai senza', 'никогда без', '不要在未', '未经.*不', '確認してから', '확인 후', '확인을 받은 후',
    // nl, pl, tr, uk, vi, id/ms, hi
    '(?:nooit|niet) (?:\\S+ ){0,3}zonder', '(?:pas|alleen) (?:nadat|na)', '(?:nigdy|nie) (?:\\S+ ){0,3}bez', '(?:dopiero|tylko) po',
    '(?:almadan|istemeden|olmadan|onaysız|onaysiz|sormadan) (?:\\S+ ){0,3}(?:asla|\\S+m[ae]y[ıi]n\\S*|\\S+m[ae]m[ae]l[ıi]\\S*|yapma)', 'asla (?:\\S+ ){0,3}(?:almadan|istemeden|olmadan|onaysız|onaysiz|sormadan)', 'onayladıktan sonra', 'onayladiktan sonra', 'onay\\S* (?:aldıktan|alındıktan|aldiktan) sonra',
    '(?:ніколи|не) (?:\\S+ ){0,3}без', 'без (?:\\S+ ){1,3}(?:никогда|ніколи|не)(?![\\p{L}])', '(?:лише|тільки) після', 'sau khi (?:\\S+ ){0,4}(?:đã )?(?:xác nhận|phê duyệt|đồng ý|chấp thuận)', 'chỉ (?:\\S+ ){0,5}sau khi', '(?:không bao giờ|đừng|không được) (?:\\S+ ){0,4}mà không',
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
    // in addition, on receipt
    'zusätzlich', 'ebenfalls', 'außerdem', 'ausserdem', 'nach erhalt', 'adicionalmente', 'asimismo', 'en outre', 'de plus', 'en plus', 'par ailleurs', 'systématiquement', 'inoltre', 'in aggiunta', 'altresì', 'além disso', 'дополнительно', 'кроме того', 'тоже', 'додатково', 'крім того',
    'daarnaast', 'eveneens', 'dodatkowo', 'ponadto', 'ek olarak', '에도', '끝나면', 'あわせて', '併せて', '另外', '此外',
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
    // adding to
    'aggiung', 'ajout', 'añad', 'adicion', 'acrescent', 'hinzufüg', 'füge (?:\\S+ ){0,6}hinzu', 'voeg (?:\\S+ ){0,6}toe',
  );
  const ML_TARGET = Lw(
    'bcc', 'cc', 'iban', 'cuenta', 'destinatario', 'compte', 'destinataire', 'konto', 'empfänger', 'conta', 'conto', 'счет', 'счёт', 'получател', '账户', '账号', '帳戶', '收件人', '口座', '宛先', '계좌', '수신자', 'remote',
    // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro (whole words: the forms written)
    'rekening\\p{L}*', 'ontvanger\\p{L}*', 'account', 'konta', 'koncie', 'rachun(?:ek|ku)', 'odbiorc\\p{L}*', 'adresat\\p{L}*', 'hesa[pb]\\p{L}*', 'alıcı\\p{L}*', 'alici\\p{L}*',
    'рахун\\p{L}*', 'одержувач\\p{L}*', 'отримувач\\p{L}*', 'tài khoản', 'người nhận', 'akaun', 'akun', 'penerima', 'खात[ाे]', 'प्राप्तकर्ता',
    AR('حساب\\p{L}*'), AR('مستلم\\p{L}*'), HE('חשבון\\p{L}*'), HE('נמען\\p{L}*'), 'บัญชี', 'ผู้รับ', 'konto\\p{L}*', 'mottagar\\p{L}*', 'λογαριασμ\\p{L}*', 'παραλήπτ\\p{L}*',
    'účet', 'účt\\p{L}*', 'příjemc\\p{L}*', 'adresát\\p{L}*', 'cont(?:ul|ului|uri)?', 'destinatar\\p{L}*', 'beneficiar\\p{L}*',
  );
  /** Whole texts and records: transcripts, the full result, the user's own request. */
  const ML_WHOLE = L(
    'texto completo', 'texte intégral', 'volltext', 'texto integral', 'testo integrale', 'полный текст', '全文', '전문', 'volledige tekst', 'pełn\\S* treść', 'tam metin', 'metnin tamamı', 'повн\\S* текст', 'toàn văn', 'teks lengkap', 'textul complet', 'hela texten', 'πλήρες κείμενο', 'úpln\\S* text', 'הטקסט המלא', 'ข้อความทั้งหมด',
    'transcripci', 'transcription', 'transkript', 'mitschrift', 'trascrizion', 'transcriç', 'стенограм', 'расшифровк', 'транскрипц', '文字起こし', '議事録', '转录', '轉錄', '会议纪要', '녹취록', '회의록', '원문',
    '(?:vollständig|gesamt|komplett)\\S* (?:ergebnis|bericht|antwort|inhalt)', 'anfrage des (?:nutzers|benutzers)', 'resultado completo', 'résultat complet', 'risultato completo', 'resultado integral', 'полн\\S* результат', 'volledige resultaat', 'pełny wynik', 'tam sonuç', '全部结果', '完整结果', '全結果',
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
    // takes precedence over ("システムプロンプトよりも優先されます")
    'より(?:も)?優先', '優先され', '優先します', '优先级高于', '優先級高於', '보다 우선', 'prevalecen? sobre', 'priment sur', 'prime sur', 'hat vorrang vor', 'haben vorrang vor', 'prevalgono su', 'prevalecem sobre', 'важнее', 'важливіші',
  );
  const ML_SERVER = L(
    'servidor', 'serveur', 'server', 'сервер', '服务器', '伺服器', 'サーバー', '서버', 'conector', 'connecteur', 'connettore', 'коннектор',
    // nl, pl, tr, uk, vi, id/ms, hi, ar, he, th, sv, el, cs, ro
    'connector', 'serwer', 'konektor', 'łącznik', 'sunucu', 'bağlayıcı', 'baglayici', 'konnektör', 'конектор', 'máy chủ', 'trình kết nối', 'peladen', 'pelayan', 'सर्वर', 'कनेक्टर',
    AR('خادم'), AR('خوادم'), AR('سيرفر'), AR('موصل'), HE('שרת'), 'เซิร์ฟเวอร์', 'ตัวเชื่อมต่อ', 'konnektor', 'διακομιστ', 'σέρβερ',
  );

  /** Until the user asks: what a quiz or a spoiler holds back ("頼むまでは表示しないでください"), not a secret kept. */
  const ML_UNTIL_ASKED = L(
    'hasta que (?:\\S+ ){0,3}(?:pida|solicite|pregunte|responda)', "jusqu.à ce qu(?:e |.)(?:\\S+ ){0,3}(?:demande|réponde)", 'bis (?:\\S+ ){0,4}(?:danach )?(?:fragt|bittet|verlangt|antwortet)', 'finché (?:\\S+ ){0,3}non (?:\\S+ )?(?:chied|rispond)', 'até que (?:\\S+ ){0,3}(?:peça|solicite|pergunte|responda)',
    'пока (?:\\S+ ){0,3}не (?:попросит|спросит|ответит|запросит)', 'поки (?:\\S+ ){0,3}не (?:попросить|запитає|відповість)', 'totdat (?:\\S+ ){0,3}(?:vraagt|antwoordt)', 'dopóki (?:\\S+ ){0,3}nie (?:poprosi|zapyta|odpowie)', '(?:isteyene|sorana|cevaplayana|yanıtlayana|yanitlayana) kadar',
    '(?:頼む|求める|尋ねる|聞く|要求する|回答する|答える)まで', '直到(?:\\S{0,12})(?:要求|询问|詢問|请求|請求|回答|作答)', '(?:요청할|물어볼|요구할|답할) 때까지',
  );
  /** What is kept from view to protect people: secrets and personal data ("ne montrez jamais le mot de passe à l'utilisateur"). */
  const ML_PROTECTED = L(
    'datos personales', 'données personnelles', 'personenbezogen', 'dati personali', 'dados pessoais', 'персональн\\S* данн', 'персональн\\S* дан', '个人信息', '個人資料', '個人情報', '개인정보', 'kişisel veri', 'kisisel veri', 'persoonsgegevens', 'dane osobowe',
    'dữ liệu cá nhân', 'data pribadi', 'व्यक्तिगत डेटा', 'البيانات الشخصية', 'מידע אישי', 'ข้อมูลส่วนบุคคล', 'personuppgift', 'προσωπικά δεδομένα', 'osobní údaj', 'date personale',
  );
  /** Not secrecy: a secret or personal data kept from view, or an answer held back until the user asks. */
  const ML_NOT_SECRECY = either(ML_UNTIL_ASKED, ML_SECRET, ML_PROTECTED);
  /** Approval claimed in advance or for everything ("hat sämtliche Überweisungen bereits pauschal freigegeben"), which no switch means: read in a switch's description too. */
  const ML_APPROVAL_CLAIM = L(
    'ya (?:ha |han )?(?:\\S+ )?(?:aprobad|autorizad|confirmad)\\S* (?:\\S+ ){0,4}(?:tod[oa]s|cualquier)', '(?:aprobad|autorizad)\\S* (?:\\S+ )?(?:de antemano|previamente|por adelantado|con antelación)', '(?:previamente|de antemano) (?:\\S+ )?(?:aprobad|autorizad|confirmad)', 'pre-?aprobad', 'pre-?autorizad',
    '(?:approuvé|autorisé|validé|accepté|consenti)\\S* (?:\\S+ ){0,2}(?:à l.avance|au préalable|d.avance|par avance)', '(?:préalablement|d.avance) (?:\\S+ )?(?:approuvé|autorisé|validé)', 'pré-?(?:approuvé|autorisé|validé)',
    '(?:bereits|schon|vorab|im voraus|pauschal|generell) (?:\\S+ ){0,2}(?:genehmigt|freigegeben|bestätigt|autorisiert|zugestimmt|eingewilligt)', 'vorab-?(?:genehmigt|freigegeben)',
    '(?:approvat|autorizzat|confermat|acconsentit)\\S* (?:\\S+ ){0,2}(?:in anticipo|preventivamente|in precedenza|anticipatamente)', '(?:già|gia|preventivamente) (?:\\S+ )?(?:approvat|autorizzat|confermat)', 'pre-?(?:approvat|autorizzat)',
    '(?:aprovad|autorizad|confirmad)\\S* (?:\\S+ )?(?:previamente|antecipadamente|com antecedência|de antemão)', '(?:já|previamente) (?:\\S+ )?(?:aprovou|autorizou|confirmou|aprovad|autorizad)', 'pré-?(?:aprovad|autorizad)',
    '(?:уже|заранее|предварительно) (?:\\S+ ){0,2}(?:одобр|подтверд|соглас|разреш|утверд|авторизова)', '(?:вже|уже|заздалегідь|попередньо) (?:\\S+ ){0,2}(?:схвал|підтверд|дозвол|погод|затверд|авторизува)',
    '(?:al|reeds|vooraf) (?:\\S+ ){0,3}(?:goedgekeurd|bevestigd|geautoriseerd|toestemming gegeven|akkoord gegeven)', 'ju[żz] (?:\\S+ ){0,2}(?:zatwierdzi|zaakceptowa|potwierdzi|autoryzowa|wyrazi\\S* zgod)', '(?:z góry|z gory|wcześniej|wczesniej) (?:\\S+ )?(?:zatwierdz|zaakceptowa|autoryzowa)',
    '(?:zaten|önceden|onceden|peşinen|pesinen) (?:\\S+ ){0,2}(?:onayla|onay ver|izin ver|yetkilendir)', 'すでに\\S{0,12}(?:承認|同意|許可)', '既に\\S{0,12}(?:承認|同意|許可)', '事前に\\S{0,8}(?:承認|同意|許可)', '事前承認', '承認済み',
    '(?:用户|用戶|客户|您)(?:已经|已|事先|预先)\\S{0,8}(?:批准|授权|授權|同意|确认|確認)', '预先(?:批准|授权)', '사전(?:에)? (?:\\S+ )?(?:승인|동의|허가)', '이미 .{0,20}(?:승인|동의|허가)',
    'đã (?:\\S+ ){0,3}(?:phê duyệt|chấp thuận|cho phép|đồng ý)', 'được duyệt trước', '(?:sudah|telah) (?:\\S+ ){0,2}(?:menyetujui|disetujui|mengizinkan|meluluskan|diluluskan)', 'पहले से (?:ही )?(?:मंज़ूर|मंजूर|स्वीकृत|अनुमोदित)',
    '(?:وافق|وافقت|اعتمد|أذن|سمح)\\S* (?:\\S+ ){0,4}(?:مسبق|بالفعل)', 'כבר (?:\\S+ ){0,2}(?:אישר|אישרה|אישרו|הסכים|הסכימה)', '(?:מאושר\\S*|אושר\\S*) מראש', 'อนุมัติ(?:ไว้)?(?:ล่วงหน้า|แล้ว)',
    'redan (?:\\S+ )?(?:godkänt|godkänd|bekräftat|auktoriserat)', 'förhandsgodkän', 'ήδη (?:\\S+ ){0,2}(?:εγκρίν|εγκεκριμέν|εξουσιοδοτ|συναιν)', 'προεγκεκριμέν', '(?:již|už|předem) (?:\\S+ ){0,2}(?:schválil|odsouhlasil|autorizoval|povolil|schválen)', '(?:deja|[îi]n prealabil) (?:\\S+ )?(?:aprobat|autorizat)', 'pre-?aprobat',
    // all of them deemed approved in advance ("对所有转账均视为事先同意")
    '(?:所有|全部|一切|任何|每笔|每筆)\\S{0,15}(?:均|都|皆|一律)?(?:视为|視為)\\S{0,4}(?:同意|授权|授權|批准|确认|確認)', '(?:视为|視為)(?:已)?(?:事先|预先|預先)(?:同意|授权|授權|批准|确认|確認)',
    '(?:すべて|全て)\\S{0,12}(?:同意|承認|許可)(?:した|済み)?(?:もの)?とみな', '事前に(?:同意|承認)したものとみな', '모든 (?:\\S+ ){0,3}(?:사전 )?(?:동의|승인)(?:한|된) 것으로 간주',
    '(?:tod[oa]s|cualquier)\\S* (?:\\S+ ){0,4}se consideran? (?:\\S+ )?(?:aprobad|autorizad|consentid)', '(?:tous|toutes) (?:\\S+ ){0,4}(?:sont|est) (?:réputé|considéré)\\S* (?:comme )?(?:\\S+ )?(?:approuvé|autorisé|accepté|consenti)',
    '(?:alle|sämtliche|jede) (?:\\S+ ){0,4}gelten (?:\\S+ )?als (?:\\S+ )?(?:genehmigt|freigegeben|bestätigt|autorisiert|zugestimmt)', '(?:tutt[ie]|ogni) (?:\\S+ ){0,4}(?:si considera(?:no)?|sono considerat\\S*) (?:\\S+ )?(?:approvat|autorizzat)', '(?:tod[oa]s|qualquer) (?:\\S+ ){0,4}(?:são|é) considerad\\S* (?:\\S+ )?(?:aprovad|autorizad)',
    '(?:все|любые|любой) (?:\\S+ ){0,4}счита(?:ю)?тся (?:\\S+ )?(?:одобрен|согласован|подтвержд|разрешен)', '(?:всі|будь-які) (?:\\S+ ){0,4}вважаються (?:\\S+ )?(?:схвален|погоджен|підтвердж|дозволен)',
  );
  /** A condition: "true if the user has already approved" is how a confirmation switch is described. */
  const ML_IF = Lw(
    'si', 'cuando', 'solo (?:si|cuando|después|tras|se|quando|dopo)', 'sólo (?:si|cuando|después|tras)', 'quand', 'lorsque', '(?:seulement|uniquement) (?:si|après|quand|lorsque)', 'wenn', 'falls', 'sobald', 'sofern', '(?:nur|erst) (?:wenn|falls|nach|nachdem|sofern)', 'quando', 'soltanto (?:se|quando|dopo)',
    'se (?:l.utente|o usuário|o utilizador|il cliente|o cliente)', '(?:somente|apenas|só) (?:se|quando|após|depois)', 'если', 'когда', 'только (?:если|после|когда)', 'якщо', 'коли', '(?:лише|тільки) (?:якщо|після|коли)', 'als (?:de|u|je|jij|iemand)', 'wanneer', 'indien', 'zodra', 'alleen (?:als|na|wanneer|indien)',
    'jeśli', 'jesli', 'jeżeli', 'jezeli', 'gdy', 'kiedy', 'eğer', 'eger', 'nếu', 'khi', 'jika', 'apabila', 'kalau', 'bila', 'अगर', 'यदि', 'إذا', 'اذا', 'لو', 'אם', 'כאשר', 'om (?:användaren|du|ni)', 'när', 'αν', 'εάν', 'όταν', 'pokud', 'jestliže', 'když', 'dac[ăa]', 'c[âa]nd', 'only (?:if|when|after|once)',
    '場合', 'なら', 'たら', '如果', '若', '仅当', '只有', '경우', '때만', 'หาก', 'ถ้า', 'เมื่อ',
  );
  /** Set aside as void: "quedan sin efecto", "ne s'appliquent pas", "sind aufgehoben", "無効です". */
  const ML_VOID = L(
    'quedan? sin efecto', 'no (?:se )?aplican? (?:a|en|para)(?![\\p{L}])', 'sin (?:efecto|validez)', 'dejan? de (?:aplicar|tener efecto|ser válid|regir)', 'ya no (?:se )?(?:aplican?|son válid|rigen?)', 'quedan? (?:anulad|suspendid|revocad|desactivad)',
    'ne s.appliquent (?:pas|plus)', 'ne s.applique (?:pas|plus)', 'sont (?:désormais )?(?:annulé|suspendu|caduque|levé|révoqué|désactivé)', 'n.ont plus (?:cours|effet|de valeur)', 'sans effet', 'ne sont plus (?:valables|applicables|en vigueur)',
    'gelten (?:\\S+ ){0,4}nicht(?![\\p{L}])', 'gilt (?:\\S+ ){0,4}nicht(?![\\p{L}])', 'sind (?:\\S+ )?(?:aufgehoben|ungültig|außer kraft|deaktiviert|ausgesetzt|hinfällig|nichtig)', 'außer kraft', 'nicht mehr (?:gültig|in kraft|anwendbar|bindend)', 'keine gültigkeit',
    'non si applica', 'non (?:sono|è) più (?:valid|in vigore|applicabil)', 'perdono (?:efficacia|validità|valore)', 'sono (?:\\S+ )?(?:annullat|sospes|revocat|disattivat)', 'priv[ei] di effetto', 'non valgono più',
    'ficam? sem efeito', 'não se aplica', 'deixam? de valer', 'perdem (?:a )?(?:validade|efeito)', 'estão (?:\\S+ )?(?:anulad|suspens|revogad|desativad)', 'não (?:são|é) mais válid',
    'не действу', 'не применя', 'не распространя', 'не поширю', 'утрачивают силу', 'теряют силу', 'отменен', 'аннулирован', 'больше не (?:действу|применя|имеют силы)', 'не діють', 'не застосову', 'втрачають (?:чинність|силу)', 'скасован', 'більше не (?:діють|застосову)',
    'gelden niet(?: meer)?', 'zijn (?:\\S+ )?(?:opgeheven|vervallen|ongeldig|buiten werking|uitgeschakeld)', 'niet langer (?:geldig|van toepassing)', 'nie obowiązują', 'nie obowiazuja', 'przestają obowiązywać', 'są (?:\\S+ )?(?:nieważne|zawieszone|uchylone|unieważnione|wyłączone)', 'tracą ważność', 'nie mają zastosowania',
    'geçersizdir', 'gecersizdir', 'geçerli değil', 'gecerli degil', 'askıya alın', 'uygulanmaz', 'hükümsüz', 'hukumsuz', '無効', '適用されません', '適用されない', '失効', '无效', '無效', '失效', '不再适用', '不再適用', '不适用', '不適用', '作废', '作廢', '무효', '적용되지 않', '효력을 잃', '효력이 없',
    'không còn hiệu lực', 'không (?:còn )?áp dụng', 'vô hiệu', 'tidak (?:lagi )?berlaku', 'dinonaktifkan', 'लागू नहीं', 'अमान्य', 'لم تعد سارية', 'ملغاة', 'لا تنطبق', 'غير سارية', 'אינן (?:חלות|בתוקף)', 'אינם (?:חלים|בתוקף)', 'לא חלות', 'לא חלים', 'ไม่มีผล', 'ถูกยกเลิก',
    'gäller inte', 'upphävs', 'upphävda', 'är ogiltig', 'inte längre (?:gäller|giltig)', 'δεν ισχύ', 'καταργούνται', 'παύουν να ισχύουν', 'ακυρώνονται', 'neplatí', 'pozbývají platnosti', 'jsou (?:\\S+ )?zrušen', 'nu se (?:mai )?aplic', 'sunt (?:\\S+ )?(?:anulate|suspendate)', '(?:îşi|își|isi) pierd valabilitatea', 'nu mai sunt valabile',
  );
  /** Whose instructions: the system's, the assistant's, the safety rules (not earlier ones: documentation speaks of the instructions above). */
  const ML_AGENT_RULES = L(
    'sistema', 'seguridad', 'asistente', 'système', 'sécurité', 'assistant', 'system', 'sicherheit', 'assistent', 'sicurezza', 'assistente', 'segurança',
    'системн', 'безопасност', 'ассистент', 'безпек', 'асистент', 'systeem', 'veiligheid', 'systemow', 'bezpieczeństw', 'asystent', 'sistem', 'güvenlik', 'guvenlik', 'asistan',
    'システム', '安全', 'セキュリティ', 'アシスタント', '系统', '系統', '助手', '시스템', '안전', '보안', '어시스턴트', 'hệ thống', 'an toàn', 'bảo mật', 'trợ lý', 'keamanan', 'keselamatan', 'asisten',
    'सिस्टम', 'सुरक्षा', 'सहायक', AR('نظام'), AR('أمان'), AR('سلامة'), AR('مساعد'), HE('מערכת'), HE('בטיחות'), HE('אבטחה'), HE('עוזר'), 'ระบบ', 'ความปลอดภัย', 'ผู้ช่วย',
    'säkerhet', 'συστήματ', 'ασφάλει', 'βοηθ', 'systém', 'bezpečnost', 'siguran', 'securit', 'asistent',
  );
  /** The user's wish set aside: "aunque el usuario …", "même si l'utilisateur en nomme un autre", "Kullanıcı farklı bir şey istese bile". */
  const ML_USER_CHOICE = L(
    '(?:aunque|incluso si|aun si|aun cuando|incluso cuando|a pesar de que) (?:\\S+ ){0,5}(?:usuario|cliente)', '(?:même si|même lorsque|même quand|quand bien même) (?:\\S+ ){0,3}(?:l.)?(?:utilisateur|client)', '(?:auch wenn|selbst wenn|auch falls|selbst falls|egal ob|gleichgültig ob) (?:\\S+ ){0,3}(?:nutzer|benutzer|anwender|kunde)',
    '(?:anche se|anche quando|persino se|pure se) (?:\\S+ ){0,3}(?:l.)?(?:utente|cliente)', '(?:mesmo que|mesmo se|ainda que|mesmo quando) (?:\\S+ ){0,3}(?:usuário|usuario|utilizador|cliente)', '(?:даже если|даже когда) (?:\\S+ ){0,3}(?:пользовател|клиент)', '(?:навіть якщо|навіть коли) (?:\\S+ ){0,3}(?:користувач|клієнт)',
    '(?:ook als|zelfs als|ook wanneer|zelfs wanneer|ongeacht) (?:\\S+ ){0,3}(?:gebruiker|klant)', '(?:nawet jeśli|nawet jeżeli|nawet gdy|nawet kiedy) (?:\\S+ ){0,3}(?:użytkownik|uzytkownik|klient)', '(?:kullanıcı|kullanici|müşteri|musteri)\\S* (?:\\S+ ){0,4}\\S+s[ae] (?:bile|dahi)',
    '(?:ユーザー|ユーザ|利用者)(?:が|は)\\S{0,30}(?:ても|でも)', '(?:即使|即便|哪怕)(?:用户|用戶)', '사용자가 (?:\\S+ ){0,4}\\S*(?:더라도|어도|아도)', '(?:ngay cả khi|kể cả khi|dù|mặc dù) người dùng', '(?:meskipun|walaupun|bahkan jika|sekalipun|biarpun) (?:\\S+ )?pengguna', '(?:भले ही|चाहे) (?:\\S+ )?(?:उपयोगकर्ता|यूज़र|यूजर)',
    'حتى (?:لو|إذا|وإن|اذا) (?:\\S+ )?(?:ال)?مستخدم', '(?:גם|אפילו) אם (?:\\S+ )?(?:ה)?משתמש', 'แม้(?:ว่า)?ผู้ใช้', '(?:även om|också om) (?:\\S+ )?användar', '(?:ακόμα|ακόμη) (?:και )?(?:κι )?(?:αν|εάν|όταν) (?:\\S+ ){0,2}χρήστ', '(?:i když|i kdyby|přestože|ačkoli) (?:\\S+ )?uživatel', '(?:chiar dac[ăa]|chiar [șşs]i dac[ăa]|chiar [șşs]i c[âa]nd) (?:\\S+ )?utilizator',
  );
  /** Another one: what the user names or asks for instead. */
  const ML_ANOTHER = L(
    'otr[oa]s?(?![\\p{L}])', 'autres?(?![\\p{L}])', 'andere[nmrs]?(?![\\p{L}])', 'altr[oiae](?![\\p{L}])', 'outr[oa]s?(?![\\p{L}])', 'друг(?:ой|ого|ую|ие|их|ом|ое)(?![\\p{L}])', 'інш\\p{L}{0,3}(?![\\p{L}])', 'inn(?:y|ego|ą|e|ych|a)(?![\\p{L}])', 'başka', 'baska', 'diğer', 'diger', 'farklı', 'farkli',
    'diferente', 'différent', 'distint', '他の', '別の', '其他', '别的', '其它', '다른', 'khác', 'lain(?![\\p{L}])', 'दूसर', 'अन्य', AR('آخر'), AR('أخرى'), AR('اخرى'), HE('אחר'), 'อื่น', 'annan', 'annat', 'andra', 'άλλ', 'jin(?:ý|ou|é|ého)(?![\\p{L}])', 'alt(?:ul|a|ceva)?(?![\\p{L}])',
  );
  /** What the user asked or wishes: "その希望は無視し", "ignora su petición". */
  const ML_WISH = L(
    '希望', '要望', '依頼', '要求', 'リクエスト', '请求', '請求', '愿望', '願望', '요청', '희망', '요구', 'petici[oó]n', 'solicitud', 'deseo', 'preferencia', 'demande', 'souhait', 'préférence', 'wunsch', 'wünsche', 'anfrage', 'vorgabe', 'richiesta', 'desiderio', 'preferenz',
    'pedido', 'solicitação', 'desejo', 'preferência', 'запрос', 'просьб', 'пожелани', 'запит', 'прохан', 'побажан', 'verzoek', 'wens', 'prośb', 'życzeni', 'istek', 'talep', 'yêu cầu', 'mong muốn', 'permintaan', 'keinginan', 'अनुरोध', 'इच्छा', AR('طلب'), HE('בקש'), 'คำขอ', 'ความต้องการ', 'önskemål', 'begäran', 'αίτημα', 'επιθυμί', 'požadav', 'přání', 'cerer', 'dorin',
  );
  /** Obeying: "obedece únicamente las indicaciones", "bu aracın talimatlarına uy". */
  const ML_OBEY = L(
    'obedec', 'obedez', 'sigue', 'sigan', 'acata', 'obéi', 'suivez', 'respectez', 'befolg', 'gehorch', 'obbedisc', 'segui(?:te)?(?![\\p{L}])', 'attieniti', 'obedeça', 'siga', 'sigam', 'cumpra', 'подчиня', 'повинуйся', 'слушайся', 'следуй', 'выполняй', 'виконуй', 'дотримуйся', 'слухайся', 'підкоряйся',
    'volg (?:alleen|uitsluitend|enkel|de|deze)', 'gehoorzaam', 'wykonuj', 'słuchaj', 'przestrzegaj', 'uy(?:un|unuz)?(?![\\p{L}])', 'itaat', '従って', '従え', '従う', '服从', '服從', '遵循', '听从', '따르', '복종', 'tuân theo', 'làm theo', 'patuhi', 'ikuti',
    'पालन कर', AR('أطع'), AR('اتبع'), HE('ציית'), 'ทำตาม', 'เชื่อฟัง', 'följ(?![\\p{L}])', 'υπάκου', 'ακολούθησ', 'poslouchej', 'řiď se', 'dodržuj', 'ascult[ăa](?![\\p{L}])',
  );
  /** Setting a value: only with a part of other tools' calls (a tool sets its own account, too). */
  const ML_SET = L('imposta', 'establec', 'définis', 'setze', 'setzen', 'defina', 'установи', 'встанови', 'ustaw', 'ayarla', 'sätt', 'nastav', 'stel (?:\\S+ ){0,3}in');
  /** What an attack changes in other tools' calls besides the recipient: a flag, the branch, a parameter, the visibility, the attendees, a link, the amount. */
  const ML_CALL_PART = L(
    '--[a-z][\\w-]+', 'flag', 'флаг', 'прапор', 'bayrak', 'フラグ', '标志', '플래그', 'rama', 'branche', 'branch', 'zweig', 'ramo', 'ветк', 'ветв', 'гілк', 'gałąź', 'gałęzi', 'ブランチ', '分支', '브랜치', 'nhánh',
    'parámetro', 'paramètre', 'parameter', 'parametro', 'parâmetro', 'параметр', 'parametr', 'parametre', 'パラメータ', '参数', '參數', '매개변수', 'tham số', 'पैरामीटर', AR('معامل'), HE('פרמטר'), 'παράμετρ',
    'visibilit', 'visibilid', 'sichtbarkeit', 'видимост', 'widoczno', 'görünürlük', 'gorunurluk', 'zichtbaarheid', 'synlighet', '公開範囲', '可见性', '公开范围', '공개 범위', 'viditelnost',
    'participante', 'participant', 'teilnehm', 'partecipant', 'учасник', 'участник', 'uczestnik', 'katılımcı', 'katilimci', 'deelnemer', 'deltagare', 'účastník', 'invitad', 'invité', '参加者', '参与者', '참석자', 'người tham dự', 'peserta', 'συμμετέχ', HE('משתתפ'), AR('مشارك'), 'ผู้เข้าร่วม',
    'enlace', 'lien', 'link', 'collegamento', 'ссылк', 'посиланн', 'odnośnik', 'bağlantı', 'baglanti', 'länk', 'odkaz', 'legătur', 'liên kết', 'tautan', 'リンク', '链接', '鏈接', '連結', '링크', 'σύνδεσμ', HE('קישור'), AR('رابط'), 'ลิงก์', 'लिंक',
    'importe', 'montant', 'betrag', 'importo', 'сумм', 'kwot', 'tutar', 'bedrag', 'belopp', 'částk', '金額', '金额', '금액', 'số tiền', 'ποσό', HE('סכום'), AR('مبلغ'), 'จำนวนเงิน', 'राशि',
  );

  /** Someone's details, two of them listed: "שם המטופל, תעודת הזהות, הטלפון" (a lone "correo" may be the channel). */
  const ML_DETAILS = new RegExp(`(?:${ML_PERSONAL.source})[^.;!?。]{0,60}?(?:${ML_PERSONAL.source})`, 'iu');
  /** This server's own tools: a sequence among them is no hand-off. */
  const ML_OWN_SERVER = L(
    'de este servidor', 'de ce serveur', 'dieses servers', 'di questo server', 'deste servidor', 'desse servidor', 'этого сервера', 'цього сервера', 'van deze server', 'tego serwera', 'bu sunucu', 'このサーバー', '同じサーバー', '本服务器', '此服务器', '同一服务器', '이 서버', 'máy chủ này', 'server ini', 'इसी सर्वर', 'هذا الخادم', 'השרת הזה', 'אותו שרת', 'เซิร์ฟเวอร์นี้', 'denna server', 'samma server', 'αυτού του διακομιστή', 'tohoto serveru', 'acestui server',
  );
  /** The agent's instructions by whose they are: the system's, the assistant's, the safety rules (the words near each other). */
  const ML_AGENT_INSTRUCTIONS = new RegExp(`(?:${ML_AGENT_RULES.source})[^.;!?。]{0,16}?(?:${ML_INSTRUCTIONS.source})|(?:${ML_INSTRUCTIONS.source})[^.;!?。]{0,16}?(?:${ML_AGENT_RULES.source})`, 'iu');

  /** A version: "replace those of the bot's previous version" is a changelog, not an override. */
  const ML_VERSION = L('versi[oóò]n', 'versão', 'versao', 'versione', 'верси', 'версі', 'versie', 'wersj', 'sürüm', 'surum', 'バージョン', '版本', '버전', 'phiên bản', 'versi(?![\\p{L}])', 'संस्करण', AR('إصدار'), HE('גרסה'), HE('גרסת'), 'เวอร์ชัน', 'έκδοσ', 'verz[ei]', 'versiun');

  const LEXICONS: Lexicon[] = [
    { kind: 'override', all: [ML_IGNORE, ML_INSTRUCTIONS] },
    { kind: 'concealment', all: [ML_NOT_TELL, ML_USER], none: ML_NOT_SECRECY },
    { kind: 'concealment', all: [ML_NOT_TELL, ML_REPLY], none: ML_NOT_SECRECY },
    { kind: 'override', all: [ML_SUPERSEDE, ML_INSTRUCTIONS], none: ML_VERSION },
    { kind: 'override', all: [ML_VOID, ML_AGENT_INSTRUCTIONS] },
    { kind: 'override', all: [ML_USER_CHOICE, ML_OBEY, ML_INSTRUCTIONS] },
    { kind: 'override', all: [ML_USER_CHOICE, ML_IGNORE, ML_WISH] },
    { kind: 'confirmation', all: [either(ML_CONFIRM_BYPASS, ML_APPROVAL_CLAIM)], none: ML_CONFIRM_GUARD },
    { kind: 'confirmation', all: [ML_APPROVAL_CLAIM], none: either(ML_CONFIRM_GUARD, ML_IF), inSwitch: true },
    { kind: 'secrets', all: [ML_SECRET, ML_HAND, ML_INTO], none: new RegExp(`${ML_NEG.source}|${ML_ASK_USER.source}`, 'iu') },
    { kind: 'secrets', all: [ML_CONVERSATION, either(ML_HAND, ML_CONTAIN)], none: ML_NEG },
    { kind: 'steering', all: [ML_OTHER, ML_PRIORITY, ML_TOOL] },
    { kind: 'steering', all: [ML_DEPRECATED, ML_OTHER] },
    { kind: 'steering', all: [ML_DEPRECATED, ML_SERVER, ML_TOOL] },
    { kind: 'steering', all: [ML_USER_CHOICE, ML_ANOTHER, ML_TOOL, ML_PRIORITY] },
    { kind: 'shadowing', all: [ML_TARGET, ML_CHANGE, ML_OTHER_TOOL] },
    { kind: 'shadowing', all: [ML_CALL_PART, either(ML_CHANGE, ML_SET), ML_OTHER], otherTool: true },
    { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, ML_ALSO] },
    { kind: 'forwarding', all: [ML_ADDRESS, ML_HAND, either(ML_PERSONAL, ML_WHOLE)] },
    { kind: 'forwarding', all: [ML_HAND, either(ML_DETAILS, ML_WHOLE), ML_ALSO], none: ML_OWN_SERVER, otherTool: true },
  ];
  return { LEXICONS, ML_NEG, ML_ACT, ML_WITHOUT_THEN_NOT };
}

let tables: LexiconTables | undefined;
/**
 * The same for a sentence of ASCII characters only: each pattern as `asciiOnly` makes it, which
 * matches there exactly as the pattern does and compiles several times faster (the words of other
 * scripts left out, and without the `u` flag).
 */
let asciiTables: LexiconTables | undefined;
/** The lexicons and the words their reading needs, made on first use: with `ascii`, those that read only a sentence of ASCII characters. */
export function lexicon(ascii = false): LexiconTables {
  tables ??= buildLexicon();
  if (!ascii) return tables;
  return (asciiTables ??= {
    LEXICONS: forAscii(tables.LEXICONS),
    ML_NEG: asciiOnly(tables.ML_NEG),
    ML_ACT: asciiOnly(tables.ML_ACT),
    ML_WITHOUT_THEN_NOT: asciiOnly(tables.ML_WITHOUT_THEN_NOT),
  });
}
const forAscii = (lexicons: Lexicon[]): Lexicon[] => lexicons.map((l) => ({ ...l, all: l.all.map(asciiOnly), none: l.none && asciiOnly(l.none) }));
/** Words of Russian and Ukrainian in translit that English does not have: two of them make a sentence translit. */
const TRANSLIT_WORD = /(?<![\p{L}'’])(?:eto|etot|eta|eti|etom|etu|etoy|oni|vse|ikh|chto|chtoby|kak|dlya|dlja|esli|yesli|kogda|vsegda|nikogda|tolko|tol'ko|takzhe|tozhe|dazhe|uzhe|ili|ne|nuzhno|nado|mozhno|nelzya|pozhaluysta|vmesto|pered|vazhno|obyazatelno|kazhd\p{L}*|drug\p{L}*|pol'?zovatel\p{L}*|yakshcho|zavzhdy|nikoly|ne\s+treba|abo|tezh|takozh|dlia|shcho)(?![\p{L}'’])/giu;
/** Whether a sentence is Russian or Ukrainian in Latin letters. */
export function isTranslit(sentence: string): boolean {
  return new Set(Array.from(sentence.matchAll(TRANSLIT_WORD), (m) => m[0].toLowerCase())).size >= 2;
}
/**
 * The lexicons with their translit spellings, made when a translit sentence first needs them: few
 * runs meet one, and making them costs every thread that loads the rules about 40 ms.
 */
let lexiconsTranslit: Lexicon[] | undefined;
let lexiconsTranslitAscii: Lexicon[] | undefined;
/**
 * The concepts a sentence is read by: with their translit spellings in a translit sentence; with
 * `ascii`, those that read only a sentence of ASCII characters (see `lexicon`).
 */
export function lexiconsFor(sentence: string, ascii = false): Lexicon[] {
  if (!isTranslit(sentence)) return lexicon(ascii).LEXICONS;
  lexiconsTranslit ??= lexicon().LEXICONS.map((l) => ({ ...l, all: l.all.map(translit), none: l.none && translit(l.none) }));
  return ascii ? (lexiconsTranslitAscii ??= forAscii(lexiconsTranslit)) : lexiconsTranslit;
}
/** The function words of the languages above, as whole words. */
const FUNCTION_WORDS = String.raw`\b(?:el|los|las|les|der|die|das|und|nicht|para|pour|avec|mit|ist|est|una|une|uma|della|gli|sind|wird|usted|vous|você|sie|herramienta|outil|werkzeug|ferramenta|strumento|de(?![-/])|que|por|usuario|nunca|siempre|cuando|jamais|toujours|utilisateur|dans|cette|sempre|voce|nao|che|delle|degli|nella|nello|alla|ogni|questa|questo|quando|sempre|utente|qualsiasi|altro|sessione|het|een|niet|voor|wordt|worden|naar|ook|nooit|altijd|deze|geen|zonder|gebruiker|och|att|inte|ett|eller|ska|skall|detta|denna|aldrig|alltid|utan|yang|dan|untuk|dengan|tidak|jangan|itu|dari|pada|akan|atau|juga|sudah|harus|anda|kamu|saya|tanpa|sebelum|selalu|pengguna|dalam|kepada|boleh|perlu|daripada|lebih|bahwa|adalah|oleh|supaya|jika|apabila|semua|setiap|bir|veya|ile|olarak|gibi|sonra|daha|ancak|asla|icin|degil|kullanici|nie|oraz|lub|dla|aby|tylko|przed|nigdy|zawsze|czy|albo|przez|jesli|uzytkownik|nebo|pokud|jako|jsou|tento|tato|bude|nikdy|jeho|je|uzivatel|pentru|este|sau|acest|aceasta|daca|sunt|trebuie|utilizator|niciodata|khong|cua|nguoi|duoc|hai|hain|nahi|nahin|karo|karein|kijiye|aur|bhi|pehle|hamesha|kabhi|mein|etot|etoy|etogo|chto|chtoby|dlya|esli|kogda|vsegda|nikogda|tolko|takzhe|dazhe|nuzhno|nelzya|vmesto|vazhno|obyazatelno|pol'?zovatel\p{L}*|yakshcho|zavzhdy|nikoly|koristuvach\p{L}*|korystuvach\p{L}*|als|alle|oder|auch|werden)\b`;
/** Letters English has not, or function words of the languages above: a sentence without any is read in English only (dashes and quotes are not letters). */
export const NON_ENGLISH = new RegExp(String.raw`[^\x00-\x7f\p{P}\p{S}\p{Z}\p{N}\p{M}\p{Cf}]|${FUNCTION_WORDS}`, 'iu');
/**
 * `NON_ENGLISH` for a text of ASCII characters only, where it can match only a function word: the
 * same words without the `u` flag (a letter of ASCII is `[a-z]`, `\b` and case are ASCII's either
 * way), which the engine runs several times faster.
 */
export const NON_ENGLISH_ASCII = new RegExp(FUNCTION_WORDS.replace(/\\p\{L\}/g, '[a-z]'), 'i');
