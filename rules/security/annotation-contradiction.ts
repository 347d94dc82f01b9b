import { defineRule, describedAction, firstWord, openingWord, holdsField, isDefaulted, isObject, modelTexts, quote, readingOf, snakeKey, verbKind, visibleOf } from '../../src/toolkit/index.js';

/** Verbs that open the description of a tool that changes or sends something. */
const WRITES = new Set(['delete', 'deletes', 'remove', 'removes', 'drop', 'drops', 'purge', 'purges', 'erase', 'erases', 'destroy', 'destroys', 'wipe', 'wipes', 'truncate', 'truncates', 'send', 'sends', 'post', 'posts', 'publish', 'publishes', 'email', 'emails', 'write', 'writes', 'overwrite', 'overwrites', 'update', 'updates', 'modify', 'modifies', 'edit', 'edits', 'create', 'creates', 'insert', 'inserts', 'upload', 'uploads', 'transfer', 'transfers', 'pay', 'pays', 'charge', 'charges', 'kill', 'kills', 'terminate', 'terminates', 'move', 'moves', 'rename', 'renames', 'revoke', 'revokes', 'cancel', 'cancels', 'refund', 'refunds', 'deploy', 'deploys', 'install', 'installs']);

/** The same acts in other languages, at the start of a description or a name: delete (first) and pay. */
const DESTROYS_ML = /^(?:elimin|borr|supprim|effac|lösch|entfern|exclu|apag|cancell|удал|стира|видал|знищ|verwijder|wis|usu[nń]|kasuj|skasuj|sil(?:er|in|ip)?$|siler|xóa|xoá|hapus|radera|ta\s*bort|slet|smaž|odstra[nň]|șter|şter|διαγρ|σβήν|حذف|احذف|מחק|מוחק|हटा|मिटा|ลบ|删除|刪除|清空|削除|消去|삭제)/iu;
const PAYS_ML = /^(?:transfier|pag[aou]|virer|vire|überweis|zahl|bezahl|transfer|перевод|перевест|оплат|переказ|сплат|betaal|overboek|zapła[ćt]|przel|öde|ödeme|havale|thanh\s*toán|chuyển\s*tiền|bayar|betal|zaplat|plăt|plate[șş]te|πληρ|μεταφορ|ادفع|دفع|תשלום|שלם|भुगतान|ชำระ|โอนเงิน|转账|轉帳|支付|付款|送金|支払|송금|결제|이체)/iu;
/** Verbs that send, in other languages (the name's or the description's first word). */
const SENDS_ML = /^(?:envi[aeo]|envoi|envoy|send|versend|verschick|invi[ao]|отправ|надісл|надсил|verstuur|verzend|wyślij|wysyła|gönder|gửi|kirim|skicka|odeslat|odešle|trimite|στείλ|αποστολ|أرسل|إرسال|שלח|भेज|ส่ง|发送|發送|送信|발송|전송|보내)/iu;
/** A general verb of doing ("executes", "performs", "wykonuje") and the act it does, in the opening words: "Execute an outgoing bank payment", "Wykonuje przelew krajowy". */
const DOES = /^[^\p{L}]*(?:(?:this|the)\s+(?:tool|function)\s+)?(?:execut|perform|make|makes|initiat|submit|process|issue|complete|place|carr(?:y|ies)\s+out|trigger|run|wykonuj|realiz|efectu|effectu|durchf|esegu|выполн|провод|здійсн|виконує|thực\s*hiện|melakukan|utför|genomför|provád|provede|efectuea|voert|uitvoer)\S*\s+(?:\S+\s+){0,3}?/iu;
const PAY_NOUN = /^(?:(?:an?|the|one|outgoing|outbound|bank|wire|domestic|international|sepa|instant|card|single|new)\s+)*(?:payments?|transfers?|wires?|payouts?|remittances?|refunds?|charges?|purchases?|withdrawals?|transactions?|przelew\S*|płatno\S*|virement\S*|überweisung\S*|zahlung\S*|pago\S*|pagament\S*|paiement\S*|bonifico\S*|transferencia\S*|transferência\S*|перевод\S*|платеж\S*|платіж\S*|переказ\S*|overboeking\S*|betaling\S*|ödeme\S*|havale\S*|thanh\s*toán|chuyển\s*tiền|pembayaran|transfer\S*|betalning\S*|platb\S*|plat[ăa]\S*)/iu;
const DELETE_NOUN = /^(?:(?:an?|the|permanent|irreversible|bulk|full|hard)\s+)*(?:deletions?|removals?|purges?|wipes?|erasures?)\b/iu;

