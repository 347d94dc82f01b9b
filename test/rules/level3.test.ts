import { describe, expect, it } from 'vitest';
import { similarPairs } from '../../src/toolkit/similarity.js';
import { GOOD_TOOL, lintText } from '../helpers.js';

/** GOOD_TOOL (28 lines) plus the Level 3 fields, from line 28 on. */
function withL3(extra = ''): string {
  const fields: Record<string, string> = {
    version: 'version: "1.2.0"',
    tool_search_keywords: 'tool_search_keywords: [forecast, temperature, rain, conditions]',
    latency_p50_ms: 'latency_p50_ms: 120',
    cost_hint: 'cost_hint: free',
    auth: 'auth: none',
    rate_limits: 'rate_limits: {requests_per_minute: 60, burst: 10, scope: api_key}',
  };
  for (const line of extra.split('\n').filter(Boolean)) {
    const key = line.split(':')[0]!;
    fields[key] = line;
  }
  return GOOD_TOOL + Object.values(fields).filter((l) => !l.endsWith(': DROP')).join('\n') + '\n';
}

const L3 = ['search/keywords', 'hints/latency', 'hints/cost', 'hints/auth', 'hints/rate-limits', 'version/semver', 'deprecation/replacement'];

describe('Level 3 rules', () => {
  it('pass a complete descriptor', async () => {
    expect((await lintText(withL3(), L3)).findings).toEqual([]);
  });
  it('accept auth as a mapping with type and scopes', async () => {
    expect((await lintText(withL3('auth: {type: oauth, scopes: [weather.read]}'), 'hints/auth')).findings).toEqual([]);
  });
});

describe('search/keywords', () => {
  it('reports a missing list at the tool', async () => {
    expect((await lintText(withL3('tool_search_keywords: DROP'), 'search/keywords')).findings).toEqual([
      {
        ruleId: 'search/keywords',
        line: 1,
        column: 1,
        message: 'Tool "get_weather" has no "tool_search_keywords"; add 3–7 synonyms users might say when they need this tool.',
      },
    ]);
  });
  it('reports empty and duplicate terms, then too few distinct ones', async () => {
    const { findings } = await lintText(withL3('tool_search_keywords: [forecast, "", Forecast, rain]'), 'search/keywords');
    expect(findings).toEqual([
      {
        ruleId: 'search/keywords',
        line: 29,
        column: 1,
        message: '"tool_search_keywords" of "get_weather" has 2 distinct terms, fewer than 3; add synonyms users might say.',
      },
      { ruleId: 'search/keywords', line: 29, column: 34, message: 'Keyword 2 of "get_weather" is empty or not text; remove it or write a term.' },
      { ruleId: 'search/keywords', line: 29, column: 38, message: 'Keyword "Forecast" of "get_weather" repeats keyword 1; remove the duplicate.' },
    ]);
  });
  it('reports too many terms and terms that only repeat the name', async () => {
    expect((await lintText(withL3('tool_search_keywords: [a1, a2, a3, a4, a5, a6, a7, a8]'), 'search/keywords')).findings).toEqual([
      {
        ruleId: 'search/keywords',
        line: 29,
        column: 1,
        message: '"tool_search_keywords" of "get_weather" has 8 terms, more than 7; keep the 7 users are most likely to say.',
      },
    ]);
    expect((await lintText(withL3('tool_search_keywords: [get, weather, get weather]'), 'search/keywords')).findings).toEqual([
      { ruleId: 'search/keywords', line: 29, column: 1, message: 'Every keyword of "get_weather" repeats the tool name "get_weather"; add synonyms users might say instead.' },
    ]);
  });
  it('treats non-Latin terms as distinct words', async () => {
    expect((await lintText(withL3('tool_search_keywords: [날씨, 기온, 일기예보]'), 'search/keywords')).findings).toEqual([]);
  });
});

