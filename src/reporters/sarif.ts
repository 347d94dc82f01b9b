/**
 * SARIF 2.1.0 for GitHub code scanning and other SARIF viewers. One run; every rule that ran is
 * described with its docs page as help; every finding (parse errors included) is a result with a
 * repository-relative location and GitHub's line-hash fingerprint; tools' grades ride in properties.
 *
 * A finding on a live MCP server's tool (`lint --server`) has no file and no line. GitHub code
 * scanning needs a location with a repository path and rejects URIs with a scheme of their own, so
 * it is placed at the tool's sidecar descriptor as a whole (`anchor`, no region) when it has one,
 * else at the server's entry in the config file, else at `mcp-server/<name>` (a path, not a file,
 * without a region); a logical location and the message name the tool and the pointer, and the
 * fingerprint hashes those instead of a line. A finding in a file removed since `lint --since` is
 * at that file, without a region, its message starting with the tool.
 * Every result also carries `tooldocFinding/v1`, the finding's identity as the baseline and the
 * GitLab report know it (src/reporters/fingerprint.ts).
 *
 * A `tooldoc test` report's failures are results like any finding; each example that was not called
 * is a note among the invocation's notifications (`tooldoc/example-skipped`), at the example, and
 * the run's properties hold the examples' totals.
 */
import type { Diagnostic, ExampleResult, ExampleToolResult, FileResult, LintResult, RuleMeta, SeveritySetting, ToolResult } from '../types/index.js';
import { findingHash, lineHashes, serverFindingHash } from './fingerprint.js';
import { rootRelative, rootUri, toUriReference, uriSegment } from './paths.js';
import { placed, serverPlace, serversByFile, unplacedFiles, type ServerInfo } from './server.js';
import { HOMEPAGE, ruleDocs, ruleHelpUri } from './rule-docs.js';
import { toolsWithExamples } from './examples.js';
import { jsonStream, LazyArray, lazyArray, streamed } from './json-stream.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

/** GitHub code scanning rejects runs with more results than this. */
export const MAX_RESULTS_PER_RUN = 25_000;
const MAX_RELATED = 1_000;
const MAX_TAGS = 20;
const SRCROOT = '%SRCROOT%';
/**
 * The partial fingerprint that identifies a finding as the baseline does (its file, rule, tool, path
 * in the tool, message id and data; never its line): the same finding in another run has the same one.
 */
const FINDING_FINGERPRINT = 'tooldocFinding/v1';

type RuleInfo = RuleMeta & { configuredSeverity?: SeveritySetting };