/** Verbs that lose data whatever they act on, in the languages above. */
const LOSES = /^(?:delet|destroy|drop|purg|eras|wip|truncat|overwrit|nuke|expunge|elimin|borr|supprim|effac|lösch|exclu|apag|удал|стира|删除|刪除|清空|削除|消去|삭제)/iu;

/**
 * Words anywhere in a description that say data is lost: "written over in full", "all rows are
 * lost", "'truncate' removes all rows". Not in a sentence about what would happen (a preview, a
 * dry run, a list of what was deleted).
 */
const LOSS = /\b(?:written\s+over|(?<!\x60)overwrit(?:e|es|ing)\b(?![=:_\x60-])|(?:is|are|gets?|be|been)\s+(?:(?:then|also|immediately|automatically|permanently|irreversibly|silently|afterwards)\s+)?(?:overwritten|deleted|erased|purged|wiped|destroyed)\b|replac(?:es|ing)\s+(?:whatever|anything|what(?:ever)?\s+(?:is|was)\s+there)|(?:is|are)\s+not\s+backed\s+up|(?:previous|existing|old|current|prior)\s+(?:\w+\s+)?(?:contents?|data|files?|versions?|values?|text)\s+(?:is|are|gets?|will\s+be)\s+(?:replaced|discarded|lost|gone|not\s+(?:kept|retained|preserved))|no\s+backup\s+is\s+(?:kept|made|retained)|permanently\s+(?:delet|remov|eras|destroy)\w*|cannot\s+be\s+(?:recovered|restored)|(?:is|are)\s+(?:not\s+retained|lost)\b|deletes?\s+(?:the|all|every|its)\b|removes?\s+all\s+(?:rows|records|data|files|items|entries|contents|messages)\b|drops?\s+(?:the|a)\s+(?:table|database|collection|index|schema))/i;
/**
 * The same in scripts without spaces, and in a few languages whose verb comes last: not backed up,
 * cannot be undone. (覆盖, 上書き and 덮어쓰 say "override" as often as "overwrite": not read.)
 */
const LOSS_ML = /不会备份|不會備份|无法恢复|無法恢復|不可撤销|不可撤銷|元に戻せ|되돌릴\s*수\s*없|geri\s+al[ıi]namaz|unwiderruflich|nicht\s+rückgängig|irr[ée]versible|irreversibil|n[ãa]o\s+pode\s+ser\s+desfeit|no\s+se\s+puede\s+deshacer|ne\s+peut\s+pas\s+être\s+annul|невозможно\s+отменить|нельзя\s+отменить/iu;
const HYPOTHETICAL = /\b(?:would|dates?|times?|when|until|deadline|expir\w*|retention|preview\w*|simulat\w*|dry[- ]?run|estimate\w*|list\w*|show\w*|count\w*|report\w*|which|what|generat\w*|plan\w*|needed|required|draft\w*|sql|statements?|scripts?|migrations?|never|not|no|without|instead\s+of|rather\s+than|refuses?|fails?)\b/i;
/** A description that says nothing changes: "read-only", "does not execute anything", "never connects with write permissions". */
const SAYS_SAFE = /(?<!\b(?:classified|considered|treated|regarded|deemed|counted|labell?ed|marked|flagged|categori[sz]ed|declared|registered|listed|filed)\s+(?:as\s+)?(?:a\s+)?)\bread[- ]only\b|\bonly\s+(?:reads|lists|returns|fetches|queries|looks\s+up|inspects)\b|\b(?:does\s+not|doesn'?t|never|will\s+not|won'?t)\s+(?:\w+\s+){0,2}?(?:modify|modifies|change|changes|write|writes|delete|deletes|execute|executes|run|runs|apply|applies|touch|persist|store|save|connect\w*\s+with\s+write)\b|\bnothing\s+is\s+(?:\w+\s+or\s+)?(?:changed|modified|written|deleted|executed|saved|stored|sent|purged|removed|restored|erased|overwritten)\b|(?:削除|変更|書き込み|送信|復元)[^。]{0,12}(?:行いません|しません|行わない|されません)|不(?:会|會)?(?:删除|刪除|修改|写入|寫入|发送|發送)|(?:삭제|변경|전송)[^.]{0,8}않/i;
/**
 * A tool that changes the text it is given and returns it ("Removes protected health information from
 * a clinical note", "Strips EXIF data from an image"): what it "removes" is in its answer, not in a store.
 */