describe('hints/latency', () => {
  it('reports a missing or non-positive latency', async () => {
    expect((await lintText(withL3('latency_p50_ms: DROP'), 'hints/latency')).findings).toEqual([
      {
        ruleId: 'hints/latency',
        line: 1,
        column: 1,
        message: 'Tool "get_weather" has no "latency_p50_ms"; add its median latency in milliseconds (e.g. latency_p50_ms: 120) so agents can budget multi-step plans.',
      },
    ]);
    expect((await lintText(withL3('latency_p50_ms: "fast"'), 'hints/latency')).findings).toEqual([
      { ruleId: 'hints/latency', line: 30, column: 17, message: '"latency_p50_ms" of "get_weather" is "fast"; give the median latency in milliseconds as a positive number such as 120.' },
    ]);
    expect((await lintText(withL3('latency_p50_ms: 0'), 'hints/latency')).findings).toHaveLength(1);
  });
});

describe('hints/cost', () => {
  it('reports values outside the scale, mapping common aliases', async () => {
    expect((await lintText(withL3('cost_hint: high'), 'hints/cost')).findings).toEqual([
      {
        ruleId: 'hints/cost',
        line: 31,
        column: 12,
        message: '"cost_hint" of "get_weather" is "high"; use the spec\'s word "expensive" (one of "free", "cheap", "metered", "expensive").',
      },
    ]);
    expect((await lintText(withL3('cost_hint: 3'), 'hints/cost')).findings).toEqual([
      { ruleId: 'hints/cost', line: 31, column: 12, message: '"cost_hint" of "get_weather" is "3"; use one of "free", "cheap", "metered", "expensive".' },
    ]);
  });
});

describe('hints/auth', () => {
  it('reports unknown schemes, suggesting the spec word', async () => {
    expect((await lintText(withL3('auth: {type: oauth2, scopes: [weather.read]}'), 'hints/auth')).findings).toEqual([
      {
        ruleId: 'hints/auth',
        line: 32,
        column: 14,
        message: '"auth" of "get_weather" is "oauth2"; use the spec\'s word "oauth" (one of "none", "api_key", "oauth", "mcp_session").',
      },
    ]);
    expect((await lintText(withL3('auth: basic'), 'hints/auth')).findings).toEqual([
      { ruleId: 'hints/auth', line: 32, column: 7, message: '"auth" of "get_weather" is "basic"; use one of "none", "api_key", "oauth", "mcp_session".' },
    ]);
  });
  it('reports a mapping without type and malformed scopes', async () => {
    expect((await lintText(withL3('auth: {scopes: read}'), 'hints/auth')).findings).toEqual([
      { ruleId: 'hints/auth', line: 32, column: 1, message: '"auth" of "get_weather" has no "type"; add type: one of "none", "api_key", "oauth", "mcp_session".' },
      { ruleId: 'hints/auth', line: 32, column: 16, message: '"auth.scopes" of "get_weather" must be a list of non-empty strings, e.g. [invoices.read].' },
    ]);
  });
});

describe('hints/rate-limits', () => {
  it('reports typos, missing rates and non-positive numbers', async () => {
    const { findings } = await lintText(withL3('rate_limits: {request_per_minute: 60, burst: 0, scope: ""}'), 'hints/rate-limits');
    expect(findings).toEqual([
      { ruleId: 'hints/rate-limits', line: 33, column: 1, message: '"rate_limits" of "get_weather" states no rate; add requests_per_minute (or per second, hour or day).' },
      {
        ruleId: 'hints/rate-limits',
        line: 33,
        column: 15,
        message: '"rate_limits" of "get_weather" has unknown field "request_per_minute"; did you mean "requests_per_minute"?',
      },
      { ruleId: 'hints/rate-limits', line: 33, column: 46, message: '"rate_limits.burst" of "get_weather" is "0"; give a positive whole number of requests.' },
      {
        ruleId: 'hints/rate-limits',
        line: 33,
        column: 56,
        message: '"rate_limits.scope" of "get_weather" is ""; name what the limit is counted per, e.g. "api_key", "user" or "tenant".',
      },
    ]);
  });
  it('accepts fractional rates', async () => {
    expect((await lintText(withL3('rate_limits: {requests_per_second: 0.5}'), 'hints/rate-limits')).findings).toEqual([]);
  });
});

