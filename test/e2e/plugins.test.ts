/**
 * Plugins end to end: the example plugins in fixtures/plugins (a local ES module and an installed
 * package), rule id collisions, missing plugins, and a rule that throws.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLEAN_TOOL, requireBuild, ROOT, runCli, writeFiles } from './support.js';

requireBuild();

const PLUGINS = path.join(ROOT, 'fixtures', 'plugins');

/** A project folder with tooldoc "installed" (linked) and the example package plugin in node_modules. */
function project(files: Record<string, string>): string {
  const dir = writeFiles(files);
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  symlinkSync(ROOT, path.join(dir, 'node_modules', 'tooldoc'), 'dir');
  cpSync(path.join(PLUGINS, 'tooldoc-plugin-acme'), path.join(dir, 'node_modules', 'tooldoc-plugin-acme'), { recursive: true });
  mkdirSync(path.join(dir, 'rules'), { recursive: true });
  cpSync(path.join(PLUGINS, 'company', 'rules', 'company.mjs'), path.join(dir, 'rules', 'company.mjs'));
  return dir;
}

/** `# expect: rule-id` markers in a fixture: line → rule ids. */
function expectations(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(/# expect: ([\w/-]+)/g)].map((m) => `${i + 1}:${m[1]}`))
    .sort();
}

describe('plugins', () => {
  it('the example local plugin (fixtures/plugins/company) finds exactly what its fixture expects', () => {
    const cwd = path.join(PLUGINS, 'company');
    const r = runCli(['lint', 'tools', '-f', 'json'], { cwd });
    const report = JSON.parse(r.stdout) as { files: Array<{ diagnostics: Array<{ ruleId: string; line: number }> }> };
    const found = report.files.flatMap((f) => f.diagnostics.map((d) => `${d.line}:${d.ruleId}`)).sort();
    expect(found).toEqual(expectations(readFileSync(path.join(cwd, 'tools', 'orders.yaml'), 'utf8')));
    expect(r.code).toBe(1);
    const stylish = runCli(['lint', 'tools'], { cwd });
    expect(stylish.stdout).toContain('28:11  error    Tool "get_refund" does not start with "shop_"; rename it to "shop_get_refund".  company/name-prefix');
    // Plugin rules gate by their level like built-in ones: company/no-internal-hosts is Level 2.
    expect(stylish.stdout).toMatch(/get_refund\s+Level 1 .*Level 2 needs: company\/no-internal-hosts/);
  });

  it('loads a local file and an installed package, with options checked against their schemas', () => {
    const dir = project({
      'tooldoc.config.yaml': 'plugins:\n  - ./rules/company.mjs\n  - tooldoc-plugin-acme\nrules:\n  acme/owner: [error, { teams: [payments, search] }]\n',
      'tools/weather.yaml': CLEAN_TOOL.replace('name: get_weather\n', 'name: get_weather\nx-acme-owner: weather\n'),
    });
    const r = runCli(['lint', 'tools'], { cwd: dir });
    expect(r.stdout).toMatch(/error\s+Owner "weather" is not one of the teams: payments, search\.\s+acme\/owner/);
    expect(r.stdout).toMatch(/error\s+Tool "get_weather" does not start with "acme_"; .*company\/name-prefix/);
    expect(r.code).toBe(1);

    const rules = runCli(['rules'], { cwd: dir });
    expect(rules.stdout).toMatch(/^acme\/owner\s+advice\s+error \(warn\)\s+Every tool names its owning team.* \[tooldoc-plugin-acme\]$/m);
    expect(rules.stdout).toMatch(/^company\/name-prefix\s+advice\s+error\s+.*\[company-rules\]$/m);

    const explain = runCli(['explain', 'acme/owner'], { cwd: dir });
    expect(explain.code).toBe(0);
    expect(explain.stdout).toContain('# acme/owner');
    expect(explain.stdout).toContain('Configured: error with options {"teams":["payments","search"]}');

    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), 'plugins: [tooldoc-plugin-acme]\nrules:\n  acme/owner: [error, { teams: [] }]\n');
    const bad = runCli(['lint', 'tools'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('tooldoc: tooldoc.config.yaml:3:32: Option "teams" of rule "acme/owner" must NOT have fewer than 1 items.\n');
  });

  it('a plugin rule speaks the file\'s vocabulary and shapes its findings with fields and defersTo', () => {
    const dir = project({
      'tooldoc.config.yaml': 'plugins:\n  - ./rules/vocab.mjs\n',
      'rules/vocab.mjs': `import { defineRule, fieldName, holdsField } from 'tooldoc';
export const rules = [
  defineRule({
    meta: { id: 'acme/param-title', level: null, severity: 'warning', description: 'x', spec: '-',
      messages: { m: 'Give {{where}} of "{{tool}}" a title.' } },
    check({ tool, report }) {
      const props = tool.descriptor.parameters?.properties ?? {};
      for (const k of Object.keys(props)) if (!props[k].title) report({ path: ['parameters', 'properties', k], messageId: 'm', data: { where: fieldName(tool, ['parameters', 'properties', k]) } });
    },
  }),
  defineRule({
    meta: { id: 'acme/needs-errors', level: 1, severity: 'error', description: 'x', spec: '-', fields: ['errors'],
      messages: { m: '"{{tool}}" has no errors (holds: {{holds}}).' } },
    check({ tool, report }) {
      if (tool.descriptor.errors === undefined) report({ path: [], messageId: 'm', data: { holds: String(holdsField(tool, 'errors')) } });
    },
  }),
  defineRule({
    meta: { id: 'acme/snake', level: null, severity: 'warning', description: 'x', spec: '-', defersTo: ['name/snake-case'],
      messages: { m: 'Name of "{{tool}}" again.' } },
    check({ tool, report }) { if (/-/.test(tool.name)) report({ path: ['name'], at: 'value', messageId: 'm' }); },
  }),
];
`,
      'server.json': JSON.stringify({ tools: [{ name: 'get-time', description: 'Get the time. Use it for clocks.', inputSchema: { type: 'object', properties: { tz: { type: 'string', description: 'IANA zone' } } } }] }, null, 2),
      'tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', 'server.json', 'tool.yaml', '-f', 'json'], { cwd: dir });
    const report = JSON.parse(r.stdout) as { files: Array<{ file: string; diagnostics: Array<{ ruleId: string; message: string }> }>; tools: Array<{ name: string; formatCap?: { missing: Array<{ field: string }> } }> };
    const found = (file: string) => report.files.find((f) => f.file.endsWith(file))!.diagnostics.filter((d) => d.ruleId.startsWith('acme/')).map((d) => `${d.ruleId}: ${d.message}`);
    // The MCP file: its own words; no errors block to ask for (a gap that caps the grade); the dotted name is name/snake-case's.
    expect(found('server.json')).toEqual(['acme/param-title: Give inputSchema.properties.tz of "get-time" a title.']);
    expect(report.tools.find((t) => t.name === 'get-time')!.formatCap!.missing.map((m) => m.field)).toContain('errors');
    expect(report.files.find((f) => f.file.endsWith('server.json'))!.diagnostics.map((d) => d.ruleId)).toContain('name/snake-case');
    // A native descriptor holds errors, so the finding is reported there, in the descriptor's words.
    expect(found('tool.yaml')).toEqual(expect.arrayContaining(['acme/param-title: Give parameters.properties.city of "get_weather" a title.']));
    expect(r.code).toBe(1);
  });

  it('a plugin is tested in memory with lintText and imports helpers from tooldoc/toolkit, as docs/plugins.md shows', () => {
    const dir = project({
      'check.mjs': `import { lintText, lintTexts } from 'tooldoc';
import { walkProperties, defineRule } from 'tooldoc/toolkit';
import plugin from './rules/company.mjs';
const outcome = lintText('name: get_weather\\ndescription: Get the weather. Use it for forecasts.\\n', { path: 'tool.yaml', rules: plugin.rules });
const [f] = outcome.tools[0].findings;
const run = lintTexts([{ path: 'a.yaml', text: 'name: get_weather\\ndescription: Get the weather. Use it for forecasts.\\n' }], { rules: plugin.rules });
console.log(JSON.stringify({ status: outcome.status, ruleId: f.ruleId, messageId: f.messageId, start: f.range.start, message: f.message, levels: run.summary.levels, toolkit: typeof walkProperties + typeof defineRule }));
`,
    });
    const r = spawnSync(process.execPath, ['check.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      status: 'linted',
      ruleId: 'company/name-prefix',
      messageId: 'missing',
      start: { line: 1, column: 7 },
      message: 'Tool "get_weather" does not start with "acme_"; rename it to "acme_get_weather".',
      levels: { 0: 0, 1: 0, 2: 0, 3: 1 },
      toolkit: 'functionfunction',
    });
  });

  it('plugin rules are unknown without their plugin, with a hint', () => {
    const dir = project({ 'tooldoc.config.yaml': 'rules:\n  acme/owner: off\n', 'tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tooldoc.config.yaml:2:3: Unknown rule "acme/owner"; run `tooldoc rules` to list the rules (plugin rules need their plugin in "plugins").');
  });

  it('a missing plugin, a plugin without rules, and a rule id taken by a built-in rule exit 2 at the plugin entry', () => {
    const dir = project({
      'tooldoc.config.yaml': 'plugins:\n  - ./rules/nope.mjs\n  - tooldoc-plugin-nope\n  - ./rules/empty.mjs\n  - ./rules/clash.mjs\n',
      'rules/empty.mjs': 'export const nothing = 1;\n',
      'rules/clash.mjs':
        "import { defineRule } from 'tooldoc';\nexport const rules = [defineRule({ meta: { id: 'name/snake-case', level: 1, severity: 'error', description: 'x', spec: '-', messages: { m: 'x' } }, check() {} })];\n",
      'tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    const lines = r.stderr.split('\n');
    expect(lines[0]).toBe('tooldoc: invalid configuration (4 problems):');
    expect(lines[1]).toMatch(/^ {2}tooldoc\.config\.yaml:2:5: Plugin "\.\/rules\/nope\.mjs" not found: no file .*nope\.mjs\.$/);
    expect(lines[2]).toMatch(/^ {2}tooldoc\.config\.yaml:3:5: Plugin "tooldoc-plugin-nope" not found: install it \(npm install --save-dev tooldoc-plugin-nope\)/);
    expect(lines[3]).toBe('  tooldoc.config.yaml:4:5: Plugin "./rules/empty.mjs" exports no rules; export `rules` (an array of rules made with defineRule) or a default object with `rules`.');
    expect(lines[4]).toBe('  tooldoc.config.yaml:5:5: Plugin "./rules/clash.mjs" defines rule "name/snake-case", which is already a built-in rule; give the plugin\'s rule its own id.');
  });

  it('a plugin whose module throws on import, or whose rule has bad metadata, exits 2 naming it', () => {
    const dir = project({
      'tooldoc.config.yaml': 'plugins: [./rules/boom.mjs]\n',
      'rules/boom.mjs': "throw new Error('cannot start');\n",
      'tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: tooldoc.config.yaml:1:11: Plugin "./rules/boom.mjs" failed to load: cannot start.\n');
    writeFileSync(path.join(dir, 'rules', 'boom.mjs'), "export const rules = [{ meta: { id: 'Bad Id' }, check() {} }];\n");
    const meta = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(meta.code).toBe(2);
    expect(meta.stderr).toContain('Plugin "./rules/boom.mjs" has an invalid rule: Rule id "Bad Id" must look like "group/name" in kebab-case.');
    writeFileSync(
      path.join(dir, 'rules', 'boom.mjs'),
      "export const rules = [{ meta: { id: 'a/b', level: null, severity: 'error', description: 'd', spec: '-', messages: { m: 'm' } }, async check() {} }];\n",
    );
    expect(runCli(['lint', 'tool.yaml'], { cwd: dir }).stderr).toContain('has an invalid rule: Rule a/b: check() and checkCatalog() must be synchronous, not async.');
  });

  it('a rule that throws becomes internal/rule-error naming the rule and the file; other rules still run; exit 2', () => {
    const dir = project({
      'tooldoc.config.yaml': 'plugins: [./rules/crash.mjs]\n',
      'rules/crash.mjs': `import { defineRule } from 'tooldoc';
export const rules = [defineRule({
  meta: { id: 'crash/on-search', level: null, severity: 'warning', description: 'Throws on one tool.', spec: '-', messages: { m: 'never' } },
  check({ tool }) { if (tool.name === 'search_docs') throw new Error('boom'); },
})];
`,
      'a.yaml': CLEAN_TOOL,
      'b.yaml': 'name: search_docs\ndescription: Search.\n',
    });
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as { files: Array<{ file: string; diagnostics: Array<{ ruleId: string; message: string }> }> };
    const b = report.files.find((f) => f.file === 'b.yaml')!;
    expect(b.diagnostics.find((d) => d.ruleId === 'internal/rule-error')?.message).toMatch(/^Rule "crash\/on-search" crashed on tool "search_docs" in b\.yaml: boom/);
    // The built-in rules still reported on the same tool.
    expect(b.diagnostics.some((d) => d.ruleId === 'parameters/required')).toBe(true);
    expect(report.files.find((f) => f.file === 'a.yaml')!.diagnostics).toEqual([]);
    const stylish = runCli(['lint', '.'], { cwd: dir });
    expect(stylish.code).toBe(2);
    expect(stylish.stdout).toMatch(/b\.yaml\n(.*\n)*.*Rule "crash\/on-search" crashed on tool "search_docs" in b\.yaml: boom.*internal\/rule-error/);
    expect(stylish.stderr + stylish.stdout).not.toMatch(/\n\s+at /);
  });

  it('a descriptor never loads code: a "plugins" key in a descriptor is just data', () => {
    const dir = project({
      'tool.yaml': CLEAN_TOOL.replace('name: get_weather\n', 'name: get_weather\nx-plugins: [./rules/boom.mjs]\n'),
      'rules/boom.mjs': "import { writeFileSync } from 'node:fs'; writeFileSync('pwned', 'x');\n",
    });
    runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(() => readFileSync(path.join(dir, 'pwned'))).toThrow();
  });
});
