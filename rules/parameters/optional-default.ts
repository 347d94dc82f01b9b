import { defineRule, describedAction, hasText, isObject, own, snakeKey } from '../../src/toolkit/index.js';

/**
 * The kinds of optional parameter whose absence means nothing obvious, each known by the name's last
 * word: how many to return (10? 100? all?), an order, a mode, a format or a unit, a time zone. An optional filter left out means "no filter", a flag means "off", a page means "the
 * first", an offset 0: none of those is asked.
 */
const KINDS: Array<{ what: string; name: RegExp; numeric?: boolean }> = [
  // The whole name: `redirect_limit` or `concurrency_limit` is a cap on something else, not a page of results.
  {
    what: 'how many to return',
    name: /^(?:limit|max_results|max_items|max_count|max_hits|max_records|max_rows|max_num_results|page_size|per_page|results_per_page|top_k|top_n|num_results|result_count|n|k|top|count)$/,
    numeric: true,
  },
  // The whole name: `display_order` is a position to set, not an order to sort by.
  { what: 'an order', name: /^(?:sort|sort_by|sort_order|order|order_by|direction|sort_direction|sort_dir|order_direction)$/ },
  { what: 'a mode', name: /(?:^|_)(?:mode|detail|detail_level|verbosity|depth|search_depth|search_type|strategy|engine|algorithm)$/ },
  { what: 'a format or unit', name: /(?:^|_)(?:format|output_format|response_format|units|unit|unit_system|encoding|resolution|precision)$/ },
  // Not a language: a search's `language` left out searches every language, as a filter would.
  { what: 'a time zone', name: /^(?:timezone|time_zone|tz)$/ },
];

/**
 * Words that state what the tool does without the parameter: "defaults to 10", "(default: json)",
 * "if omitted, …", "otherwise …", and the same in Korean, Chinese and Japanese.
 */
const STATED =
  /\bdefault(?:s|ed)?\b|\bif (?:omitted|absent|missing|empty|unset|unspecified|none|blank|not (?:provided|given|specified|set|supplied|passed|included)|left (?:empty|blank|out))\b|\bwhen (?:omitted|absent|unset|unspecified|not (?:provided|given|specified|set|supplied|passed))\b|\b(?:otherwise|unless|omit(?:ted)? (?:to|for|it)|leave (?:it )?(?:empty|blank|out))\b|기본|디폴트|생략|미지정|미입력|默认|默認|預設|缺省|不填|未指定|省略|デフォルト|既定|指定しない/i;

/** A parameter that narrows what comes back: left out, nothing is narrowed. */
const FILTER = /\b(?:filter(?:s|ed|ing)?|only (?:return|include|show|list)|restrict(?:s|ed)? (?:to|the)|narrow)\b|필터|筛选|過濾|过滤|フィルタ/i;

/** A mode that is a switch, on or off (`test_mode`, `debug_mode`): left out, it is off. */
const FLAG_MODE = /(?:^|_)(?:test|debug|dev|dry|dry_run|safe|silent|strict|verbose|preview)_mode$/;
/** Words of a tool name that say it changes what exists, where an optional parameter left out keeps its value. */
const UPDATE_WORD = /(?:^|_)(?:update|edit|modify|patch|set|change|rename|format)(?:_|$)/;

/** "Required when …": the description says when to pass it, and the tool's author reads that as its contract. */
const CONDITIONAL = /\b(?:required|needed|mandatory) (?:when|if|for)\b/i;

/** Whether the schema, or a branch of its `anyOf`/`oneOf`, gives a default. */
function hasDefault(s: Record<string, unknown>): boolean {
  if (own(s, 'default') !== undefined) return true;
  for (const k of ['anyOf', 'oneOf', 'allOf']) {
    const branches = own(s, k);
    if (Array.isArray(branches) && branches.some((b) => isObject(b) && own(b, 'default') !== undefined)) return true;
  }
  return false;
}

/** The types a schema (or the branches of its `anyOf`/`oneOf`) may take. */
function typesOf(s: Record<string, unknown>): string[] {
  const t = own(s, 'type');
  const out = typeof t === 'string' ? [t] : Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
  for (const k of ['anyOf', 'oneOf']) {
    const branches = own(s, k);
    if (Array.isArray(branches)) for (const b of branches) if (isObject(b)) out.push(...typesOf(b));
  }
  return out;
}

export default defineRule({
  meta: {
    id: 'parameters/optional-default',
    level: null,
    severity: 'warning',
    description:
      'An optional parameter whose absence means nothing obvious (how many to return, an order, a mode, a format or unit, a time zone) states its default, in `default` or in its description.',
    spec: '§6',
    fields: ['parameters'],
    messages: {
      missing: 'Optional parameter "{{param}}" of "{{tool}}" ({{what}}) does not say what the tool uses when it is left out; add "default" to its schema or say "defaults to …" in its description.',
      more: '{{count}} more optional parameters of "{{tool}}" do not say what the tool uses when they are left out: {{names}}; give each a "default".',
    },
    flood: { messageId: 'missing', into: 'more', key: 'param' },
  },
  create(context) {
    const { report } = context;
    let toolText = '';
    let hasRequired = false;
    return {
      tool(tool) {
        // An update's optional parameters left out leave their fields as they are: that is their default.
        if (describedAction(tool)?.kind === 'changes' || UPDATE_WORD.test(snakeKey(tool.name))) {
          hasRequired = false;
          return;
        }
        toolText = typeof tool.descriptor.description === 'string' ? tool.descriptor.description : '';
        const params = tool.descriptor.parameters;
        // Without a `required` list nothing says which parameters are optional: parameters/required-explicit asks for it.
        hasRequired = isObject(params) && Array.isArray(own(params, 'required'));
      },
      'parameters property'(prop) {
        const s = prop.schema;
        // The tool's own arguments: a nested object's properties are a bag of options of their parent.
        if (!hasRequired || prop.depth !== 1 || prop.required || !isObject(s)) return;
        if (hasDefault(s) || own(s, 'const') !== undefined || own(s, 'deprecated') === true) return;
        const types = typesOf(s);
        if (types.includes('boolean') || types.includes('object') || types.includes('array')) return;
        const leaf = String(prop.path[prop.path.length - 1]);
        const key = snakeKey(leaf);
        const kind = KINDS.find((k) => k.name.test(key));
        if (!kind || FLAG_MODE.test(key)) return;
        // A one-value enum is a switch: left out, the tool does what it does without it.
        if (Array.isArray(own(s, 'enum')) && (own(s, 'enum') as unknown[]).length < 2) return;
        // A count is a number; an order, a mode or a format is a word (an integer `order` is a position, a `depth` how deep to go).
        const enumValues = own(s, 'enum');
        const word = types.includes('string') || (!types.length && Array.isArray(enumValues) && enumValues.every((v) => typeof v === 'string'));
        if (kind.numeric ? !types.some((t) => t === 'integer' || t === 'number') : !word) return;
        const text = hasText(s.description) ? s.description : hasText(s.title) ? s.title : '';
        if (STATED.test(text) || FILTER.test(text) || CONDITIONAL.test(text)) return;
        // "Returns 20 results by default": said once for the tool, next to the parameter's name.
        if (STATED.test(toolText) && toolText.includes(leaf)) return;
        report({ path: prop.path, messageId: 'missing', data: { param: prop.name, what: kind.what } });
      },
    };
  },
});
