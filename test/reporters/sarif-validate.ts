/** Validates SARIF against the official 2.1.0 schema (draft-04) kept in the shared workspace. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { SHARED } from '../helpers.js';

// ajv-draft-04 is CommonJS; its class is the module itself under require.
const require = createRequire(import.meta.url);
const Ajv04 = require('ajv-draft-04') as new (o: object) => { compile(schema: unknown): ValidateFunction };
const addFormats = (require('ajv-formats') as { default: (ajv: object) => void }).default;
let sarifValidator: ValidateFunction | undefined;

/** Problems found validating a SARIF log against the official 2.1.0 schema (draft-04); empty when valid. */
export function validateSarif(text: string): string[] {
  if (!sarifValidator) {
    const schema = JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'sarif-schema-2.1.0.json'), 'utf8')) as unknown;
    const ajv = new Ajv04({ allErrors: true, strict: false });
    addFormats(ajv); // the schema's uri and date-time formats are checked, not ignored
    sarifValidator = ajv.compile(schema);
  }
  if (sarifValidator(JSON.parse(text))) return [];
  return (sarifValidator.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message}`);
}
