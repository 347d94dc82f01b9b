/** Validates SARIF against the official 2.1.0 schema (draft-04) kept in the shared workspace. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { SHARED } from '../helpers.js';

// ajv-draft-04 is CommonJS; its class is the module itself under require.
const Ajv04 = createRequire(import.meta.url)('ajv-draft-04') as new (o: object) => { compile(schema: unknown): ValidateFunction };
let sarifValidator: ValidateFunction | undefined;

/** Problems found validating a SARIF log against the official 2.1.0 schema (draft-04); empty when valid. */
export function validateSarif(text: string): string[] {
  if (!sarifValidator) {
    const schema = JSON.parse(readFileSync(path.join(SHARED, 'schemas', 'sarif-schema-2.1.0.json'), 'utf8')) as unknown;
    sarifValidator = new Ajv04({ allErrors: true, strict: false }).compile(schema);
  }
  if (sarifValidator(JSON.parse(text))) return [];
  return (sarifValidator.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.message}`);
}
