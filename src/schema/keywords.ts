/** The keyword tables of JSON Schema that checking, walking and validating share. */

/** Keys whose presence means references must be resolved the way Ajv does: compile to be sure. */
export const REFERENCE_KEYS = new Set(['$ref', '$id', 'id', '$anchor', '$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor']);

/** Keywords whose values are data, not schemas: a `$ref` key inside them is not a reference. */
export const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);
/** Keywords that apply a subschema to the same value, so following them does not consume the value. */
export const SAME_VALUE = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else'];

/** Keywords whose keys are names (of properties, definitions), not keywords. */
export const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** The keywords that refer to another schema. */
export const REF_KEYS = ['$ref', '$dynamicRef', '$recursiveRef'];

/**
 * Type names of other languages that schema writers reach for (BFCL's dialect, Java and Python
 * habits), and the JSON Schema type each means. `any` has none: leave `type` out to accept anything.
 */
const DIALECT_TYPES: Record<string, string | null> = {
  float: 'number', double: 'number', decimal: 'number', Float: 'number', Double: 'number',
  int: 'integer', long: 'integer', short: 'integer', byte: 'integer', Integer: 'integer', Long: 'integer', int32: 'integer', int64: 'integer',
  dict: 'object', Dict: 'object', map: 'object', Map: 'object', HashMap: 'object', Object: 'object',
  list: 'array', List: 'array', tuple: 'array', Tuple: 'array', set: 'array', Array: 'array', ArrayList: 'array',
  str: 'string', String: 'string', char: 'string', text: 'string',
  bool: 'boolean', Boolean: 'boolean',
  any: null, Any: null,
};

/**
 * The JSON Schema type a non-JSON-Schema type name means (`float` → `number`), `null` for `any`,
 * or undefined when the name is not a known one.
 */
export function dialectType(name: unknown): string | null | undefined {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(DIALECT_TYPES, name) ? DIALECT_TYPES[name] : undefined;
}