const TRANSFORMS = /^[^\p{L}]*(?:removes?|strips?|replaces?|deletes?|erases?|redacts?|masks?|rewrites?|edits?|cleans?|trims?)\b[^.]{0,80}?\b(?:from|in|of|out\s+of)\s+(?:an?|the|each|every|given|provided|your|supplied)\s+(?:\w+\s+){0,2}?(?:text|texts|note|notes|document|string|input|html|markdown|image|photo|picture|pdf|transcript|snippet|code|content|message\s+body|audio|video|json|csv|payload)\b/iu;

/**
 * Verbs in languages that put them last (Turkish, Japanese, Korean, Hindi, German infinitives in
 * names): the last word of a name (`toplu_sms_gonder`, `termine_absagen`) or of the first sentence
 * ("… herkese SMS gönderir."), and what they do.
 */
const CJK_DOES = String.raw`(?:します|する|いたします|합니다|한다|해요)$`;
const LAST_SENDS = new RegExp(String.raw`^(?:g[öo]nder\S*|yolla\S*|senden|versenden|verschicken|भेज\S*)$|(?:送信|発送|발송|전송)${CJK_DOES}`, 'iu');
const LAST_DESTROYS = new RegExp(String.raw`^(?:sil|siler|silin\S*|l[öo]schen|entfernen|absagen|हटा\S*|मिटा\S*)$|(?:削除|삭제)${CJK_DOES}`, 'iu');
const LAST_PAYS = new RegExp(String.raw`^(?:[öo]de|[öo]der|[öo]deme\S*|zahlen|bezahlen|überweisen|ueberweisen|भुगतान\S*)$|(?:支払|送金|返金|振込|송금|결제|이체|환불)${CJK_DOES}`, 'iu');

/**
 * Money moved, said anywhere in a description in a script without spaces, where no first or last
 * word shows it: "对待退款的订单自动发起原路退款", "返金を実行します", "환불을 진행합니다". Not in a clause
 * that negates, previews, queries or lists ("不会发起退款", "查询已发起退款的订单").
 */
const PAYS_IN = /(?:发起|發起|执行|執行|进行|進行|完成|办理|辦理)(?:原路|全额|全額|批量|实际|實際)?(?:退款|转账|轉帳|转帐|付款|支付|扣款|打款)(?!的|记录|記錄|状态|狀態|申请|申請|单|單|明细|明細)|(?:返金|送金|振込|振り込み|支払い?)を?(?:(?:実行|処理)(?:します|し、|して)|行い(?:ます|、))|(?:환불|송금|이체|결제)(?:을|를)? (?:실행|진행|처리)(?:합니다|하며|하고|해)/u;
/** What previews, queries or lists, and a negation just before the act ("不会自动发起", "返金は実行しません" is not matched). */
const PAYS_IN_NOT = /预览|預覽|模拟|模擬|试算|試算|估算|查询|查詢|列出|统计|統計|报告|報告|プレビュー|シミュレーション|一覧|미리\s*보기|시뮬레이션|조회|목록/u;
const NEGATED = /(?:不|未|没|沒|无|無|别|別|勿|禁止|없이|않고)\S{0,4}$/u;
function paidIn(d: string): string | undefined {
  for (const clause of d.split(/[。！？；，、,;!?\n]+/)) {
    const m = PAYS_IN.exec(clause);
    if (m && !PAYS_IN_NOT.test(clause) && !NEGATED.test(clause.slice(0, m.index))) return m[0];
  }
  return undefined;
}

