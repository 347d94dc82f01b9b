/** One entry of the card list as the page's script reads it: its findings with their frames. */
import type { Diagnostic, FileResult } from '../../../types/index.js';
import { visible } from '../../escape.js';
import { levelText, nextLevel } from '../../levels.js';
import { serverPlace, unplaced } from '../../server.js';
import { FrameBuilder, type Sources } from './frames.js';
import { groupsOf } from './plan.js';
import type { Dashboard, FindingData, ItemData, Plan } from './types.js';

/** Builds one entry's data: its findings with their frames, in the order the result has them. */
export function itemData(p: Plan, board: Dashboard, sources: Sources): ItemData {
  const mainFile = p.kind === 'f' ? p.file.file : p.tool.file;
  const fileEntry = p.kind === 'x' ? undefined : p.file;
  const f = board.fileIndex.get(mainFile) ?? -1;
  const frames = new FrameBuilder(board, sources);
  const server = p.kind === 'f' ? unplaced(p.file) : p.kind === 't' ? p.tool.server !== undefined || p.file?.server !== undefined : p.tool.file.startsWith('server:');
  const blockers = p.kind === 't' ? new Set(p.tool.blockers.map((b) => blockerKey(b.ruleId, b.message, b.line, b.column))) : undefined;
  const indexOf = new Map<Diagnostic, number>();
  const d: FindingData[] = p.diagnostics.map((x, i) => {
    indexOf.set(x, i);
    return findingData(x, server, mainFile, fileEntry, board, frames, blockers);
  });
  let e = 0;
  let w = 0;
  for (const x of p.diagnostics) {
    if (x.suppressed) continue;
    if (x.severity === 'error') e++;
    else w++;
  }
  const base = { f, g: groupsOf(p), e, w, d, src: frames.windows };
  if (p.kind === 'f') {
    const st = p.file.status === 'failed' ? { st: 'could not be linted' } : p.file.status === 'removed' ? { st: 'removed' } : {};
    return { k: 'f', n: board.files[f] ?? visible(mainFile), ...st, ...(p.file.server ? { srv: visible(p.file.server.name) } : {}), ...base };
  }
  if (p.kind === 'x') {
    const t = p.tool;
    return {
      k: 'x',
      n: visible(t.name),
      ...(t.line !== undefined ? { l: t.line } : {}),
      ...(t.server !== undefined ? { srv: visible(t.server) } : {}),
      pa: t.passed,
      fa: t.failed,
      sk: t.skipped,
      ...(t.note !== undefined ? { note: visible(t.note) } : {}),
      ex: t.examples.map((x) => ({
        i: x.index + 1,
        ...(x.prompt !== undefined ? { pr: visible(x.prompt) } : {}),
        st: x.status,
        ...(x.reason !== undefined ? { rs: visible(x.reason) } : {}),
        ...(x.ms !== undefined ? { ms: x.ms } : {}),
        ...(x.line !== undefined ? { l: x.line } : {}),
        d: p.failuresOf(x).flatMap((y) => (indexOf.has(y) ? [indexOf.get(y)!] : [])),
      })),
      ...base,
    };
  }
  const t = p.tool;
  const next = nextLevel(t);
  const blocking = new Map<number, number>();
  for (const b of t.blockers) {
    const r = board.ruleIndex.get(b.ruleId);
    if (r !== undefined) blocking.set(r, (blocking.get(r) ?? 0) + 1);
  }
  return {
    k: 't',
    n: visible(t.name),
    ...(t.server === undefined ? { l: t.range.start.line } : {}),
    lv: t.level,
    lt: visible(levelText(t)),
    sc: t.score,
    ...(t.trueScore !== undefined ? { tsc: t.trueScore } : {}),
    ...(next !== undefined ? { nx: next } : {}),
    bl: [...blocking].sort((a, b) => b[1] - a[1]).map(([r]) => r),
    ...(t.formatCap?.missing.length ? { gap: visible(t.formatCap.missing.map((m) => `${m.field} (Level ${m.level})`).join(', ')) } : {}),
    fmt: visible(t.inputFormat),
    ...(t.server !== undefined ? { srv: visible(t.server) } : {}),
    ...base,
  };
}

function findingData(
  d: Diagnostic,
  server: boolean,
  mainFile: string,
  fileEntry: FileResult | undefined,
  board: Dashboard,
  frames: FrameBuilder,
  blockers: ReadonlySet<string> | undefined,
): FindingData {
  const out: FindingData = { r: board.ruleIndex.get(d.ruleId)!, s: d.severity, m: visible(d.message) };
  // A live server's finding (also one a sidecar's tool sends to its server) and one in a file removed
  // since --since have no position, nor a frame: their tool and pointer say where.
  const onServer = server || board.servers.has(d.file) || d.range.start.line < 1;
  const place = onServer ? undefined : { file: d.file || mainFile, range: d.range };
  if (onServer) out.p = visible(serverPlace(d));
  if (place) {
    const { start, end } = place.range;
    out.l = start.line;
    out.c = start.column;
    out.el = end.line;
    out.ec = end.column;
    if (place.file !== mainFile) out.f = board.fileIndex.get(place.file) ?? -1;
    const fr = frames.frame(place.file, place.range, place.file === mainFile ? fileEntry : undefined);
    if (fr) out.fr = fr;
  }
  if (d.suppressed) out.x = visible(`suppressed (${d.suppressed.kind}${d.suppressed.justification ? `: ${d.suppressed.justification}` : ''})`);
  if (blockers?.has(place ? blockerKey(d.ruleId, d.message, d.range.start.line, d.range.start.column) : blockerKey(d.ruleId, d.message))) out.b = 1;
  if (d.related?.length) {
    out.rel = d.related.map((r) => visible(`${board.servers.has(r.file) || r.file.startsWith('server:') ? (board.files[board.fileIndex.get(r.file) ?? -1] ?? r.file) : `${board.files[board.fileIndex.get(r.file) ?? -1] ?? r.file}:${r.range.start.line}:${r.range.start.column}`}: ${r.message}`));
  }
  return out;
}

/** A blocker as its finding is matched to it: by rule, message and place (a blocker without a line: one without a position). */
const blockerKey = (ruleId: string, message: string, line?: number, column?: number) => `${ruleId}\u0000${message}\u0000${line ?? ''}\u0000${column ?? ''}`;
