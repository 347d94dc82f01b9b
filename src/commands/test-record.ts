/**
 * `tooldoc test --record` (issue 38): each example the safety gate lets through is called (twice
 * when the tool changes nothing, to see which fields vary), what came back is written into its
 * `result` in its file (src/servers/example-record.ts: text edits that keep comments and layout),
 * and the files as recorded are read again and checked against those same answers, so the report
 * is that of `tooldoc test` on the recorded files, without calling anything again. A `returns` that
 * `tooldoc import` stubbed and that the answers do not fit is written from the first answer.
 *
 * With `--record-errors`, each tool the gate lets through is also called once with arguments its
 * schema rejects, and the error that comes back (when it is the §7 envelope) is recorded as an error
 * example: in the one `tooldoc import` stubbed (an error example whose arguments are placeholders),
 * else as a new example at the end.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tooldoc } from '../api/tooldoc.js';
import { fileHash, writeFixes, type FixedFile } from '../run/fix.js';
import type { LintRun } from '../run/lint.js';
import { decode } from '../parse/source.js';
import { canonicalKey } from '../schema/linear-keywords.js';
import { answerValue } from '../servers/example-check.js';
import { gateReason, runExamples, type Caller, type ExampleOutcome, type Permissions, type PlannedTool, type RunFailure, type SafetyTier } from '../servers/example-run.js';
import { accepts, recordedResult, recordedVary, recordInText, rejectedArguments, schemaOf, varyingPointers, type CallAnswer, type DocumentChange } from '../servers/example-record.js';
import type { ListedServer } from '../servers/sidecars.js';
import { exampleKind } from '../toolkit/examples.js';
import { holdsPlaceholder } from '../toolkit/text.js';
import { isObject, own } from '../toolkit/util.js';
import { serverPath } from '../servers/sidecars.js';

export interface RecordContext {
  tooldoc: Tooldoc;
  /** The descriptor paths of the run, and its servers as listed: to read the recorded files again. */
  paths: string[];
  servers: ListedServer[];
  run: LintRun;
  planned: PlannedTool[];
  /** The plan for a run (the recorded files, read again). */
  planOf: (run: LintRun) => PlannedTool[];
  callers: ReadonlyMap<string, Caller>;
  permissions: Permissions;
  /** Tiers not to call: those the user declined at the --allow-destructive prompt. */
  declined: ReadonlySet<SafetyTier>;
  timeoutMs: number;
  /** --record-errors */
  errors: boolean;
  onOutcome?: (o: ExampleOutcome) => void;
  io: { stderr: NodeJS.WritableStream; cwd: string };
}