describe('version/semver', () => {
  it('reports a missing version at the tool', async () => {
    expect((await lintText(withL3('version: DROP'), 'version/semver')).findings).toEqual([
      {
        ruleId: 'version/semver',
        line: 1,
        column: 1,
        message: 'Tool "get_weather" has no "version"; add a SemVer version such as "1.0.0" and bump the major version on breaking changes.',
      },
    ]);
  });
  it('reports a YAML number and a near miss with a fix', async () => {
    expect((await lintText(withL3('version: 1.2'), 'version/semver')).findings).toEqual([
      { ruleId: 'version/semver', line: 28, column: 10, message: '"version" of "get_weather" is number; write it as a quoted SemVer string such as "1.0.0".' },
    ]);
    expect((await lintText(withL3('version: v1.2'), 'version/semver')).findings).toEqual([
      { ruleId: 'version/semver', line: 28, column: 10, message: '"version" "v1.2" of "get_weather" is not SemVer; use "1.2.0".' },
    ]);
    expect((await lintText(withL3('version: "1.0.0-beta.1+build.5"'), 'version/semver')).findings).toEqual([]);
  });
});

describe('deprecation/replacement', () => {
  const tool = (name: string, extra: string, description = `Do the ${name.replace(/_/g, ' ')} thing for a user.`) =>
    `  - name: ${name}\n    description: ${description}\n${extra
      .split('\n')
      .filter(Boolean)
      .map((l) => `    ${l}\n`)
      .join('')}`;
  const catalog = (...tools: string[]) => `tools:\n${tools.join('')}`;

  it('accepts a deprecated tool replaced by a live tool with a new name', async () => {
    const code = catalog(tool('get_weather', 'version: "1.0.0"\ndeprecated: true\nreplacement: get_weather_v2'), tool('get_weather_v2', 'version: "2.0.0"'));
    expect((await lintText(code, 'deprecation/replacement')).findings).toEqual([]);
  });
  it('reports a missing, unknown or deprecated replacement', async () => {
    const code = catalog(
      tool('a_tool', 'deprecated: true'),
      tool('b_tool', 'deprecated: true\nreplacement: get_weather_v3'),
      tool('c_tool', 'deprecated: true\nreplacement: b_tool'),
      tool('d_tool', 'replacement: a_tool'),
      tool('get_weather_v2', 'deprecated: "yes"'),
    );
    expect((await lintText(code, 'deprecation/replacement')).findings).toEqual([
      {
        ruleId: 'deprecation/replacement',
        line: 4,
        column: 5,
        message: 'Tool "a_tool" is deprecated but names no "replacement"; set replacement to the name of the tool agents should call instead.',
      },
      {
        ruleId: 'deprecation/replacement',
        line: 8,
        column: 18,
        message: 'Replacement "get_weather_v3" of "b_tool" is not a tool in this catalog; did you mean "get_weather_v2"?',
      },
      {
        ruleId: 'deprecation/replacement',
        line: 12,
        column: 18,
        message: 'Replacement "b_tool" of "c_tool" is itself deprecated; point to the tool that replaces it ("get_weather_v3").',
      },
      { ruleId: 'deprecation/replacement', line: 15, column: 5, message: 'Tool "d_tool" names a "replacement" but is not deprecated; set deprecated: true or remove "replacement".' },
      { ruleId: 'deprecation/replacement', line: 18, column: 17, message: '"deprecated" of "get_weather_v2" is "yes"; write true or false without quotes.' },
    ]);
  });
  it('asks for a new name and a greater major version, both (§11)', async () => {
    const self = {
      ruleId: 'deprecation/replacement',
      line: 6,
      column: 18,
      message: 'Tool "get_weather" names itself as its replacement; ship the breaking change under a new name (e.g. "get_weather_v2") with a greater major version.',
    };
    // The same name is not enough, whatever the version.
    const same = (v2: string) =>
      catalog(tool('get_weather', 'version: "1.4.0"\ndeprecated: true\nreplacement: get_weather'), tool('get_weather', `version: "${v2}"`));
    expect((await lintText(same('2.0.0'), 'deprecation/replacement')).findings).toEqual([self]);
    expect((await lintText(catalog(tool('get_weather', 'deprecated: true\nreplacement: get_weather')), 'deprecation/replacement')).findings).toEqual([{ ...self, line: 5 }]);
    // A new name is not enough either: the major version goes up.
    const renamed = (v2: string) =>
      catalog(tool('get_weather', 'version: "1.4.0"\ndeprecated: true\nreplacement: get_weather_v2'), tool('get_weather_v2', `version: "${v2}"`));
    expect((await lintText(renamed('2.0.0'), 'deprecation/replacement')).findings).toEqual([]);
    expect((await lintText(renamed('1.5.0'), 'deprecation/replacement')).findings).toEqual([
      {
        ruleId: 'deprecation/replacement',
        line: 6,
        column: 18,
        message: 'Replacement "get_weather_v2" of "get_weather" has major version 1, not greater than 1; a breaking replacement ships under a new name with a greater major version, so bump it.',
      },
    ]);
    // Without versions on both sides there is nothing to compare: version/semver asks for them.
    const unversioned = catalog(tool('get_weather', 'deprecated: true\nreplacement: get_weather_v2'), tool('get_weather_v2', ''));
    expect((await lintText(unversioned, 'deprecation/replacement')).findings).toEqual([]);
  });
});

