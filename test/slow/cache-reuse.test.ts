/**
 * What `--cache` reuses past the per-file pass (src/run/catalog-reuse.ts, src/run/cache.ts): each
 * step changes the catalog as a user would, then lints it with the cache and without, and the two
 * JSON reports must be the same, byte for byte. `--debug` says what the cached run reused, so the
 * test also checks that it reused what it should (a cache that reuses nothing passes the first
 * check trivially).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED, runCli, tempDir } from '../helpers.js';

/** An MCP tools/list: a catalog of its own, whose two tools share a name. */
const MCP = JSON.stringify({
  tools: [
    { name: 'list_rooms', description: 'List the meeting rooms of a building. Use it to find where a meeting can be held.', inputSchema: { type: 'object', properties: { building: { type: 'string', description: 'Building code' } } } },
    { name: 'list_rooms', description: 'List the free rooms of a floor. Use it before booking a room for today.', inputSchema: { type: 'object', properties: { floor: { type: 'integer', description: 'Floor number' } } } },
  ],
});

/** A deprecated tool whose replacement names no tool of the catalog (a "did you mean"), until one is added. */
const DEPRECATED = `name: fetch_weather_old
description: Fetch the weather of a city the old way. Use get_weather_now instead; this one goes away next year.
version: 1.4.0
deprecated: true
replacement: get_weather_nov
parameters:
  type: object
  properties:
    city: {type: string, description: City name}
`;

let root: string;
let dir: string;
let cacheFile: string;

/** Lints the catalog without and with the cache; returns both reports and the cached run's --debug lines. */
function lintBoth(extra: string[] = []): { plain: string; cached: string; debug: string[] } {
  const run = (name: string, args: string[]) => {
    const out = path.join(root, `${name}.json`);
    const r = runCli(['lint', dir, '--no-config', '--format', 'json', '--output', out, ...args], { cwd: root });
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    expect([0, 1]).toContain(r.code);
    return { report: readFileSync(out, 'utf8'), stderr: r.stderr };
  };
  const plain = run('plain', []);
  const cached = run('cached', ['--cache', '--cache-location', cacheFile, '--debug', ...extra]);
  return { plain: plain.report, cached: cached.report, debug: cached.stderr.split('\n').filter((l) => /^tooldoc debug: (catalog rules|suppressions|reports)/.test(l)) };
}

/** The two reports are the same text; on a difference, the first line that differs is shown. */
function expectSame({ plain, cached }: { plain: string; cached: string }): void {
  if (plain === cached) return;
  const a = plain.split('\n');
  const b = cached.split('\n');
  const i = a.findIndex((line, k) => line !== b[k]);
  expect({ line: i + 1, cached: b.slice(Math.max(0, i - 3), i + 3) }).toEqual({ line: i + 1, plain: a.slice(Math.max(0, i - 3), i + 3) });
}

/**
 * Lints `folder` with `config`, without the cache and with it (`cache`, reports written in `top`); the
 * two JSON reports must be the same. Returns the uncached one.
 */
function sameWithCache(top: string, folder: string, config: string, cache: string): string {
  const run = (name: string, args: string[]) => {
    const out = path.join(top, `${name}.json`);
    const r = runCli(['lint', folder, '-c', config, '--format', 'json', '--output', out, ...args], { cwd: top });
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    return readFileSync(out, 'utf8');
  };
  const plain = run('plain', []);
  expect(run('cached', ['--cache', '--cache-location', cache])).toBe(plain);
  return plain;
}