/** The last word of a name, and of the first sentence of a description. */
function lastWords(name: string, d: string): string[] {
  const first = d.split(/[.!?。！？\n]/, 1)[0] ?? '';
  return [snakeKey(name).split('_').filter(Boolean).pop() ?? '', lastWordOf(first)];
}

const LETTER = /\p{L}/u;
/**
 * The last run of letters in a text, found from its end: as a pattern (`(\p{L}+)[^\p{L}]*$`) it was
 * tried from every letter of a long word and read the rest of the text each time.
 */
function lastWordOf(text: string): string {
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && !LETTER.test(chars[end - 1]!)) end--;
  let start = end;
  while (start > 0 && LETTER.test(chars[start - 1]!)) start--;
  return chars.slice(start, end).join('');
}

/** Words of a name that say it shows what an act would do. */
const PREVIEWS = /^(?:simulat\w*|preview\w*|estimat\w*|quote|quotes|plan|plans|dry|dryrun|validat\w*|check|checks|explain\w*|diff|lint|calculat\w*|comput\w*|what|would|impact|forecast\w*)$/i;

/** Verbs of names that send something: never read-only (MCP: "does not modify its environment"). */
const SENDS = /^(?:send|email|mail|sms|publish|notify|upload|invite|tweet|broadcast)$/;

/** The sentence of a description that says data is lost, and its words. */
function lossIn(d: string, self = ''): string | undefined {
  for (const s of d.split(/(?<=[.!?;:。；！？])\s*|\n+/)) {
    const m = LOSS.exec(s) ?? LOSS_ML.exec(s);
    if (m && !HYPOTHETICAL.test(s.slice(0, m.index)) && !byOtherTool(s, self) && !SETTING.test(s)) return m[0];
  }
  return undefined;
}

/** "Overrides the default timeout" (上書き, 覆盖 say both): a setting replaced for one call loses nothing. */
const SETTING = /\bdefault\s+(?:value|setting|timeout|limit|config\w*)|既定|默认|默認|預設|デフォルト|기본값|설정값|タイムアウト|超时|超時/iu;