describe('search/similar-descriptions', () => {
  const catalog = (...descriptions: string[]) =>
    'tools:\n' + descriptions.map((d, i) => `  - name: tool_${i}\n    description: ${d}\n`).join('');

  it('reports near-identical sibling descriptions on the later tool, with the earlier as related', async () => {
    const code = catalog(
      'Fetch the current weather for a city and return the temperature in degrees Celsius.',
      'Fetch the current weather for a city and return the temperature and humidity in degrees Celsius.',
      'Create an invoice for a customer and email it to the billing contact on file.',
    );
    const { findings, diagnostics } = await lintText(code, 'search/similar-descriptions');
    expect(findings).toEqual([
      {
        ruleId: 'search/similar-descriptions',
        line: 5,
        column: 18,
        message:
          'Description of "tool_1" is 75% alike that of "tool_0" (tool.yaml:3:18); say what this tool does that "tool_0" does not and when to call each.',
      },
    ]);
    expect(diagnostics[0]!.related?.[0]).toMatchObject({ file: 'tool.yaml', range: { start: { line: 3, column: 5 } } });
  });
  it('reports exact duplicates, whatever their length', async () => {
    expect((await lintText(catalog('Get data.', 'Get data.'), 'search/similar-descriptions')).findings).toEqual([
      {
        ruleId: 'search/similar-descriptions',
        line: 5,
        column: 18,
        message: 'Description of "tool_1" is identical to that of "tool_0" (tool.yaml:3:18); say what this tool does that "tool_0" does not and when to call each.',
      },
    ]);
  });
  it('compares tools within one catalog: each platform file is its own, and same-named tools are name/unique\'s', async () => {
    const d = 'Fetch the current weather for a city and return the temperature in degrees Celsius.';
    // Two MCP servers with the same tool (livemcptool/filesystem.json and desktop-commander.json both have read_file).
    const server = (name: string) => JSON.stringify({ tools: [{ name, description: d, inputSchema: { type: 'object' } }] });
    const two = await lintText(server('get_weather'), 'search/similar-descriptions', { file: 'a.json', extraFiles: { 'b.json': server('weather_now') } });
    expect(two.findings).toEqual([]);
    // bfcl/BFCL_v4_live_irrelevance.json repeats Events_3_FindEvents with one description.
    const same = `tools:\n  - name: get_weather\n    description: ${d}\n  - name: get_weather\n    description: ${d}\n`;
    expect((await lintText(same, 'search/similar-descriptions')).findings).toEqual([]);
  });
  it('leaves out the preamble a catalog shares, and pairs one word apart (that word tells them apart)', async () => {
    // bfcl/multi_turn_func_doc/vehicle_control.json: every tool opens with the same sentence.
    const preamble = 'This tool belongs to the vehicle control system, which allows users to control various aspects of the car such as engine, doors, climate control, lights, and more.';
    const code = catalog(
      ...['Gets the zipcode based on the city name.', 'Gets the outside temperature.', 'Starts the engine of the vehicle.'].map((d) => JSON.stringify(`${preamble} Tool description: ${d}`)),
    );
    expect((await lintText(code, 'search/similar-descriptions')).findings).toEqual([]);
    // livemcptool/playwright.json: playwright_iframe_click and playwright_iframe_fill.
    expect((await lintText(catalog('Click an element in an iframe on the page', 'Fill an element in an iframe on the page'), 'search/similar-descriptions')).findings).toEqual([]);
    // livemcptool/okppt.json: insert_blank_slide and delete_slide share a long note; their first sentences differ.
    const note = 'Note: to replace a slide, delete it and insert a blank one at the same place, then insert the SVG, then save the file under a new name.';
    expect((await lintText(catalog(JSON.stringify(`Insert a blank slide into the deck. ${note}`), JSON.stringify(`Delete a slide from the deck. ${note}`)), 'search/similar-descriptions')).findings).toEqual([]);
  });
  it('does not compare deprecated tools with their replacement', async () => {
    const d = 'Fetch the current weather for a city and return the temperature in degrees Celsius.';
    const code = `tools:\n  - name: get_weather\n    description: ${d}\n    deprecated: true\n  - name: get_weather_v2\n    description: ${d}\n`;
    expect((await lintText(code, 'search/similar-descriptions')).findings).toEqual([]);
  });
  it('takes the threshold from options', async () => {
    const code = catalog(
      'Fetch the current weather for a city and return the temperature in degrees Celsius.',
      'Fetch the current weather for a city and return the temperature in degrees Fahrenheit.',
    );
    const settings = { 'search/similar-descriptions': { options: { threshold: 0.9 } } };
    expect((await lintText(code, 'search/similar-descriptions', { settings })).findings).toEqual([]);
  });
});

