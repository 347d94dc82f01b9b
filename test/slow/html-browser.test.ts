/**
 * `--format html` in a real browser: Debian's Chromium, headless, through playwright-core. The
 * reports of the showcase and of the whole shared corpus (5,461 tools) are written by the built CLI
 * and opened from file:// with the network cut off (any http(s) request is aborted and counted: there
 * must be none). The tests check what the page shows against the JSON report of the same run, that
 * the filters work from the keyboard, that hostile text stays text, that printing shows every card,
 * and run axe-core on the page; screenshots (desktop and a 375 px phone) are kept in
 * test-artifacts/html/ (gitignored) for people to look at.
 *
 * Chromium comes from apt (`.ci/run` installs it); tests install nothing. Without /usr/bin/chromium
 * the suite is skipped, with the reason, except in CI (CI set), where it fails.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html as htmlReporter } from '../../src/reporters/html.js';
import { ROOT, SHARED, runCli, tempDir, writeFiles } from '../helpers.js';
import { syntheticCatalog, TEST_RUN_TEXTS, testRunResult } from '../reporters/html-support.js';
import { requireBuild } from '../e2e/support.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'html');
const MISSING = `${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium; .ci/run does) to run the HTML report's browser tests`;
const require = createRequire(import.meta.url);

interface JsonReport {
  summary: { tools: number; filesLinted: number; errors: number; warnings: number; problems: number; levels: Record<'0' | '1' | '2' | '3', number> };
  tools: Array<{ name: string; file: string; format: string; level: number; score: number; formatCap?: { reaches: number }; errors: number; warnings: number }>;
  files: Array<{ file: string; diagnostics: Array<{ ruleId: string; severity: string; message: string; line: number; column: number; endLine: number; endColumn: number; tool?: string }> }>;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Writes the html and json reports of one lint run; returns their paths and the JSON. */
function reports(args: string[], name: string, cwd = ROOT): { html: string; json: JsonReport; ms: number } {
  const dir = tempDir('tooldoc-html-');
  const html = path.join(dir, `${name}.html`);
  const json = path.join(dir, `${name}.json`);
  const started = Date.now();
  const r = runCli(['lint', ...args, '-f', `html=${html}`, '-f', `json=${json}`], { cwd, timeoutMs: 240_000 });
  // Both catalogs have errors on purpose: exit 1, and the reports written.
  expect(r.code, r.stderr).toBe(1);
  return { html, json: JSON.parse(readFileSync(json, 'utf8')) as JsonReport, ms: Date.now() - started };
}

/** A page of a context that lets no request leave the machine: what tried is in `attempted`. */
async function open(browser: Browser, file: string, viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({ viewport, offline: true });
  const attempted: string[] = [];
  const requested: string[] = [];
  await context.route(/^(https?|wss?|ftp):/i, async (route) => {
    attempted.push(route.request().url());
    await route.abort();
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  const started = Date.now();
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
  const firstRender = Date.now() - started;
  return { context, page, attempted, requested, problems, firstRender };
}

/** axe-core's violations on the page. axe runs through the debugging protocol: the report's policy allows no script but its own. */
async function axe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate<{ violations: AxeViolation[] }>("axe.run(document, { resultTypes: ['violations'] })");
  return result.violations;
}
const describeViolations = (vs: AxeViolation[]) => vs.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);

async function shot(page: Page, name: string, fullPage: boolean): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`screenshot: ${path.relative(ROOT, file)}`);
  return file;
}

const status = (page: Page) => page.locator('#status').textContent();
const cards = (page: Page) => page.locator('ol.cards > li > article.card');
const fmt = (n: number) => n.toLocaleString('en-US');

/** The counts of the "Tools per level" table. */
async function levelRows(page: Page): Promise<number[]> {
  const out: number[] = [];
  for (const l of [0, 1, 2, 3]) out.push(Number((await page.locator(`table.bars tbody tr:has(.badge.lv-${l}) td.n`).first().textContent())?.replace(/,/g, '')));
  return out;
}

const HAVE_CHROMIUM = existsSync(CHROMIUM);

// In CI the browser tests must run: a missing Chromium fails, by name, instead of skipping quietly.
describe.runIf(!HAVE_CHROMIUM && process.env.CI)('html report in Chromium, in CI', () => {
  it('has Chromium', () => {
    throw new Error(`CI is set and ${MISSING}.`);
  });
});

