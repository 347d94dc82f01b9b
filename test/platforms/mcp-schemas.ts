/** Validators from the official MCP JSON Schemas in ../shared/schemas/mcp, one revision at a time. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { newAjv, SHARED } from '../helpers.js';

const cache = new Map<string, ValidateFunction>();

/** A validator of one definition (`ListToolsResult`, `Tool` …) of one revision's schema. */
export function mcpValidator(revision: string, def: string): ValidateFunction {
  const key = `${revision}#${def}`;
  const known = cache.get(key);
  if (known) return known;
  const schema = JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'mcp', `${revision}.schema.json`), 'utf8')) as Record<string, unknown>;
  const draft7 = String(schema.$schema).includes('draft-07');
  const ajv = newAjv({ strict: false, allErrors: true }, { build: draft7 ? 'ajv' : 'ajv/dist/2020', formats: true });
  ajv.addSchema(schema, 'mcp');
  const validate = ajv.getSchema(`mcp#/${draft7 ? 'definitions' : '$defs'}/${def}`)!;
  cache.set(key, validate);
  return validate;
}