/** How many findings of a rule a JSON report has. */
const findings = (report: string, ruleId: string) => (JSON.parse(report) as { files: Array<{ diagnostics: Array<{ ruleId: string }> }> }).files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === ruleId).length;
const fromCache = (debug: string[]) => Number(/\((\d+) from the cache\)/.exec(debug.find((l) => l.includes('suppressions')) ?? '')?.[1]);
const catalogLine = (debug: string[]) => debug.find((l) => l.includes('catalog rules')) ?? '';
/** How many files' report entries the cached run wrote as the cache kept them, and how many it rendered for the cache. */
const renderings = (debug: string[]) => {
  const m = /\((\d+) files? as the cache kept them, (\d+) rendered for it\)/.exec(debug.find((l) => l.startsWith('tooldoc debug: reports')) ?? '');
  return m ? { reused: Number(m[1]), kept: Number(m[2]) } : undefined;
};
const file = (name: string) => path.join(dir, name);
/** A fresh folder with a catalog of `tools` generated one per file (the bench's generator, `seed`) and where a cache goes beside it. */
function generated(tools: number, seed: number): { top: string; catalog: string; cache: string } {
  const top = tempDir();
  const catalog = path.join(top, 'catalog');
  execFileSync(process.execPath, [path.join(SHARED, 'bench', 'gen-corpus.mjs'), '--tools', String(tools), '--per-file', '1', '--out', catalog, '--seed', String(seed)]);
  return { top, catalog, cache: path.join(top, 'lint.cache') };
}

const edit = (name: string, change: (text: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), 'utf8')));

