import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (p: string, evidence: string, f: string) => `Parameter "${p}" of "get_weather" has no format, but ${evidence}; add format: ${f}.`;
/** A string parameter `name` (line 6, column 5) with this description. */
const one = (name: string, description: string, extra = '') =>
  params('type: object', 'properties:', `  ${name}: {type: string${extra}, description: ${JSON.stringify(description)}}`);
/** An undescribed parameter "url" (line 6, column 5) of a tool with this description. */
const withDescription = (description: string) =>
  ['name: get_weather', `description: ${JSON.stringify(description)}`, 'parameters:', '  type: object', '  properties:', '    url: {type: string, title: Url}', ''].join('\n');

/** Declared formats, and what is not evidently one format: [name, description, extra keywords]. */
const QUIET: Array<[string, string, string?]> = [
  ['due_date', 'Due day.', ', format: date'],
  ['sort_on', 'Field to sort on.'],
  ['query', 'Search text, URL-encoded.'],
  ['path', 'The URL path of the page.'],
  ['since', 'Unix timestamp in seconds, as a string.'],
  ['day', 'A day, as YYYY-MM-DD.', ', pattern: "^\\\\d{4}-\\\\d{2}-\\\\d{2}$"'],
  ['kind', 'Either date or url.', ', enum: [date, url]'],
  // A word is not a format: no date-time for "timestamp", no date for "date" alone.
  ['ts', 'Timestamp of the event.'],
  ['created_at', 'When it was created.'],
  ['due_date', 'Due day.'],
  ['sort', 'Sort key such as -timestamp.'],
  ['filename', 'Output file name; {timestamp} is replaced by the time of the export.'],
  // bfcl/BFCL_v4_live_irrelevance.json, get_sensor_alerts.endingBefore.
  ['endingBefore', 'A server-defined token indicating the end of the page, often a timestamp or ID.'],
  // bfcl/BFCL_v4_live_irrelevance.json, user_authenticate.username.
  ['username', 'The unique identifier for the user, typically an email address.'],
  // Non-ISO or several formats, and format strings themselves (bfcl/BFCL_v4_irrelevance.json, get_local_time.date_format).
  ['decision_date', "The date and time when the decision was made, in the format of 'YYYY-MM-DD HH:MM:SS'."],
  ['date', "The date of the event, formatted as 'MM/DD/YYYY'."],
  ['to_date', 'The end date of the booking. The format is MM-DD-YYYY.'],
  ['since', 'YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS.'],
  ['start', 'Start date as YYYY-MM-DD, or "today".'],
  ['date_format', "The expected string format for dates, such as 'YYYY-MM-DD'."],
  // livemcptool/youtube-transcript.json, get_transcript.url; livemcptool/mcp-deepwiki.json, deepwiki_fetch.url.
  ['url', 'YouTube video URL or ID'],
  ['url', 'should be a URL, owner/repo name (e.g. "vercel/ai"), a two-word "owner repo" form (e.g. "vercel ai"), or a single library keyword'],
  ['remote_url', 'Git remote, HTTPS or SSH (git@github.com:org/repo.git).'],
  ['url_filter', 'Regex applied to each URL.'],
  ['id', 'GUID of the document.'],
  // bfcl/BFCL_v4_live_irrelevance.json, get_sensor_readings_latest.endingBefore: a hedged page token.
  ['endingBefore', "Token indicating the end of the page, typically a timestamp in the format 'YYYY-MM-DDTHH:MM:SSZ'."],
  // bfcl/BFCL_v4_live_multiple.json, searchCPE.lastModStartDate: a time of day after the date.
  ['lastModStartDate', "The start date, in the format 'YYYY-MM-DD 00:00' UTC."],
];