export const sarif: Reporter = defineReporter(function* (result: LintResult, options: ReporterOptions) {
  const rules: RuleInfo[] = [...result.rules];
  const ruleIndex = new Map<string, number>();
  rules.forEach((r, i) => ruleIndex.set(r.id, i));
  // One pass over the files for the rules their findings name and how many findings there are of
  // each rank; results are then chosen and written a file at a time, so a run's findings are never
  // all in memory at once (a large run keeps them in a temporary file, src/run/findings.ts).
  const rank = (d: Diagnostic) => (d.suppressed ? 2 : d.severity === 'error' ? 0 : 1);
  const counts = [0, 0, 0];
  let internalErrors = false;
  for (const f of result.files) {
    for (const d of f.diagnostics) {
      counts[rank(d)]!++;
      if (d.ruleId === 'internal/rule-error') internalErrors = true;
      if (ruleIndex.has(d.ruleId)) continue;
      ruleIndex.set(d.ruleId, rules.length);
      rules.push({ id: d.ruleId, level: d.level, severity: d.severity, description: d.ruleId, spec: '', messages: {} });
    }
  }
  const total = counts[0]! + counts[1]! + counts[2]!;
  // Past GitHub's limit, keep what matters most: active errors, then active warnings, then suppressed
  // findings, each in file order; the results kept are written in file order.
  let room = MAX_RESULTS_PER_RUN;
  const quota = counts.map((n) => {
    const q = Math.min(n, room);
    room -= q;
    return q;
  });
  const notifications: object[] = [];
  if (total > MAX_RESULTS_PER_RUN) {
    notifications.push({
      level: 'warning',
      message: {
        text: `The report was truncated to ${MAX_RESULTS_PER_RUN.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} results, the most GitHub code scanning accepts in one run; errors were kept first. Fix the errors or lint fewer files per run to see the rest.`,
      },
      descriptor: { id: 'tooldoc/results-truncated' },
      properties: { totalResults: total, reportedResults: MAX_RESULTS_PER_RUN },
    });
  }
  function* keptResults(): Generator<{ d: Diagnostic; file: FileResult }> {
    const taken = [0, 0, 0];
    for (const file of result.files) {
      for (const d of file.diagnostics) {
        const r = rank(d);
        if (taken[r]! >= quota[r]!) continue;
        taken[r]!++;
        yield { d, file };
      }
    }
  }

  // Results come in file order: only the current file's line hashes are kept.
  let hashedFile: FileResult | undefined;
  let hashes: string[] | null = null;
  const hashesOf = (file: FileResult) => {
    if (file !== hashedFile) {
      hashedFile = file;
      hashes = file.text !== undefined ? lineHashes(file.text) : null;
    }
    return hashes;
  };
  const toolOf = toolFinder(result.tools);
  const servers = serversByFile(result.files);
  // Server findings' fingerprints count repeats, as line hashes do (`hash:N`).
  const serverHashes = new Map<string, number>();
  const serverHash = (server: ServerInfo, d: Diagnostic) => {
    const value = serverFindingHash(server.name, d);
    const n = (serverHashes.get(value) ?? 0) + 1;
    serverHashes.set(value, n);
    return `${value}:${n}`;
  };
  // Every finding's identity as the baseline and GitLab's report know it (src/reporters/fingerprint.ts), counted as above.
  const identities = new Map<string, number>();
  const identity = (place: string, d: Diagnostic) => {
    const value = findingHash(place, d).slice(0, 32);
    const n = (identities.get(value) ?? 0) + 1;
    identities.set(value, n);
    return `${value}:${n}`;
  };
  const positionless = unplacedFiles(result.files);
  /** A related place: in a file at its range, in a live server where the server is placed, in a removed file at that file. */
  const relatedLocation = (r: { file: string; range: Diagnostic['range'] }) => {
    const server = servers.get(r.file);
    if (server) return serverLocation(server, options);
    return positionless.has(r.file) ? fileLocation(r.file, options) : physicalLocation(r.file, r.range, options);
  };

  // Built one at a time as they are written (src/reporters/json-stream.ts), which is in order.
  const kept = keptResults();
  const resultOf = ({ d, file }: { d: Diagnostic; file: FileResult }) => {
    const server = file.server;
    const tool = toolOf(d);
    const out: Record<string, unknown> = {
      ruleId: d.ruleId,
      ruleIndex: ruleIndex.get(d.ruleId),
      level: sarifLevel(d.level, d.severity),
    };
    if (server) {
      // No file: the sidecar, else the config entry, else a repository path; the message and a logical location say which tool.
      out.message = { text: `${serverPlace(d)}: ${d.message}` };
      out.locations = [
        {
          physicalLocation: d.anchor ? fileLocation(d.anchor.file, options) : serverLocation(server, options),
          logicalLocations: [
            d.tool !== undefined
              ? { name: d.tool, fullyQualifiedName: `server:${server.name}/${d.tool}${d.pointer}`, kind: 'member' }
              : { name: `server:${server.name}`, fullyQualifiedName: `server:${server.name}${d.pointer}`, kind: 'module' },
          ],
        },
      ];
      out.partialFingerprints = { primaryLocationLineHash: serverHash(server, d), [FINDING_FINGERPRINT]: identity(`server:${server.name}`, d) };
    } else {
      // A finding without a position (in a file removed since --since, say) is at the file, with no region.
      const gone = !placed(file, d);
      const hash = gone ? undefined : hashesOf(file)?.[d.range.start.line];
      out.message = { text: gone ? `${serverPlace(d)}: ${d.message}` : d.message };
      out.locations = [{ physicalLocation: gone ? fileLocation(d.file, options) : physicalLocation(d.file, d.range, options) }];
      out.partialFingerprints = { ...(hash ? { primaryLocationLineHash: hash } : {}), [FINDING_FINGERPRINT]: identity(rootRelative(d.file, options), d) };
    }
    if (d.related?.length) {
      out.relatedLocations = d.related.slice(0, MAX_RELATED).map((r, i) => ({
        id: i + 1,
        physicalLocation: relatedLocation(r),
        message: { text: r.message },
      }));
    }
    if (d.suppressed) {
      out.suppressions = [
        {
          kind: /config|external|baseline/i.test(d.suppressed.kind) ? 'external' : 'inSource',
          status: 'accepted',
          ...(d.suppressed.justification ? { justification: d.suppressed.justification } : {}),
        },
      ];
    }
    const properties: Record<string, unknown> = { conformanceLevel: d.level ?? 'advice' };
    if (server) properties.server = server.name;
    properties.pointer = d.pointer;
    if (d.tool !== undefined) properties.tool = d.tool;
    if (tool) {
      properties.toolLevel = tool.level;
      properties.toolScore = tool.score;
    }
    out.properties = properties;
    return out;
  };
  const results = new LazyArray(quota[0]! + quota[1]! + quota[2]!, () => resultOf(kept.next().value as { d: Diagnostic; file: FileResult }));

  const skipped = result.examples ? toolsWithExamples(result.examples).flatMap((t) => t.examples.filter((e) => e.status === 'skipped').map((e) => ({ t, e }))) : [];
  const notes = notifications.length + skipped.length;
  const run = streamed({
    tool: {
      driver: {
        name: 'tooldoc',
        semanticVersion: result.version,
        version: result.version,
        informationUri: HOMEPAGE,
        rules: rules.map(describeRule),
      },
    },
    // One invocation, marked for streaming so that its notifications can be.
    invocations: lazyArray([0], () =>
      streamed({
        executionSuccessful: !internalErrors,
        // The truncation notice, then each skipped example, built as it is written (a catalog may skip thousands).
        toolExecutionNotifications: notes
          ? new LazyArray(notes, (i) => (i < notifications.length ? notifications[i] : skippedNotification(skipped[i - notifications.length]!, options)))
          : undefined,
      }),
    ),
    // GitHub reads the category as what comes before the last "/" (the run's own id, after it, is left empty).
    automationDetails: { id: `${(options.sarifCategory ?? 'tooldoc').replace(/\/+$/, '')}/` },
    originalUriBaseIds: { [SRCROOT]: { uri: rootUri(options) } },
    columnKind: 'utf16CodeUnits',
    results,
    properties: streamed({
      summary: result.summary,
      tools: lazyArray(result.tools, (t) => ({
        name: t.name,
        ...(t.server !== undefined ? { file: t.file, server: t.server } : { file: rootRelative(t.file, options), line: t.range.start.line }),
        level: t.level,
        score: t.score,
        ...(t.formatCap ? { formatCap: t.formatCap } : {}),
        errors: t.errors,
        warnings: t.warnings,
        blockers: [...new Set(t.blockers.map((b) => b.ruleId))],
      })),
      // `tooldoc test`: the totals only; each example that failed is a result, each one skipped a notification.
      examples: result.examples?.summary,
    }),
  });
  const log = streamed({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: lazyArray([run], (r) => r) });
  yield* jsonStream(log);
  yield '\n';
}, { json: true });