describe('--cache reuses what did not change, and reports what an uncached run reports', () => {
  beforeAll(() => {
    ({ top: root, catalog: dir, cache: cacheFile } = generated(60, 7));
    writeFileSync(file('rooms.mcp.json'), MCP);
    writeFileSync(file('fetch_weather_old.yaml'), DEPRECATED);
  });

  it('cold, then warm: everything from the cache', () => {
    const cold = lintBoth();
    expectSame(cold);
    expect(fromCache(cold.debug)).toBe(0);
    // Each file's entry of the JSON report is kept with its result, and written again from there.
    expect(renderings(cold.debug)).toEqual({ reused: 0, kept: 62 });
    const warm = lintBoth();
    expectSame(warm);
    expect(catalogLine(warm.debug)).toContain('(all from the cache)');
    expect(fromCache(warm.debug)).toBe(62);
    expect(renderings(warm.debug)).toEqual({ reused: 62, kept: 0 });
  });

  it('a parameter changed: only that file is linted and graded again', () => {
    edit('customer/schedule_customer.yaml', (t) => t.replace('description: Validate the request without applying any change', 'description: Validate'));
    const r = lintBoth();
    expectSame(r);
    expect(fromCache(r.debug)).toBe(61);
    expect(catalogLine(r.debug)).not.toMatch(/similar-descriptions|name\/unique|deprecation\/replacement/);
    expect(renderings(r.debug)).toEqual({ reused: 61, kept: 1 });
  });

  it('a description changed: the rule that compares descriptions runs again, on the whole catalog', () => {
    edit('customer/send_customer.yaml', (t) => t.replace(/^description: (.*)$/m, 'description: Send one customer record to the billing system. Use it when the user asks to sync a customer.'));
    const r = lintBoth();
    expectSame(r);
    expect(catalogLine(r.debug)).toMatch(/search\/similar-descriptions on 61 tools/);
    expect(catalogLine(r.debug)).not.toMatch(/name\/unique/);
  });

  it('a near-duplicate description made, then undone', () => {
    const other = /^description: (.*)$/m.exec(readFileSync(file('feature-flag/get_feature_flag.yaml'), 'utf8'))![1]!;
    const before = readFileSync(file('contact/update_contact.yaml'), 'utf8');
    edit('contact/update_contact.yaml', (t) => t.replace(/^description: .*$/m, `description: ${other}`));
    const made = lintBoth();
    expectSame(made);
    expect(findings(made.plain, 'search/similar-descriptions')).toBe(1);
    // The finding is on get_feature_flag, a file that did not change: its kept entry is not written again.
    expect(made.plain).toMatch(/"file": "catalog\/feature-flag\/get_feature_flag.yaml",[^\]]*"ruleId": "search\/similar-descriptions"/);
    expect(renderings(made.debug)).toEqual({ reused: 60, kept: 2 });
    writeFileSync(file('contact/update_contact.yaml'), before);
    const undone = lintBoth();
    expectSame(undone);
    expect(findings(undone.plain, 'search/similar-descriptions')).toBe(0);
  });

  it('a file added with a name already used (name/unique), then removed', () => {
    // (The MCP file's two tools share a name too: one name/unique finding from the start.)
    const unique = (report: string) => findings(report, 'name/unique');
    writeFileSync(file('zz_duplicate.yaml'), readFileSync(file('flight/cancel_flight.yaml'), 'utf8').replace(/^description: .*$/m, 'description: Cancel a flight booked for a group. Use it for group bookings only, with the group code.'));
    const added = lintBoth();
    expectSame(added);
    expect(unique(added.plain)).toBe(2);
    expect(catalogLine(added.debug)).toMatch(/name\/unique on 2 tools/);
    // The finding is on the added file's tool, the second of the name: every other file's entry is as it was.
    expect(renderings(added.debug)).toEqual({ reused: 62, kept: 1 });
    rmSync(file('zz_duplicate.yaml'));
    const removed = lintBoth();
    expectSame(removed);
    expect(unique(removed.plain)).toBe(1);
  });

  it('a file renamed, and the run after it', () => {
    renameSync(file('file/count_files.yaml'), file('file/a_count_files.yaml'));
    const r = lintBoth();
    expectSame(r);
    expect(fromCache(r.debug)).toBe(61);
    // The cache now knows the run's files as they are: nothing to do again.
    const after = lintBoth();
    expectSame(after);
    expect(catalogLine(after.debug)).toContain('(all from the cache)');
    expect(fromCache(after.debug)).toBe(62);
  });

  it('a tool renamed to the name a replacement asks for, then back', () => {
    edit('feature-flag/schedule_feature_flag.yaml', (t) => t.replace(/^name: .*$/m, 'name: get_weather_nov'));
    const named = lintBoth();
    expectSame(named);
    // The renamed tool, the tool whose replacement it now is, and a tool whose replacement names no
    // tool (its "did you mean" is over the catalog's names, which changed).
    expect(catalogLine(named.debug)).toMatch(/deprecation\/replacement on 3 tools/);
    edit('feature-flag/schedule_feature_flag.yaml', (t) => t.replace(/^name: .*$/m, 'name: schedule_feature_flag'));
    expectSame(lintBoth());
  });

  it('a platform file (a catalog of its own) changed', () => {
    writeFileSync(file('rooms.mcp.json'), MCP.replace('"list_rooms"', '"list_buildings"'));
    const r = lintBoth();
    expectSame(r);
    expect(findings(r.plain, 'name/unique')).toBe(0);
  });

  it('by metadata (--cache-strategy metadata): a file whose size and time changed is linted again', () => {
    expectSame(lintBoth(['--cache-strategy', 'metadata']));
    edit('customer/schedule_customer.yaml', (t) => t.replace('description: Validate', 'description: Validate only'));
    const r = lintBoth(['--cache-strategy', 'metadata']);
    expectSame(r);
    expect(fromCache(r.debug)).toBe(61);
  });

  it('a damaged cache and one of an older format are ignored and rewritten', () => {
    const text = readFileSync(cacheFile);
    const middle = Math.floor(text.length / 2);
    text[middle] = text[middle]! ^ 1;
    writeFileSync(cacheFile, text);
    const damaged = lintBoth();
    expectSame(damaged);
    expect(fromCache(damaged.debug)).toBe(0);
    expect(fromCache(lintBoth().debug)).toBe(62);
    writeFileSync(cacheFile, JSON.stringify({ format: 2, key: 'k', files: {} }));
    const old = lintBoth();
    expectSame(old);
    expect(fromCache(old.debug)).toBe(0);
    expect(JSON.parse(readFileSync(cacheFile, 'utf8'))).toMatchObject({ format: 6 });
  });

  it('--quiet: the report holds only errors, so no entry is written as the cache kept it', () => {
    expectSame(lintBoth());
    const r = lintBoth(['--quiet']);
    const plainQuiet = path.join(root, 'plain-quiet.json');
    runCli(['lint', dir, '--no-config', '--quiet', '--format', 'json', '--output', plainQuiet], { cwd: root });
    expect(r.cached).toBe(readFileSync(plainQuiet, 'utf8'));
    expect(r.cached).not.toBe(r.plain);
    expect(renderings(r.debug)).toEqual({ reused: 0, kept: 0 });
  });
});