new RuleTester().run('parameters/format', {
  valid: [
    {
      name: 'a URL pattern is not a URI (corpus: playwright playwright_expect_response)',
      code: params('type: object', 'properties:', '  url: {type: string, description: URL pattern to match in the response.}'),
    },
    { name: 'an scp-style git remote is not a URI', code: params('type: object', 'properties:', '  remote_url: {type: string, description: "The remote, e.g. git@github.com:owner/repo.git."}') },
    { name: 'a host glob is not a URI', code: params('type: object', 'properties:', '  url: {type: string, description: "Which requests to block, such as *.doubleclick.net."}') },

    GOOD_TOOL,
    ...QUIET.map(([name, text, extra]) => ({ name: `${name}: ${text}${extra ?? ''}`, code: one(name, text, extra) })),
    { name: 'an integer', code: params('type: object', 'properties:', '  created_at: {type: integer, description: Seconds.}') },
    {
      // bfcl/BFCL_v4_live_irrelevance.json, Events_3_FindEvents.date: a default of another shape.
      name: 'a default of another shape',
      code: params('type: object', 'properties:', "  date: {type: string, default: current_date, description: \"The date, formatted as 'YYYY-MM-DD'.\"}"),
    },
    {
      // livemcptool/osm-mcp-server.json, analyze_commute.depart_at: a name alone says nothing of the format.
      name: 'a name alone that says nothing of the format',
      code: params('type: object', 'properties:', '  depart_at: {type: string, default: null, title: Depart At}'),
    },
    {
      // livemcptool/basic-memory.json, build_context: "Memory URL Format:" and its list take paths too.
      name: 'the tool description has a "<name> format:" section that takes paths too',
      code: withDescription(
        'Build context from a memory:// URI.\n\n    Memory URL Format:\n    - Use paths like "folder/note" or "memory://folder/note"\n    - Pattern matching: "folder/*"\n\n    Timeframes: "2 days ago".',
      ),
    },
    { name: 'the docstring entry of the tool description takes paths too', code: withDescription('Open a page.\n\nArgs:\n    url: Page URL or a path relative to the site root\n    depth: How deep') },
  ],
  invalid: [
    {
      // corpus/mcp-servers/asana.json, asana_search_tasks: a dozen ISO 8601 dates and date-times.
      name: 'a flood of dates is folded after the first two (corpus: asana asana_search_tasks)',
      code: params(
        'type: object',
        'properties:',
        '  due_on_before: {type: string, description: ISO 8601 date string}',
        '  due_on_after: {type: string, description: ISO 8601 date string}',
        '  due_at_before: {type: string, description: ISO 8601 datetime string}',
        '  due_at_after: {type: string, description: ISO 8601 datetime string}',
        '  start_on_before: {type: string, description: ISO 8601 date string}',
      ),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: 'Parameter "due_on_before" of "get_weather" has no format, but its description says "ISO 8601 date"; add format: date.' },
        { messageId: 'missing', line: 7, column: 5, message: 'Parameter "due_on_after" of "get_weather" has no format, but its description says "ISO 8601 date"; add format: date.' },
        {
          messageId: 'more',
          line: 8,
          column: 5,
          message: '3 more parameters of "get_weather" evidently hold a date, a date-time, an e-mail address or a URI but declare no format: "due_at_before", "due_at_after" and "start_on_before"; add the format to each.',
        },
      ],
    },
    ...(
      [
        // livemcptool/airbnb.json, airbnb_search.checkin.
        ['checkin', 'Check-in date (YYYY-MM-DD)', 'its description says "YYYY-MM-DD"', 'date'],
        // livemcptool/12306-mcp.json, get-tickets.date.
        ['date', '查询日期，格式为 "yyyy-MM-dd"。', 'its description says "yyyy-MM-dd"', 'date'],
        ['day', 'The day, in ISO 8601 date form.', 'its description says "ISO 8601 date"', 'date'],
        ['since', 'An ISO 8601 timestamp.', 'its description says "ISO 8601 timestamp"', 'date-time'],
        ['at', 'When to send it (RFC 3339).', 'its description says "RFC 3339"', 'date-time'],
        // livemcptool/Bazi.json, getChineseCalendar.solarDatetime: an example with an offset.
        ['solarDatetime', '用ISO时间格式表示的公历时间. 例如：`2008-03-01T13:00:00+08:00`。', 'its description says "2008-03-01T13:00:00+08:00"', 'date-time'],
        ['contact_email', 'Who to notify.', 'its name is "contact_email"', 'email'],
        ['homepage', 'The site.', 'its name is "homepage"', 'uri'],
        // livemcptool/fetch.json is already right; livemcptool/npx_fetch.json, fetch_html.url is not.
        ['url', 'URL of the website to fetch', 'its name is "url"', 'uri'],
      ] as const
    ).map(([name, text, evidence, format]) => ({
      name: `${name} (${JSON.stringify(text)})`,
      code: one(name, text),
      errors: [{ messageId: 'missing', line: 6, column: 5, message: missing(name, evidence, format) }],
    })),
    {
      // livemcptool/ppt.json, manage_hyperlinks: the docstring entry says nothing against a URI.
      name: 'the docstring entry of the tool description says nothing against a URI',
      code: withDescription('Manage hyperlinks.\n\nArgs:\n    text: Text to link\n    url: URL for the hyperlink\n    run_index: Index of the run'),
      errors: [{ messageId: 'missing', line: 6, column: 5, message: missing('url', 'its name is "url"', 'uri') }],
    },
    {
      // livemcptool/music-analysis.json, download_from_url: "path" said of the result, not of the parameter.
      name: 'the tool description says "path" of the result, not of the parameter',
      code: withDescription('Downloads a file from a given URL and returns the path to the downloaded file.'),
      errors: [{ messageId: 'missing', line: 6, column: 5, message: missing('url', 'its name is "url"', 'uri') }],
    },
    {
      name: 'nested properties and types that include string',
      code: params(
        'type: object',
        'properties:',
        '  filters:',
        '    type: object',
        '    description: Filters.',
        '    properties:',
        '      since_date: {type: [string, "null"], description: Start day as YYYY-MM-DD.}',
      ),
      errors: [{ messageId: 'missing', line: 10, column: 9, message: missing('filters.since_date', 'its description says "YYYY-MM-DD"', 'date') }],
    },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', properties: { website: { type: 'string', description: 'Site.' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 7, column: 7, message: missing('website', 'its name is "website"', 'uri') }],
    },
  ],
});