/** An example that was not called, as a note of the invocation: at the example when it is in a file. */
function skippedNotification({ t, e }: { t: ExampleToolResult; e: ExampleResult }, options: ReporterOptions) {
  return {
    level: 'note',
    message: { text: `Example ${e.index + 1} of "${t.name}" was skipped: ${e.reason ?? 'it was not called'}.` },
    descriptor: { id: 'tooldoc/example-skipped' },
    ...(e.line !== undefined
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: toUriReference(rootRelative(t.file, options)), uriBaseId: SRCROOT },
                region: { startLine: Math.max(1, e.line), startColumn: Math.max(1, e.column ?? 1) },
              },
            },
          ],
        }
      : {}),
    properties: { tool: t.name, ...(t.server !== undefined ? { server: t.server } : {}), example: e.index + 1, pointer: e.pointer, ...(e.reason !== undefined ? { reason: e.reason } : {}) },
  };
}

/** Finds a finding's tool: by its index, else the first tool of that name in its file (looked up in a map built once). */
function toolFinder(tools: readonly ToolResult[]): (d: Diagnostic) => ToolResult | undefined {
  let byName: Map<string, ToolResult> | undefined;
  return (d) => {
    if (d.tool === undefined) return undefined;
    const byIndex = d.toolIndex !== undefined ? tools[d.toolIndex] : undefined;
    if (byIndex && byIndex.name === d.tool && byIndex.file === d.file) return byIndex;
    if (!byName) {
      byName = new Map();
      for (const t of tools) {
        const key = t.file + '\u0000' + t.name;
        if (!byName.has(key)) byName.set(key, t);
      }
    }
    return byName.get(d.file + '\u0000' + d.tool);
  };
}