describe('--cache and search/findable, which reads the examples\' prompts of the whole catalog', () => {
  it("a sibling's keywords changed, then an example's prompt: the findings are an uncached run's", () => {
    const top = tempDir();
    const folder = path.join(top, 'weather');
    const cache = path.join(top, 'lint.cache');
    const config = path.join(top, 'findable.yaml');
    writeFileSync(config, 'rules:\n  search/findable: warn\n');
    const at = (name: string) => path.join(folder, name);
    mkdirSync(folder);
    writeFileSync(at('current.yaml'), 'name: get_current_weather\ndescription: Fetch the current weather for a city, and whether it is raining now.\ntool_search_keywords: [weather now, rain, wind]\n');
    writeFileSync(at('forecast.yaml'), 'name: get_forecast\ndescription: Fetch the daily weather forecast for a city for the next 7 days.\nexamples:\n  - prompt: Will it rain in Oslo on Saturday?\n');
    const both = () => {
      const plain = sameWithCache(top, folder, config, cache);
      return findings(plain, 'search/findable');
    };
    expect(both()).toBe(1);
    expect(both()).toBe(1);
    writeFileSync(at('current.yaml'), readFileSync(at('current.yaml'), 'utf8').replace('[weather now, rain, wind]', '[weather now, wind]'));
    expect(both()).toBe(0);
    writeFileSync(at('forecast.yaml'), readFileSync(at('forecast.yaml'), 'utf8').replace('Will it rain in Oslo on Saturday?', 'Much wind in Oslo on Saturday?'));
    expect(both()).toBe(1);
  });
});

describe('--cache and the catalog rules that read paging and success shapes (parameters/cursor-name, returns/consistent-shape)', () => {
  it('a cursor renamed, an envelope dropped, a line added above them, then undone: the findings are an uncached run\'s', () => {
    const top = tempDir();
    const folder = path.join(top, 'tracker');
    const cache = path.join(top, 'lint.cache');
    const config = path.join(top, 'paging.yaml');
    writeFileSync(config, 'rules:\n  parameters/cursor-name: warn\n  returns/consistent-shape: warn\n');
    const at = (name: string) => path.join(folder, name);
    mkdirSync(folder);
    const tool = (name: string, cursor: string, returns: string) =>
      `name: list_${name}\ndescription: List the ${name} of a project, newest first.\nparameters:\n  type: object\n  properties:\n    ${cursor}: {type: string, description: Cursor from the previous response}\nreturns:\n  type: object\n  description: A page of ${name}.\n  properties: ${returns}\n`;
    const ENVELOPE = '{status: {type: string}, data: {type: object}}';
    for (const name of ['issues', 'labels', 'projects', 'teams', 'users']) writeFileSync(at(`${name}.yaml`), tool(name, 'cursor', ENVELOPE));
    // A server's tools/list: a catalog of its own, whose cursors are compared apart from the native ones.
    const server = (second: string) =>
      JSON.stringify({
        tools: ['files', 'folders', 'drives'].map((name, i) => ({
          name: `list_${name}`,
          description: `List the ${name}.`,
          inputSchema: { type: 'object', properties: { [i === 1 ? second : 'pageToken']: { type: 'string', description: 'Token for the next page' } } },
        })),
      });
    writeFileSync(at('drive.mcp.json'), server('pageToken'));
    const both = () => {
      const plain = sameWithCache(top, folder, config, cache);
      return [findings(plain, 'parameters/cursor-name'), findings(plain, 'returns/consistent-shape')];
    };
    expect(both()).toEqual([0, 0]);
    expect(both()).toEqual([0, 0]);
    const labels = readFileSync(at('labels.yaml'), 'utf8');
    writeFileSync(at('labels.yaml'), labels.replace('cursor:', 'page_token:'));
    expect(both()).toEqual([1, 0]);
    writeFileSync(at('labels.yaml'), labels.replace('cursor:', 'page_token:').replace(ENVELOPE, '{labels: {type: array}}'));
    expect(both()).toEqual([1, 1]);
    // A line above both findings: they move, and a cached run says so.
    writeFileSync(at('labels.yaml'), `# labels of a project\n${readFileSync(at('labels.yaml'), 'utf8')}`);
    expect(both()).toEqual([1, 1]);
    // Another tool of the catalog renamed to the same cursor: both are apart from the three that take "cursor".
    writeFileSync(at('teams.yaml'), readFileSync(at('teams.yaml'), 'utf8').replace('cursor:', 'page_token:'));
    expect(both()).toEqual([2, 1]);
    // The server's catalog is compared on its own.
    writeFileSync(at('drive.mcp.json'), server('page_token'));
    expect(both()).toEqual([3, 1]);
    writeFileSync(at('labels.yaml'), labels);
    writeFileSync(at('teams.yaml'), readFileSync(at('teams.yaml'), 'utf8').replace('page_token:', 'cursor:'));
    writeFileSync(at('drive.mcp.json'), server('pageToken'));
    expect(both()).toEqual([0, 0]);
  });
});