describe('similarPairs', () => {
  const opts = { threshold: 0.6, minWords: 3, maxWords: 200, maxCandidates: 200 };
  it('finds every pair above the threshold that an all-pairs scan finds', () => {
    // Random texts over a small vocabulary, so many pairs are near the threshold.
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const vocab = ['alpha', 'beta', 'gamma', 'delta', 'eps'];
    const texts = Array.from({ length: 300 }, () => Array.from({ length: 6 }, () => vocab[Math.floor(rand() * vocab.length)]).join(' '));
    const found = new Set(similarPairs(texts, opts).map((p) => p.a));
    const bigrams = (s: string) => {
      const w = s.split(' ');
      return new Set(w.slice(1).map((x, i) => w[i] + ' ' + x));
    };
    const expected = new Set<number>();
    for (let a = 0; a < texts.length; a++) {
      const A = bigrams(texts[a]!);
      for (let b = 0; b < a; b++) {
        const B = bigrams(texts[b]!);
        const common = [...A].filter((x) => B.has(x)).length;
        if (texts[a] === texts[b] || common / (A.size + B.size - common) >= opts.threshold) expected.add(a);
      }
    }
    expect(expected.size).toBeGreaterThan(10);
    expect(found).toEqual(expected);
  });
  it('stays fast on 10,000 templated descriptions', () => {
    const texts = Array.from({ length: 10_000 }, (_, i) => `Fetch record ${i} from table ${i % 97} and return its fields with owner ${i % 13}.`);
    const start = performance.now();
    similarPairs(texts, { ...opts, threshold: 0.75 });
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('nearestName', () => {
  it('agrees with a plain edit-distance search', async () => {
    const { didYouMean } = await import('../../src/toolkit/util.js');
    const { nearestName } = await import('../../src/toolkit/similarity.js');
    const names = ['get_weather', 'get_weather_v2', 'get_forecast', 'list_orders', 'cancel_order', 'a', 'GET_WEATHER_V3'];
    for (const input of ['get_weather_v3', 'get_wether', 'list_order', 'cancel', 'b', 'zzzzzzzzzz', 'get_forecasts', 'GET_WEATHER']) {
      expect(nearestName(input, names), input).toBe(didYouMean(input, names));
    }
  });
});

describe('deprecation/replacement suggestions', () => {
  it('never suggests the deprecated tool itself', async () => {
    const code = 'tools:\n  - name: get_weather\n    description: Old weather.\n    deprecated: true\n    replacement: get_weathe\n';
    expect((await lintText(code, 'deprecation/replacement')).findings.map((f) => f.message)).toEqual([
      'Replacement "get_weathe" of "get_weather" is not a tool in this catalog; name an existing tool or lint its file too.',
    ]);
  });
});