function physicalLocation(file: string, range: Diagnostic['range'], options: ReporterOptions) {
  const startLine = Math.max(1, range.start.line);
  const startColumn = Math.max(1, range.start.column);
  const region: Record<string, number> = { startLine, startColumn };
  const endLine = Math.max(startLine, range.end.line);
  const endColumn = range.end.line > startLine ? Math.max(1, range.end.column) : Math.max(startColumn, range.end.column);
  region.endLine = endLine;
  region.endColumn = endColumn;
  return { artifactLocation: { uri: toUriReference(rootRelative(file, options)), uriBaseId: SRCROOT }, region };
}

/** A file as a whole, with no region: where a finding without a position (a server's at its sidecar, a removed file's) is shown. */
function fileLocation(file: string, options: ReporterOptions) {
  return { artifactLocation: { uri: toUriReference(rootRelative(file, options)), uriBaseId: SRCROOT } };
}

/**
 * Where a live server's finding without a sidecar is shown: its entry in the config file when it
 * was declared there, else `mcp-server/<name>`, a repository-relative path with no region (GitHub
 * code scanning rejects a URI with a scheme of its own, such as `mcp:`).
 */
function serverLocation(server: ServerInfo, options: ReporterOptions) {
  if (server.entry) {
    return {
      artifactLocation: { uri: toUriReference(rootRelative(server.entry.file, options)), uriBaseId: SRCROOT },
      region: { startLine: Math.max(1, server.entry.line), startColumn: Math.max(1, server.entry.column) },
    };
  }
  // One segment, whatever the name holds: a `/` cannot reach another folder, nor can a name of dots ('..').
  const name = /^\.*$/.test(server.name) ? `_${server.name}` : uriSegment(server.name);
  return { artifactLocation: { uri: `mcp-server/${name}`, uriBaseId: SRCROOT } };
}

/** `name/snake-case` → `NameSnakeCase` (SARIF rule names are identifiers, distinct from ids). */
export function ruleName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

function describeRule(rule: RuleInfo) {
  const docs = ruleDocs(rule.id);
  const levelText = rule.level === null ? 'advice (does not gate a conformance level)' : `Level ${rule.level}`;
  const fallback = `${rule.description}${rule.spec ? ` Spec ${rule.spec}.` : ''}`;
  const severity = rule.configuredSeverity && rule.configuredSeverity !== 'off' ? rule.configuredSeverity : rule.severity;
  const group = rule.id.includes('/') ? rule.id.split('/')[0]! : rule.id;
  const tags = [...new Set([...(rule.tags ?? []), group, rule.level === null ? 'advice' : `level-${rule.level}`])].slice(0, MAX_TAGS);
  return {
    id: rule.id,
    name: ruleName(rule.id),
    shortDescription: { text: rule.description },
    fullDescription: { text: docs?.summary ?? fallback },
    help: {
      text: docs?.text ?? `${fallback}\n\n${levelText}, ${rule.severity} by default.`,
      markdown: docs?.markdown ?? `${escapeMarkdown(fallback)}\n\n${levelText}, \`${rule.severity}\` by default.`,
    },
    // A rule without a page of its own here (a plugin's, `tooldoc test`'s checks) may say where it is explained (a URL: SARIF wants one).
    helpUri: docs === null && rule.docs && /^https?:\/\/\S+$/i.test(rule.docs) ? rule.docs : ruleHelpUri(rule.id, docs !== null),
    defaultConfiguration: { level: sarifLevel(rule.level, severity) },
    properties: { tags, level: rule.level ?? 'advice', ...(rule.spec ? { spec: rule.spec } : {}) },
  };
}

/** SARIF's level: advice (a rule that gates no level) at its default, a warning, is a `note`; an advice rule a config raises to `error` is an error. */
function sarifLevel(level: RuleInfo['level'], severity: 'error' | 'warning'): 'error' | 'warning' | 'note' {
  return level === null && severity === 'warning' ? 'note' : severity;
}

function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_[\]<>|#]/g, (c) => '\\' + c);
}