describe('--cache serves reports of every format from one cache file', () => {
  it('SARIF after JSON, and JSON after SARIF, reuse every file, and each report is an uncached run\'s', () => {
    const { top, catalog, cache } = generated(30, 11);
    const run = (format: 'json' | 'sarif', name: string, args: string[]) => {
      const out = path.join(top, `${name}.${format}`);
      const r = runCli(['lint', catalog, '--no-config', '--format', format, '--output', out, ...args], { cwd: top });
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      expect([0, 1]).toContain(r.code);
      return { report: readFileSync(out, 'utf8'), reused: fromCache(r.stderr.split('\n').filter((l) => l.startsWith('tooldoc debug: suppressions'))) };
    };
    const cached = (format: 'json' | 'sarif', name: string) => run(format, name, ['--cache', '--cache-location', cache, '--debug']);
    const plainJson = run('json', 'plain', []).report;
    const plainSarif = run('sarif', 'plain', []).report;
    // JSON shows a fingerprint only where the run was asked for them; SARIF always has its own.
    expect(plainJson).not.toContain('"fingerprint"');
    expect(plainSarif).toContain('partialFingerprints');

    const cold = cached('json', 'cold');
    expect(cold.reused).toBe(0);
    expect(cold.report).toBe(plainJson);
    const sarif = cached('sarif', 'warm');
    expect(sarif.reused).toBe(30);
    expect(sarif.report).toBe(plainSarif);
    const json = cached('json', 'warm');
    expect(json.reused).toBe(30);
    expect(json.report).toBe(plainJson);
  });
});

describe('--cache and the JSON report entries it keeps', () => {
  it('an entry changed in the cache file (its checksum made to match) is made safe again, as any value from a descriptor is', () => {
    const { top, catalog, cache } = generated(5, 3);
    const run = () => {
      const r = runCli(['lint', catalog, '--no-config', '--format', 'json', '--cache', '--cache-location', cache, '--debug'], { cwd: top });
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      return r;
    };
    run();
    // In one kept entry, the file's status becomes a terminal escape and a CI workflow command.
    const text = readFileSync(cache, 'utf8');
    const body = text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1);
    const changed = body.replace('\\"status\\": \\"linted\\"', '\\"status\\": \\"linted\\u001b[2J##[error]forged\\"');
    expect(changed).not.toBe(body);
    const sum = (zlib as unknown as { crc32: (b: Buffer) => number }).crc32(Buffer.from(changed, 'utf8')).toString(16).padStart(8, '0');
    writeFileSync(cache, `${changed}},"sum":"crc32:${sum}"}\n`);
    const r = run();
    // The cache was read (not rejected as damaged): the entry was written as the cache kept it.
    expect(r.stderr).toMatch(/reports: \d+ ms \(5 files as the cache kept them, 0 rendered for it\)/);
    expect(r.stdout).not.toContain('\u001b');
    expect(r.stdout).not.toContain('##[');
    expect(r.stdout).toContain('"status": "linted\\u001b[2J##\\u005Berror]forged"');
    // A JSON reader gets the value back as it was in the cache.
    const report = JSON.parse(r.stdout) as { files: Array<{ status: string }> };
    expect(report.files.map((f) => f.status)).toContain('linted\u001b[2J##[error]forged');
  });
});
