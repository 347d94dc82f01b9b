/**
 * Validating a value against a checked schema: the interpreter first, Ajv when it does not say
 * "valid" (its errors are what users read), the memoized validator when paths multiply.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { memoValidate, naiveEvaluations } from './memo.js';
import { isObject, quote } from '../toolkit/util.js';
import { ajvCompile, dialectOf } from './ajv.js';
import { hasLongArray, interpreterFor, patternsHold } from './interpret.js';
import { FAST, type InstanceProblem, type SchemaValidator } from './validator.js';
import { pointerToPath } from './walk.js';

/** Values with an array longer than this are not given to the interpreter when `uniqueItems` is used. */
const LONG_ARRAY = 256;

/** Enums longer than this are summarised in messages, not listed. */
const LISTED_VALUES = 20;

/**
 * Evaluations (a subschema applied to a part of the value, once per path that leads there) past which
 * a value is validated by src/schema/memo.ts rather than by Ajv and the interpreter, which follow
 * every path: `$ref`s that join up (levels that each offer two branches to the next) make those
 * exponential in the number of levels.
 */
const EVALUATIONS = 20_000;

/** Validate a value against a checked schema; problems carry the value's path, in Ajv's words. */
export function validateValue(validator: SchemaValidator, value: unknown): InstanceProblem[] {
  if (validator.references && (isObject(validator.schema) || typeof validator.schema === 'boolean')) {
    const draft07 = dialectOf(validator.schema) === 'draft-07';
    if (naiveEvaluations(validator.schema, draft07, value, EVALUATIONS) >= EVALUATIONS) {
      // What the memoized validator cannot decide (`unevaluated*`, dynamic references) is not judged:
      // following every path of such a schema would not end in time.
      return problemsOf((memoValidate(validator.schema, draft07, value) ?? []) as ErrorObject[]);
    }
  }
  if (FAST) {
    const interpreter = interpreterFor(validator);
    try {
      if (interpreter && !(validator.boundArrays && hasLongArray(value, LONG_ARRAY)) && interpreter.validate(value).valid && patternsHold(interpreter.patterns, value)) return [];
    } catch {
      // the interpreter gave up on this schema; Ajv decides
    }
  }
  let validate: ValidateFunction;
  try {
    validate = ajvCompile(validator);
  } catch {
    return []; // a schema Ajv cannot compile cannot judge values; the schema's own rule reports it
  }
  if (validate(value)) return [];
  return problemsOf(validate.errors ?? []);
}

/** Ajv's errors as problems, in the words users read. */
function problemsOf(errors: ErrorObject[]): InstanceProblem[] {
  // A key that fails `propertyNames` comes as the key's own error (with `propertyName`) and a summary
  // "property name must be valid" at the object: the first says which key and why, so it is kept alone.
  const keyErrorsAt = new Set(errors.filter((e) => e.propertyName !== undefined).map((e) => e.instancePath));
  return errors.filter((e) => !(e.keyword === 'propertyNames' && keyErrorsAt.has(e.instancePath))).map((e) => {
    const path = pointerToPath(e.instancePath);
    let message = e.message ?? 'is invalid';
    const params = e.params as Record<string, unknown>;
    if (e.propertyName !== undefined) {
      message = `has a key ${quote(e.propertyName, 60)} that ${message}`;
    } else if (e.keyword === 'additionalProperties') {
      path.push(String(params.additionalProperty));
      message = 'is not a declared property';
    } else if (e.keyword === 'required') {
      message = `is missing required property "${String(params.missingProperty)}"`;
    } else if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      const allowed = params.allowedValues as unknown[];
      // A long enum is not spelled out in every message (30,000 failing items × 300,000 values).
      message =
        allowed.length > LISTED_VALUES
          ? `must be one of the ${allowed.length.toLocaleString('en')} allowed values (${allowed.slice(0, 10).map((v) => JSON.stringify(v)).join(', ')}, …)`
          : 'must be one of ' + allowed.map((v) => JSON.stringify(v)).join(', ');
    }
    return { path, keyword: e.keyword, message };
  });
}