describe.skipIf(!HAVE_CHROMIUM)(`html report in Chromium${HAVE_CHROMIUM ? '' : ` (skipped: ${MISSING})`}`, () => {
  requireBuild();
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the showcase: the counts of the JSON report, a card per tool with findings and code frames; nothing loaded, no error', async () => {
    const { html, json } = reports(['fixtures/showcase'], 'showcase');
    const { context, page, attempted, requested, problems } = await open(browser, html, { width: 1280, height: 900 });
    try {
      expect(attempted).toEqual([]);
      expect(requested).toEqual([pathToFileURL(html).href]);
      expect(problems).toEqual([]);
      const s = json.summary;
      expect(await levelRows(page)).toEqual([s.levels[0], s.levels[1], s.levels[2], s.levels[3]]);
      expect(await page.locator('.verdict').textContent()).toBe(`${s.problems} problems (${s.errors} errors, ${s.warnings} warnings) in ${s.tools} tools from ${s.filesLinted} files.`);
      expect(await status(page)).toBe(`${s.tools} of ${s.tools} tools match the filters.`);
      expect(await cards(page).count()).toBe(s.tools);
      // One card per tool, in the order of the report, each with its level.
      const titles = await page.locator('article.card h3').allTextContents();
      expect(titles).toEqual(json.tools.map((t) => t.name));
      for (const l of [0, 1, 2, 3]) expect(await page.locator(`article.card.lv-${l}`).count()).toBe(json.tools.filter((t) => t.level === l).length);

      // getCustomer: Level 0, name/snake-case blocks Level 1, and its findings with the source lines around them.
      const card = page.locator('article.card', { has: page.locator('h3', { hasText: /^getCustomer$/ }) });
      expect(await card.locator('.badge').textContent()).toBe('Level 0');
      expect(await card.locator('.needs').textContent()).toBe('Level 1 needs: name/snake-case');
      const file = json.files.find((f) => f.diagnostics.some((d) => d.tool === 'getCustomer' && d.ruleId === 'name/snake-case'))!;
      const d = file.diagnostics.find((x) => x.tool === 'getCustomer' && x.ruleId === 'name/snake-case')!;
      const finding = card.locator('li.finding', { has: page.locator('a.rule', { hasText: 'name/snake-case' }) });
      expect(await finding.locator('.msg').textContent()).toBe(d.message);
      expect(await finding.locator('.pos').textContent()).toBe(`${d.line}:${d.column}`);
      expect(await finding.locator('.tag').textContent()).toBe('blocks Level 1');
      const source = readFileSync(path.join(ROOT, file.file), 'utf8').replace(/\n$/, '').split('\n');
      const rows = finding.locator('.frame .row');
      // Two lines before the finding's and two after, within the file.
      const numbers: number[] = [];
      for (let n = Math.max(1, d.line - 2); n <= Math.min(source.length, d.line + 2); n++) numbers.push(n);
      expect(numbers.length).toBeGreaterThanOrEqual(3);
      expect(await rows.locator('.no').allTextContents()).toEqual(numbers.map((n) => (n === d.line ? `${n} (finding)` : String(n))));
      expect(await rows.locator('code').allTextContents()).toEqual(numbers.map((n) => source[n - 1]));
      expect(await finding.locator('.frame .hit mark').textContent()).toBe(source[d.line - 1]!.slice(d.column - 1, d.endColumn - 1));
      expect(await finding.locator('a.rule').getAttribute('href')).toBe('https://github.com/tooldoc/tooldoc/blob/main/rules/name/snake-case.md');

      await shot(page, 'showcase-desktop', true);
      const violations = await axe(page);
      expect(describeViolations(violations)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(describeViolations(await axe(page)), 'dark scheme').toEqual([]);
      await shot(page, 'showcase-desktop-dark', false);
    } finally {
      await context.close();
    }
  });

  it('filters by level, rule and severity from the keyboard, saying how many tools match', async () => {
    const { html, json } = reports(['fixtures/showcase'], 'showcase-filters');
    const { context, page, problems } = await open(browser, html, { width: 1280, height: 900 });
    try {
      const total = json.summary.tools;
      const titles = () => page.locator('article.card h3').allTextContents();
      // Level: Tab to the Level 3 box and clear it with the space bar.
      await page.locator('input[name="group"][value="L3"]').focus();
      await page.keyboard.press('Space');
      const below3 = json.tools.filter((t) => t.level !== 3).map((t) => t.name);
      expect(await status(page)).toBe(`${below3.length} of ${total} tools match the filters.`);
      expect(await titles()).toEqual(below3);
      await page.keyboard.press('Space');
      expect(await titles()).toEqual(json.tools.map((t) => t.name));

      // Rule: type-ahead in the rule list picks name/snake-case; only getCustomer has it, and its card shows that finding alone.
      await page.locator('#f-rule').focus();
      await page.keyboard.type('name/snake');
      expect(await page.locator('#f-rule option:checked').textContent()).toBe('name/snake-case (1)');
      expect(await status(page)).toBe(`1 of ${total} tools match the filters.`);
      expect(await titles()).toEqual(['getCustomer']);
      const mine = json.files.flatMap((f) => f.diagnostics).filter((d) => d.tool === 'getCustomer');
      expect(await page.locator('article.card .card-body > p.note').textContent()).toBe(`Showing 1 of ${mine.length} findings (the filters hide the rest).`);
      expect(await page.locator('article.card li.finding a.rule').allTextContents()).toEqual(['name/snake-case']);

      // Clear the filters from the keyboard, then severity: the arrow key moves from "Any" to "With errors".
      await page.getByRole('button', { name: 'Clear the filters' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => status(page)).toBe(`${total} of ${total} tools match the filters.`);
      await page.locator('input[name="severity"][value=""]').focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.locator('input[name="severity"][value="error"]').isChecked()).toBe(true);
      const withErrors = json.tools.filter((t) => t.errors > 0).map((t) => t.name);
      expect(await status(page)).toBe(`${withErrors.length} of ${total} tools match the filters.`);
      expect(await titles()).toEqual(withErrors);
      for (const sev of await page.locator('article.card li.finding .sev').allTextContents()) expect(sev).toBe('error');
      await page.keyboard.press('ArrowDown');
      const withWarnings = json.tools.filter((t) => t.warnings > 0).map((t) => t.name);
      expect(await status(page)).toBe(`${withWarnings.length} of ${total} tools match the filters.`);
      expect(await titles()).toEqual(withWarnings);

      // A card's findings fold and unfold from the keyboard; printing shows every card, unfolded, without the filters.
      await page.locator('article.card button.toggle').first().focus();
      await page.keyboard.press('Enter');
      expect(await page.locator('article.card button.toggle').first().getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('article.card .card-body').first().isHidden()).toBe(true);
      await page.evaluate("window.dispatchEvent(new Event('beforeprint'))");
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#filters').isHidden()).toBe(true);
      expect(await page.locator('article.card .card-body').first().isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows each tool’s score beside its level, and orders the cards by score, lowest or highest first, from the keyboard', async () => {
    const { html, json } = reports(['fixtures/showcase'], 'showcase-scores');
    const { context, page, problems } = await open(browser, html, { width: 1280, height: 900 });
    try {
      const titles = () => page.locator('article.card h3').allTextContents();
      // Each card: its level's badge, then its score.
      const heads = await page.locator('article.card .card-head').evaluateAll((hs) => hs.map((h) => [...h.querySelectorAll('.badge, .score')].map((b) => b.textContent)));
      expect(heads.map((b) => b[1])).toEqual(json.tools.map((t) => `Score ${t.score}`));
      // Ties keep the order of the files, as the other orders do.
      const byScore = (sign: number) => json.tools.map((t, i) => ({ t, i })).sort((a, b) => sign * (a.t.score - b.t.score) || a.i - b.i).map((x) => x.t.name);
      await page.locator('#f-sort').focus();
      await page.locator('#f-sort').selectOption('score');
      expect(await titles()).toEqual(byScore(1));
      await page.locator('#f-sort').selectOption('score-desc');
      expect(await titles()).toEqual(byScore(-1));
      // With a level filter on, the order stays by score among the cards shown.
      await page.locator('input[name="group"][value="L3"]').focus();
      await page.keyboard.press('Space');
      expect(await titles()).toEqual(byScore(-1).filter((n) => json.tools.find((t) => t.name === n)!.level !== 3));
      // The spread: a row per band of ten, the tools in it.
      const bands = await page.locator('table.bars').nth(1).locator('tbody tr').evaluateAll((rows) => rows.map((r) => [r.querySelector('th')!.textContent, Number(r.querySelector('td.n')!.textContent)]));
      expect(bands).toEqual(['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100'].map((band, i) => [band, json.tools.filter((t) => Math.min(9, Math.floor(t.score / 10)) === i).length]));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads on a 375 px phone: no sideways scrolling, and no accessibility violations', async () => {
    const { html } = reports(['fixtures/showcase'], 'showcase-phone');
    const { context, page, problems } = await open(browser, html, { width: 375, height: 812 });
    try {
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await shot(page, 'showcase-phone', true);
      expect(describeViolations(await axe(page))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps hostile names, messages and source lines as text: nothing runs', async () => {
    const dir = writeFiles({
      'tools/evil.yaml': `name: "</script><img src=x onerror=\\"window.__pwned=1\\"><script>window.__pwned=2</script>"\ndescription: "<img src=x onerror=alert(1)> and \\u2028 and \\u202E"\n# </script><svg onload=alert(2)>\nparameters: {type: object, properties: {}}\n`,
    });
    const { html } = reports(['tools'], 'hostile', dir);
    const { context, page, attempted, problems } = await open(browser, html, { width: 1280, height: 900 });
    try {
      expect(await page.evaluate<unknown>('window.__pwned')).toBeUndefined();
      expect(attempted).toEqual([]);
      expect(problems).toEqual([]);
      expect(await page.locator('article.card h3').textContent()).toBe('</script><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
      expect(await page.locator('img, svg[onload], article script').count()).toBe(0);
      const lines = await page.locator('.frame code').allTextContents();
      expect(lines).toContain('# </script><svg onload=alert(2)>');
    } finally {
      await context.close();
    }
  });

  it('opens the whole corpus (5,461 tools) quickly and loads more cards as the list scrolls; filters and axe work there too', async () => {
    const corpus = path.join(SHARED, 'corpus');
    const { html, json, ms } = reports([corpus], 'corpus');
    const { context, page, attempted, requested, problems, firstRender } = await open(browser, html, { width: 1280, height: 900 });
    try {
      const s = json.summary;
      expect(s.tools).toBe(5461);
      const mark = await page.evaluate<number>("performance.getEntriesByName('tooldoc:first-cards')[0].startTime");
      console.log(`corpus: lint and reports ${ms} ms; html ${fmt(readFileSync(html).length)} bytes; first cards after ${Math.round(mark)} ms in the page, ${firstRender} ms from navigation to ready`);
      // A safety net, not a benchmark: a quiet machine shows the cards in about a second.
      expect(firstRender).toBeLessThan(20_000);
      expect(attempted).toEqual([]);
      expect(requested).toEqual([pathToFileURL(html).href]);
      expect(problems).toEqual([]);
      expect(await levelRows(page)).toEqual([s.levels[0], s.levels[1], s.levels[2], s.levels[3]]);
      expect(await status(page)).toBe(`${fmt(s.tools)} of ${fmt(s.tools)} tools match the filters; the cards load as you scroll.`);
      const initial = await cards(page).count();
      expect(initial).toBe(40);
      await shot(page, 'corpus-desktop', false);
      // Scrolling to the end of the list renders more.
      await page.locator('#more').scrollIntoViewIfNeeded();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(initial);
      // The first tool's card against the JSON report.
      const t = json.tools[0]!;
      const card = cards(page).first();
      expect(await card.locator('h3').textContent()).toBe(t.name);
      expect(await card.locator('.badge').textContent()).toBe(`Level ${t.level} (Level ${t.formatCap!.reaches} in ${t.format})`);
      const mine = json.files.find((f) => f.file === t.file)!.diagnostics.filter((d) => d.tool === t.name);
      expect(await card.locator('li.finding .msg').allTextContents()).toEqual(mine.map((d) => d.message));
      expect(await card.locator('li.finding .frame').count()).toBe(mine.length);

      // The rule filter, from the keyboard: as many cards as its option counts, each with a finding of the rule.
      await page.locator('#f-rule').focus();
      await page.keyboard.type('security/raw');
      const option = await page.locator('#f-rule option:checked').textContent();
      const count = Number(/\((\d+)\)$/.exec(option ?? '')?.[1]);
      expect(option).toMatch(/^security\/raw-command \(\d+\)$/);
      expect(await status(page)).toBe(`${count} of ${fmt(s.tools)} tools match the filters.`);
      expect(await cards(page).count()).toBe(count);
      const rulesPerCard = await page.evaluate<string[][]>('[...document.querySelectorAll("article.card")].map((c) => [...c.querySelectorAll("li.finding a.rule")].map((a) => a.textContent))');
      expect(rulesPerCard).toHaveLength(count);
      for (const rules of rulesPerCard) expect(new Set(rules)).toEqual(new Set(['security/raw-command']));
      expect(describeViolations(await axe(page))).toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      await page.evaluate("document.getElementById('status').scrollIntoView()");
      await shot(page, 'corpus-phone', false);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });

  it('shows a tooldoc test report: the tally, and a card per tool with its examples, failures framed', async () => {
    const file = path.join(tempDir('tooldoc-html-'), 'test-run.html');
    writeFileSync(file, htmlReporter(testRunResult(), { colorLevel: 0, cwd: '/project', readSource: (f) => TEST_RUN_TEXTS[f] }));
    const { context, page, attempted, problems } = await open(browser, file, { width: 1280, height: 900 });
    try {
      expect(attempted).toEqual([]);
      expect(problems).toEqual([]);
      expect(await page.locator('.verdict').textContent()).toBe('1 failed, 1 passed, 1 skipped (3 examples of 1 tool, on 1 server).');
      expect(await status(page)).toBe('3 of 3 entries match the filters.');
      expect(await page.locator('article.card h3').allTextContents()).toEqual(['tools/broken.yaml', 'get_weather', 'ping']);
      const weather = cards(page).nth(1);
      expect(await weather.locator('.badge').textContent()).toBe('1 failed, 1 passed, 1 skipped');
      expect(await weather.locator('ol.examples > li > p:not(.note)').allTextContents()).toEqual(['passed Example 1 \u201CWeather in <Paris>?\u201D line 2 12 ms', 'failed Example 2 line 3 1.5 s', 'skipped Example 3 line 4']);
      expect(await weather.locator('ol.examples > li > p.note').allTextContents()).toEqual(['it writes']);
      expect(await weather.locator('ol.examples li.finding .frame .hit mark').textContent()).toBe('21');
      expect(await cards(page).nth(2).locator('p.note').textContent()).toBe('no examples');
      // The outcome filter, from the keyboard: clearing "With a passed example" leaves the file and ping.
      await page.locator('input[name="group"][value="passed"]').focus();
      await page.keyboard.press('Space');
      await page.locator('input[name="group"][value="failed"]').focus();
      await page.keyboard.press('Space');
      await page.locator('input[name="group"][value="skipped"]').focus();
      await page.keyboard.press('Space');
      expect(await page.locator('article.card h3').allTextContents()).toEqual(['tools/broken.yaml', 'ping']);
      expect(describeViolations(await axe(page))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a catalog of 10,000 tools with 90,000 findings quickly: the cards come as the list scrolls', async () => {
    const result = syntheticCatalog(10, 1000, 9);
    const file = path.join(tempDir('tooldoc-html-'), 'large.html');
    const started = Date.now();
    const out = createWriteStream(file);
    let pieces = 0;
    for (const chunk of htmlReporter.chunks(result, { colorLevel: 0, cwd: '/catalog' })) {
      pieces++;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const written = Date.now() - started;
    const { context, page, attempted, problems, firstRender } = await open(browser, file, { width: 1280, height: 900 });
    try {
      console.log(`10,000 tools, 90,000 findings: written in ${written} ms as ${fmt(pieces)} pieces, ${fmt(readFileSync(file).length)} bytes; ready in Chromium after ${firstRender} ms`);
      expect(pieces).toBeGreaterThan(10_000);
      // Safety nets, not benchmarks.
      expect(written).toBeLessThan(60_000);
      expect(firstRender).toBeLessThan(30_000);
      expect(attempted).toEqual([]);
      expect(problems).toEqual([]);
      expect(await status(page)).toBe('10,000 of 10,000 tools match the filters; the cards load as you scroll.');
      expect(await cards(page).count()).toBe(40);
      expect(await levelRows(page)).toEqual([2500, 2500, 2500, 2500]);
      await page.locator('input[name="group"][value="L0"]').focus();
      await page.keyboard.press('Space');
      expect(await status(page)).toBe('7,500 of 10,000 tools match the filters; the cards load as you scroll.');
      expect(await page.locator('article.card.lv-0').count()).toBe(0);
      // The last tool of the last file, found by name: its nine findings, each with its frame.
      await page.locator('#f-q').fill('tool_9_999');
      await expect.poll(() => status(page)).toBe('1 of 10,000 tools match the filters.');
      expect(await page.locator('article.card li.finding').count()).toBe(9);
      expect(await page.locator('article.card li.finding .frame').count()).toBe(9);
      expect(await page.locator('article.card li.finding .frame .hit mark').first().textContent()).toBe('"name"');
    } finally {
      await context.close();
    }
  });
});