/** Tiers whose tools change nothing twice: they are called a second time to see what varies. */
const CALLED_TWICE: ReadonlySet<SafetyTier> = new Set(['read', 'idempotent-write']);

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export async function recordExamples(ctx: RecordContext): Promise<{ run: LintRun; planned: PlannedTool[]; outcomes: ExampleOutcome[]; stopped: Array<{ server: string; error: RunFailure }> }> {
  const { run, planned, io } = ctx;
  const kept = run.kept!;
  const answers = new Map<string, { first: CallAnswer; second?: CallAnswer }>();
  const keyOf = (server: string, tool: string, args: Record<string, unknown>) => `${server}\u0000${tool}\u0000${canonicalKey(args)}`;
  const twice = new Set(planned.filter((p) => CALLED_TWICE.has(p.tier)).map((p) => `${p.server}\u0000${p.name}`));
  const recording = new Map<string, Caller>(
    [...ctx.callers].map(([server, caller]) => [
      server,
      {
        async call(tool, args, timeoutMs) {
          const first = await caller.call(tool, args, timeoutMs);
          const second = first.kind === 'result' && twice.has(`${server}\u0000${tool}`) ? await caller.call(tool, args, timeoutMs) : undefined;
          answers.set(keyOf(server, tool, args), { first, ...(second ? { second } : {}) });
          return first;
        },
        close: () => caller.close(),
      },
    ]),
  );
  const { outcomes: called, failures: stopped } = await runExamples(planned, recording, { timeoutMs: ctx.timeoutMs, descriptorOf: (i) => kept[i]!.descriptor });

  // What each file gets, by absolute path.
  const files = new Map<string, { display: string; changes: DocumentChange[]; answers: number }>();
  const fileOf = (display: string) => {
    const absolute = path.resolve(io.cwd, display);
    return files.get(absolute) ?? files.set(absolute, { display, changes: [], answers: 0 }).get(absolute)!;
  };
  const change = (display: string, c: DocumentChange) => fileOf(display).changes.push(c);
  /** The happy answers recorded, by tool. */
  const happyAnswers = new Map<number, unknown[]>();
  /** `tool:index` of the examples recorded. */
  const recordedHere = new Set<string>();
  let recorded = 0;
  let same = 0;
  let varying = 0;
  let unrecorded = 0;
  for (const p of planned) {
    if (p.server === undefined) continue;
    const k = kept[p.tool]!;
    const examples = own(k.descriptor, 'examples') as unknown[];
    for (const e of p.examples) {
      const got = e.arguments && answers.get(keyOf(p.server, p.name, e.arguments));
      if (!got) continue;
      const r = recordedResult(got.first);
      if ('unrecorded' in r) {
        unrecorded++;
        continue;
      }
      const example = examples[e.index] as Record<string, unknown>;
      // A happy example stays happy and an error example an error one: the report says where the server disagrees.
      const kind = exampleKind(example);
      if ((kind === 'happy' && r.error !== undefined) || (kind === 'error' && r.error === undefined)) {
        unrecorded++;
        continue;
      }
      recordedHere.add(`${p.tool}:${e.index}`);
      if (r.error === undefined) (happyAnswers.get(p.tool) ?? happyAnswers.set(p.tool, []).get(p.tool)!).push(r.result);
      const at = k.place(['examples', e.index]);
      const x = own(example, 'x-tooldoc');
      const listed = isObject(x) && Array.isArray(own(x, 'vary')) ? (x.vary as unknown[]) : [];
      const second = got.second?.kind === 'result' && got.second.result.isError !== true ? answerValue(got.second.result) : undefined;
      const vary = r.error === undefined ? recordedVary(listed, second !== undefined ? varyingPointers(r.result, second) : [], r.result) : listed;
      // x-tooldoc.vary is written where there is an x-tooldoc mapping to hold it, or none yet.
      const newVary = canonicalKey(vary) !== canonicalKey(listed) && (isObject(x) || x === undefined);
      const newResult = canonicalKey(own(example, 'result')) !== canonicalKey(r.result);
      recorded++;
      if (!newResult && !newVary) same++;
      if (newResult || newVary) fileOf(at.file).answers++;
      if (newResult) change(at.file, { doc: at.doc, mapPath: at.path, key: 'result', value: r.result });
      if (!newVary) continue;
      varying++;
      if (isObject(x)) change(at.file, { doc: at.doc, mapPath: k.place(['examples', e.index, 'x-tooldoc']).path, key: 'vary', value: vary });
      else change(at.file, { doc: at.doc, mapPath: at.path, key: 'x-tooldoc', value: { vary } });
    }
  }

  // A `returns` that `tooldoc import` stubbed ("TODO: …", type object) and the answers do not fit: written from the first answer.
  let returnsWritten = 0;
  for (const [tool, values] of happyAnswers) {
    const k = kept[tool]!;
    const returns = own(k.descriptor, 'returns');
    if (!isObject(returns) || !holdsPlaceholder(returns) || values.every((v) => accepts(returns, v))) continue;
    const schema = { ...(returns.description !== undefined ? { description: returns.description } : {}), ...schemaOf(values[0]) };
    if (!values.every((v) => accepts(schema, v))) continue;
    const at = k.place([]);
    change(at.file, { doc: at.doc, mapPath: at.path, key: 'returns', value: schema });
    returnsWritten++;
  }

  // --record-errors: one call per tool the gate lets through, with arguments its schema rejects.
  if (ctx.errors) {
    const down = new Set(stopped.map((s) => s.server));
    for (const p of planned) {
      if (p.server === undefined || p.unknown || down.has(p.server) || gateReason(p.tier, ctx.permissions) !== undefined || ctx.declined.has(p.tier)) continue;
      const k = kept[p.tool]!;
      const root = k.place([]);
      if (root.file === serverPath(p.server)) continue;
      const examples = Array.isArray(own(k.descriptor, 'examples')) ? (own(k.descriptor, 'examples') as unknown[]) : undefined;
      const happy = examples?.find((x) => exampleKind(x) === 'happy' && isObject(x) && isObject(x.tool_call) && isObject(x.tool_call.arguments) && !holdsPlaceholder(x.tool_call.arguments));
      const base = happy ? ((happy as { tool_call: { arguments: Record<string, unknown> } }).tool_call.arguments) : {};
      const bad = rejectedArguments(own(k.descriptor, 'parameters'), base);
      const name = JSON.stringify(p.name);
      if (!bad) {
        io.stderr.write(`tooldoc: --record-errors: nothing recorded for ${name}: its parameters schema rejects none of the arguments tooldoc tries (one left out, one of the wrong type, one it does not name).\n`);
        continue;
      }
      // Examples with these arguments already are recorded above.
      if (examples?.some((x) => isObject(x) && isObject(x.tool_call) && canonicalKey(x.tool_call.arguments) === canonicalKey(bad.arguments))) continue;
      let answer: CallAnswer;
      try {
        answer = await ctx.callers.get(p.server)!.call(p.name, bad.arguments, ctx.timeoutMs);
      } catch (err) {
        if (!(err instanceof Error && 'describe' in err)) throw err;
        stopped.push({ server: p.server, error: err as RunFailure });
        down.add(p.server);
        continue;
      }
      const r = recordedResult(answer);
      const why = `called with arguments its schema rejects (${bad.why})`;
      if ('unrecorded' in r || r.error === undefined) {
        const what = 'unrecorded' in r ? r.unrecorded : 'the call succeeded; make the tool check its arguments';
        io.stderr.write(`tooldoc: --record-errors: nothing recorded for ${name}: ${why}, ${what}.\n`);
        continue;
      }
      answers.set(keyOf(p.server, p.name, bad.arguments), { first: answer });
      const notes = `Rejected: ${bad.why}.`;
      // Into the error example `tooldoc import` stubbed (placeholders in its arguments or its error), else a new one.
      const stub =
        examples?.findIndex((x, i) => exampleKind(x) === 'error' && isObject(x) && isObject(x.tool_call) && (holdsPlaceholder(x.tool_call.arguments) || holdsPlaceholder(x.result)) && !recordedHere.has(`${p.tool}:${i}`)) ?? -1;
      if (stub !== -1) {
        const at = k.place(['examples', stub]);
        change(at.file, { doc: at.doc, mapPath: k.place(['examples', stub, 'tool_call']).path, key: 'arguments', value: bad.arguments });
        change(at.file, { doc: at.doc, mapPath: at.path, key: 'result', value: r.result });
        // Notes someone wrote stay.
        const target = examples![stub];
        const written = isObject(target) ? own(target, 'notes') : undefined;
        if (written === undefined || holdsPlaceholder(written)) change(at.file, { doc: at.doc, mapPath: at.path, key: 'notes', value: notes });
      } else {
        const example = { prompt: 'TODO: what a user asks that leads to these arguments', tool_call: { name: p.name, arguments: bad.arguments }, result: r.result, notes };
        if (examples) change(root.file, { doc: root.doc, listPath: k.place(['examples']).path, value: example });
        else change(root.file, { doc: root.doc, mapPath: root.path, key: 'examples', value: [example] });
      }
      fileOf(root.file).answers++;
      recorded++;
    }
  }

  // Written where the file is as it was read, and only where every change could be placed exactly.
  const written: FixedFile[] = [];
  const unwritten = new Set<string>();
  for (const [absolutePath, f] of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolutePath);
    } catch (err) {
      io.stderr.write(`tooldoc: nothing recorded in ${f.display}: it could not be read again (${(err as NodeJS.ErrnoException).code ?? String(err)}).\n`);
      unwritten.add(f.display);
      continue;
    }
    const decoded = decode(bytes);
    const made = 'text' in decoded ? recordInText(f.display, decoded.text, f.changes) : { problem: decoded.problem.message };
    if ('problem' in made) {
      io.stderr.write(`tooldoc: nothing recorded in ${f.display}: ${made.problem}; copy the answers from the JSON report (--format json).\n`);
      unwritten.add(f.display);
      continue;
    }
    written.push({ path: f.display, absolutePath, output: made.output, hash: fileHash(bytes), ...(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? { bom: true } : {}) });
  }
  for (const r of writeFixes(written)) {
    io.stderr.write(`tooldoc: nothing recorded in ${r.file.path}: ${r.reason === 'changed' ? 'it changed while the examples were called' : `it could not be written (${r.detail ?? 'unknown error'})`}.\n`);
    unwritten.add(r.file.path);
  }
  const notWritten = [...files.values()].filter((f) => unwritten.has(f.display));
  const lost = notWritten.reduce((n, f) => n + f.answers, 0);
  const parts = [`recorded ${plural(recorded - lost, 'answer')} in ${plural(files.size - notWritten.length, 'file')}`];
  const notes = [same ? `${same} unchanged` : '', varying ? `x-tooldoc.vary written on ${varying}` : '', returnsWritten ? `"returns" written from the answers for ${plural(returnsWritten, 'tool')}` : ''].filter(Boolean);
  if (notes.length) parts[0] += ` (${notes.join('; ')})`;
  if (unrecorded) parts.push(`${unrecorded} could not be recorded (the report says why)`);
  io.stderr.write(`tooldoc: ${parts.join('; ')}.\n`);

  // The files as recorded, checked against the answers just received: each example called again is answered from them.
  const again = await ctx.tooldoc.readTools(ctx.paths, ctx.servers);
  const replanned = ctx.planOf(again);
  const reasons = new Map<string, string>();
  for (const o of called) if (o.reason !== undefined) reasons.set(`${run.tools[o.tool]!.file}\u0000${run.tools[o.tool]!.name}\u0000${o.index}`, o.reason);
  for (const p of replanned) {
    const file = again.tools[p.tool]!.file;
    for (const e of p.examples) {
      if (!e.arguments || p.server === undefined) continue;
      if (answers.has(keyOf(p.server, p.name, e.arguments))) continue;
      // Not called while recording (declined at the prompt, its server stopped): not called now either.
      Object.assign(e, { arguments: undefined, skip: reasons.get(`${file}\u0000${p.name}\u0000${e.index}`) ?? 'it was not called while recording' });
    }
  }
  const replay = new Map<string, Caller>(
    [...ctx.callers.keys()].map((server) => [
      server,
      {
        call: (tool, args) => Promise.resolve(answers.get(keyOf(server, tool, args))?.first ?? { kind: 'crashed' as const, message: 'it was not called while recording', ms: 0 }),
        close: () => Promise.resolve(),
      },
    ]),
  );
  const checked = await runExamples(replanned, replay, { timeoutMs: ctx.timeoutMs, descriptorOf: (i) => again.kept![i]!.descriptor, onOutcome: ctx.onOutcome });
  return { run: again, planned: replanned, outcomes: checked.outcomes, stopped };
}