/** "Deleting items is done with empty_recycle_bin": the act belongs to another tool of the server. */
function byOtherTool(sentence: string, self: string): boolean {
  for (const m of sentence.matchAll(/\b(?:with|by|via|using|use|call|through)\s+(?:the\s+)?[`'"]?([a-z][a-z0-9]*(?:[_-][a-z0-9]+)+)\b/gi)) if (m[1] !== self) return true;
  return false;
}

/**
 * A send or charge stated as done, in the passive: "a reminder e-mail has already been sent to the
 * customer", "the card is charged". Not in a relative clause about the data ("messages that were sent").
 */
const SENT = /\b(?:has|have)\s+(?:already\s+)?been\s+(?:sent|e-?mailed|posted|published|charged|paid|transferred)\b|\b(?:is|are)\s+(?:then\s+|also\s+|automatically\s+|immediately\s+)?(?:sent|e-?mailed|posted|published|charged|debited)\s+(?:to|from|on|at)\b/i;
function sentIn(d: string, self = ''): string | undefined {
  for (const s of d.split(/(?<=[.!?;:])\s+|\n+/)) {
    const m = SENT.exec(s);
    if (m && !HYPOTHETICAL.test(s.slice(0, m.index)) && !/\b(?:that|which|who|whose|were|was|if|once|after)\s+(?:\S+\s+){0,3}$/i.test(s.slice(0, m.index)) && !byOtherTool(s, self)) return m[0];
  }
  return undefined;
}

/** The first text beside the description (a parameter's, the output's) that says data is lost, and where it is. */
function lossElsewhere(tool: Parameters<typeof describedAction>[0], find: (text: string, self: string) => string | undefined = lossIn): { loss: string; where: string } | undefined {
  // A tool whose name says it reads or checks (`validate_dns_records`, `find-projects`): its parameters say what the data means ("if true, matching records will be deleted" by the change it validates).
  const reads = snakeKey(tool.name).split('_').map((w) => verbKind(w)).find(Boolean) === 'reads';
  for (const t of modelTexts(tool.descriptor)) {
    // A parameter's own description, or the output's: deeper ones describe the data a tool handles ("the URI of the original request will be overwritten" by a redirect rule), not what the tool does.
    const top = ((t.path.length === 4 && t.path[1] === 'properties') && !reads) || t.path.length === 2;
    if (t.kind !== 'value' || !top || t.path[t.path.length - 1] !== 'description' || t.path[0] === 'errors') continue;
    const loss = find(visibleOf(t), tool.name);
    if (loss) return { loss, where: t.where };
  }
  return undefined;
}

/** What a tool's name or description says it does, of the acts a non-destructive or read-only hint rules out. */
function harmfulAct(tool: Parameters<typeof describedAction>[0]): { does: string; verb: string; from: 'name' | 'description' } | undefined {
  const action = describedAction(tool);
  if (action?.kind === 'destroys') return { does: 'destroys something', verb: action.verb, from: action.from };
  if (action?.kind === 'pays') return { does: 'moves money', verb: action.verb, from: action.from };
  const d = typeof tool.descriptor.description === 'string' ? readingOf(tool.descriptor.description).trim() : '';
  for (const [text, from] of [[d, 'description'], [snakeKey(tool.name).replace(/_/g, ' '), 'name']] as const) {
    const word = /^[^\p{L}]*(\p{L}+(?:\s+(?:bort|toán|tiền))?)/u.exec(text)?.[1] ?? '';
    if (DESTROYS_ML.test(word)) return { does: 'destroys something', verb: word, from };
    if (PAYS_ML.test(word)) return { does: 'moves money', verb: word, from };
    // "Execute an outgoing bank payment": a general verb, and what it does.
    const does = DOES.exec(text);
    if (does) {
      const rest = text.slice(does[0].length);
      const noun = PAY_NOUN.exec(rest) ?? DELETE_NOUN.exec(rest);
      if (noun) return { does: PAY_NOUN.test(rest) ? 'moves money' : 'destroys something', verb: text.slice(0, does[0].length + noun[0].length).replace(/^[^\p{L}]+/u, '').trim(), from };
    }
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: 'security/annotation-contradiction',
    level: 1,
    severity: 'error',
    description: 'A tool marked safe (read-only) does not say it changes or sends something, and one marked non-destructive does not say it deletes, pays or cannot be undone: the hints clients trust to call it without asking must be true.',
    spec: '§3.6, §8',
    tags: ['security'],
    messages: {
      contradiction: '"{{tool}}" is marked {{hint}} but its description opens with {{verb}}; a client that trusts the hint runs it without asking: set the hint to false, or fix the description.',
      contradictionName: '"{{tool}}" is marked {{hint}} but its name says it {{does}} ({{verb}}); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.',
      notDestructive: '"{{tool}}" is marked {{hint}} but its {{from}} says it {{does}} ({{verb}}); a client that trusts the hint runs it without asking: set {{field}} to {{setTo}}, or fix the {{from}}.',
    },
  },
  check({ tool, report }) {
    const idem = tool.descriptor.idempotency;
    if (!isObject(idem)) return;
    const mcp = holdsField(tool, 'idempotency') && tool.inputFormat === 'mcp';
    // As the model reads it: full-width and look-alike letters folded, invisible characters out.
    const d = typeof tool.descriptor.description === 'string' ? readingOf(tool.descriptor.description) : tool.descriptor.description;
    // "Create a read-only snapshot": the description says itself that nothing changes.
    const saysSafe = typeof d === 'string' && SAYS_SAFE.test(d);
    if (idem.safe === true && !isDefaulted(idem, 'safe')) {
      if (typeof d !== 'string' || saysSafe) return;
      const hint = mcp ? 'readOnlyHint: true' : 'safe: true';
      // "Create a buffer zone around a geometry and return it", "works offline": what is created is the answer, not a change.
      const verb = openingWord(d) || firstWord(d);
      const computes = /^creates?$/i.test(verb) && /\breturns?\b|\bcomput\w*|\bcalculat\w*|\boffline\b|\bwithout\s+(?:any\s+)?api\s+calls\b|\bno\s+side\s+effects\b|\bnothing\s+is\s+(?:saved|stored|written)\b/i.test(d);
      if (WRITES.has(verb.toLowerCase()) && !computes && !TRANSFORMS.test(d)) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradiction', data: { hint, verb: quote(verb) } });
        return;
      }
      // The name alone is trusted only for what is never read-only: deleting and paying ("delete_file").
      const act = harmfulAct(tool);
      // `wallet_simulate_transfer`, `preview_delete`: the name's act is what it shows, not what it does.
      const shows = snakeKey(tool.name).split('_').some((w) => PREVIEWS.test(w));
      if (act && !(act.from === 'name' && shows) && (act.from === 'name' || !describedAction(tool) || /\s/.test(act.verb))) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: act.does, verb: `"${act.verb}"` } });
        return;
      }
      // A name that sends ("send_sms"), whatever language the description is in.
      // The first word of a name is its verb unless a verb follows (`mail_list_aliases`: "mail" names the product).
      const nameWords = snakeKey(tool.name).split('_').filter(Boolean);
      const named = nameWords.slice(1).some((w) => verbKind(w) !== undefined) ? '' : (nameWords[0] ?? '');
      const opening = /^[^\p{L}]*(\p{L}+)/u.exec(d)?.[1] ?? '';
      if (SENDS.test(named) || SENDS_ML.test(named) || SENDS_ML.test(opening)) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: 'sends something', verb: `"${SENDS.test(named) || SENDS_ML.test(named) ? named : opening}"` } });
        return;
      }
      const last = lastWords(tool.name, d).find((w) => LAST_SENDS.test(w) || LAST_DESTROYS.test(w) || LAST_PAYS.test(w));
      if (last) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: LAST_SENDS.test(last) ? 'sends something' : LAST_PAYS.test(last) ? 'moves money' : 'destroys something', verb: `"${last}"` } });
        return;
      }
      const sentHere = sentIn(d, tool.name);
      const sent = sentHere ? { loss: sentHere, where: 'description' } : lossElsewhere(tool, sentIn);
      if (sent) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'notDestructive', data: { hint, field: mcp ? 'readOnlyHint' : 'safe', setTo: 'false', does: 'sends something', verb: quote(sent.loss), from: sent.where } });
        return;
      }
      const paid = paidIn(d);
      if (paid) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'notDestructive', data: { hint, field: mcp ? 'readOnlyHint' : 'safe', setTo: 'false', does: 'moves money', verb: quote(paid), from: 'description' } });
        return;
      }
      const loss = lossIn(d, tool.name);
      const other = loss ? undefined : lossElsewhere(tool);
      if (loss || other) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'notDestructive', data: { hint, field: mcp ? 'readOnlyHint' : 'safe', setTo: 'false', does: 'loses data', verb: quote((loss ?? other?.loss)!), from: other?.where ?? 'description' } });
      }
      return;
    }
    // Not destructive, said in so many words, of a tool that deletes or pays, or says it cannot be undone.
    if (idem.destructive !== false || isDefaulted(idem, 'destructive') || saysSafe) return;
    // Only what no reading makes additive (MCP: "If false, the tool performs only additive
    // updates"): "remove a droplet from a firewall" or "cancel a run" may well lose nothing, and a
    // charge or a refund adds a record; deleting, erasing and overwriting lose what was there.
    const act = harmfulAct(tool);
    const field = mcp ? 'destructiveHint' : 'destructive';
    if (act && act.does === 'destroys something' && LOSES.test(act.verb)) {
      report({ path: ['idempotency', 'destructive'], at: 'value', messageId: 'notDestructive', data: { hint: `${field}: false`, field, setTo: 'true', does: act.does, verb: `"${act.verb}"`, from: act.from } });
      return;
    }
    const loss = typeof d === 'string' ? lossIn(d, tool.name) : undefined;
    const other = loss ? undefined : lossElsewhere(tool);
    if (loss || other) report({ path: ['idempotency', 'destructive'], at: 'value', messageId: 'notDestructive', data: { hint: `${field}: false`, field, setTo: 'true', does: 'loses data', verb: quote((loss ?? other?.loss)!), from: other?.where ?? 'description' } });
  },
});
