/**
 * Suppression directives in process: forms of the comment, where each one reaches, multi-document
 * files, and the fingerprints baselines rely on.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { fingerprint } from '../../src/suppressions/baseline.js';
import { lint, lintTexts } from '../../src/run/lint.js';
import { writeFiles } from '../helpers.js';

async function run(text: string, file = 'tool.yaml', inlineConfig = true) {
  const dir = writeFiles({ [file]: text });
  const result = await lint({ patterns: [dir], cwd: dir, rules: builtinRules, inlineConfig });
  const ds = result.files.flatMap((f) => f.diagnostics);
  return {
    result,
    active: ds.filter((d) => !d.suppressed).map((d) => `${d.range.start.line}:${d.ruleId}`),
    suppressed: ds.filter((d) => d.suppressed).map((d) => `${d.range.start.line}:${d.ruleId}:${d.suppressed!.justification ?? ''}`),
  };
}

const only = (xs: string[], id: string) => xs.filter((x) => x.includes(id));

describe('directive forms', () => {
  it('ids separated by commas or spaces; the reason after " -- "; stacked next-line comments reach the same line', async () => {
    const { suppressed, active } = await run(
      ['# tooldoc-disable-next-line name/snake-case -- why one', '# tooldoc-disable-next-line parameters/required version/semver', '', 'name: BadName', 'description: x', ''].join('\n'),
    );
    expect(suppressed.sort()).toEqual(['4:parameters/required:', '4:name/snake-case:why one', '4:version/semver:'].sort());
    expect(only(active, 'suppression/')).toEqual([]);
  });

  it('"tooldoc-disable -- reason" without ids covers every rule of the tool', async () => {
    const { active, suppressed } = await run('# tooldoc-disable -- generated, fixed upstream\nname: BadName\ndescription: x\n');
    expect(active).toEqual([]);
    expect(suppressed.length).toBeGreaterThan(3);
    expect(suppressed.every((s) => s.endsWith(':generated, fixed upstream'))).toBe(true);
  });

  it('each YAML document is its own tool', async () => {
    const { active } = await run('# tooldoc-disable name/snake-case\nname: BadOne\ndescription: x\n---\nname: BadTwo\ndescription: y\n');
    expect(only(active, 'name/snake-case')).toEqual(['5:name/snake-case']);
  });

  it('a tooldoc-disable after the last tool is invalid; a suppression of a core finding does nothing', async () => {
    const { active } = await run('tools:\n  - name: a_tool\n    description: x\n\n\n# tooldoc-disable name/snake-case\n');
    expect(only(active, 'suppression/')).toEqual(['6:suppression/invalid']);
    const parse = await run('# tooldoc-disable-next-line parse-error\nname: [\n');
    expect(only(parse.active, 'parse-error')).toHaveLength(1);
  });

  it('inlineConfig: false ignores every directive', async () => {
    const { active, suppressed } = await run('# tooldoc-disable-next-line name/snake-case\nname: BadName\ndescription: x\nx-tooldoc: {disable: [version/semver]}\n', 'tool.yaml', false);
    expect(suppressed).toEqual([]);
    expect(only(active, 'name/snake-case')).toEqual(['2:name/snake-case']);
    expect(only(active, 'suppression/')).toEqual([]);
  });

  it('suppressed findings do not lower the grade and are counted apart from errors', async () => {
    const { result } = await run('# tooldoc-disable\nname: BadName\ndescription: x\n');
    expect(result.tools[0]!.level).toBe(3);
    expect(result.summary.errors).toBe(0);
    expect(result.summary.suppressed).toBeGreaterThan(0);
  });
});

describe("the forms ESLint users type: -line, -next-line, disable/enable ranges", () => {
  const invalid = async (text: string) => {
    const dir = writeFiles({ 'tool.yaml': text });
    const result = await lint({ patterns: [dir], cwd: dir, rules: builtinRules });
    return result.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'suppression/invalid').map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`);
  };

  it('tooldoc-disable-line, after a value, covers its own line', async () => {
    const { active, suppressed } = await run('name: BadName  # tooldoc-disable-line name/snake-case -- public name\ndescription: x\n');
    expect(suppressed).toEqual(['1:name/snake-case:public name']);
    expect(only(active, 'name/snake-case')).toEqual([]);
  });

  it('tooldoc-enable ends a tooldoc-disable range, for the rules it names or for all', async () => {
    const text = ['# tooldoc-disable version/semver, name/snake-case', 'name: BadName', '# tooldoc-enable version/semver', 'version: one', 'description: x', ''].join('\n');
    const { active, suppressed } = await run(text);
    expect(only(suppressed, 'name/snake-case')).toEqual(['2:name/snake-case:']);
    expect(only(active, 'version/semver')).toEqual(['4:version/semver']);
    const all = await run(['# tooldoc-disable', 'name: BadName', '# tooldoc-enable', 'version: one', 'description: x', ''].join('\n'));
    expect(only(all.active, 'version/semver')).toEqual(['4:version/semver']);
    expect(only(all.suppressed, 'name/snake-case')).toEqual(['2:name/snake-case:']);
  });

  it('reports what looks like a directive and is not one, with a suggestion, never ignoring it', async () => {
    const text = ['name: bad_name', 'description: x', '# tooldoc-disabel version/semver', '# tooldoc_disable-next-line version/semver', '# tooldoc-enable returns/required', '# tooldoc-disable-line version/semver', '# tooldocs are not directives', 'version: one', ''].join('\n');
    expect(await invalid(text)).toEqual([
      '3:1 Unknown directive "tooldoc-disabel"; did you mean "tooldoc-disable"?',
      '4:1 Unknown directive "tooldoc_disable-next-line"; did you mean "tooldoc-disable-next-line"?',
      '5:1 "tooldoc-enable" of "returns/required" has no tooldoc-disable of that rule before it in this tool; remove it.',
      '6:1 "tooldoc-disable-line" covers the line it is on, and this line holds nothing else; put it after the value, or use "tooldoc-disable-next-line".',
    ]);
  });
});

describe('fingerprints', () => {
  it('depend on rule, tool, path in the tool, message id and data, and a scalar there; not on key order or on a mapping there', () => {
    const a = fingerprint('r/x', 't', ['parameters'], 'missing', { b: 1, a: 'x' }, { type: 'object' });
    expect(fingerprint('r/x', 't', ['parameters'], 'missing', { a: 'x', b: 1 }, { type: 'object' })).toBe(a);
    // A mapping at the path holds the tool's (or a schema's) other fields: not what the finding is about.
    expect(fingerprint('r/x', 't', ['parameters'], 'missing', { a: 'x', b: 1 }, { type: 'object', properties: {} })).toBe(a);
    expect(fingerprint('r/x', 't', ['parameters'], 'missing', { a: 'x', b: 1 })).toBe(a);
    expect(fingerprint('r/y', 't', ['parameters'], 'missing', { a: 'x', b: 1 })).not.toBe(a);
    expect(fingerprint('r/x', 'u', ['parameters'], 'missing', { a: 'x', b: 1 })).not.toBe(a);
    expect(fingerprint('r/x', 't', ['returns'], 'missing', { a: 'x', b: 1 })).not.toBe(a);
    expect(fingerprint('r/x', 't', ['parameters'], 'other', { a: 'x', b: 1 })).not.toBe(a);
    expect(fingerprint('r/x', 't', ['parameters'], 'missing', { a: 'y', b: 1 })).not.toBe(a);
    // A scalar at the path is what the finding is about.
    const d = fingerprint('r/x', 't', ['description'], 'short', undefined, 'Weather.');
    expect(fingerprint('r/x', 't', ['description'], 'short', undefined, 'Forecast.')).not.toBe(d);
    expect(fingerprint('r/x', 't', ['description'], 'short', {}, 'Weather.')).toBe(d);
    expect(d).toMatch(/^[0-9a-f]{32}$/);
  });

  it('leave out the fields of the tool a finding is not about, and what it says of other places', () => {
    const settings = { 'version/semver': { severity: 'off' as const } };
    const fps = (texts: Record<string, string>) =>
      lintTexts(Object.entries(texts).map(([path, text]) => ({ path, text })), { rules: builtinRules, settings, fingerprints: true })
        .files.flatMap((f) => f.diagnostics)
        .map((d) => `${d.file} ${d.ruleId} ${d.pointer} ${d.fingerprint}`)
        .sort();
    const tool = 'name: get_weather\ndescription: Weather.\nparameters: {type: object, properties: {city: {type: string}}}\n';
    const before = fps({ 'a.yaml': tool, 'b.yaml': tool });
    // Six findings about missing blocks (at the tool), and name/unique, whose message says where the first one is.
    expect(before.filter((f) => f.startsWith('b.yaml name/unique /name '))).toHaveLength(1);
    expect(before.filter((f) => / \/? [0-9a-f]{32}$/.test(f) && f.startsWith('a.yaml'))).toHaveLength(6);
    // A version added, keys reordered, lines added above the first tool (which moves the place name/unique names).
    const edited = '# a comment\n\nparameters: {type: object, properties: {city: {type: string}}}\nversion: 1.0.0\nname: get_weather\ndescription: Weather.\n';
    expect(fps({ 'a.yaml': edited, 'b.yaml': tool })).toEqual(before);
  });

  it('are the same for a tool at a different place in a catalog', async () => {
    const tool = 'name: BadName\n    description: x';
    // Fingerprints are computed only when a baseline is in use.
    const baseline = { file: '/nonexistent/baseline.json', entries: [] };
    const first = await lint({ patterns: [writeFiles({ 'a.yaml': `tools:\n  - ${tool}\n` })], cwd: '/', rules: builtinRules, baseline });
    const second = await lint({
      patterns: [writeFiles({ 'a.yaml': `# moved\ntools:\n  - name: other_tool\n    description: y\n  - ${tool}\n` })],
      cwd: '/',
      rules: builtinRules,
      baseline,
    });
    const fp = (r: typeof first) => r.files[0]!.diagnostics.filter((d) => d.tool === 'BadName' && d.fingerprint).map((d) => `${d.ruleId}:${d.fingerprint}`).sort();
    expect(fp(second)).toEqual(fp(first));
    expect(fp(first).length).toBeGreaterThan(0);
  });
});
