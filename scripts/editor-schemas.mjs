/**
 * The config schema (schemas/config.schema.json) where editors find it.
 *
 *   node scripts/editor-schemas.mjs            writes the VS Code extension's copies (editors/vscode/schemas/):
 *                                              the config schema, which the extension maps to
 *                                              tooldoc.config.json (jsonValidation) and .yaml/.yml
 *                                              (yamlValidation, read by the YAML extension), and
 *                                              package-json.schema.json for package.json's "tooldoc" key
 *   node scripts/editor-schemas.mjs --check    fails when those copies differ from what it would write
 *   node scripts/editor-schemas.mjs --schemastore DIR
 *                                              writes a SchemaStore submission in that repository's
 *                                              layout: src/schemas/json/tooldoc.json (the schema, its
 *                                              $id the catalog URL), src/test/tooldoc/ and
 *                                              src/negative_test/tooldoc/ (editors/schemastore/), and
 *                                              catalog-entry.json to add to src/api/json/catalog.json
 * `npm run build:editors` runs the first; test/editor-schemas.test.ts runs the other two.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bundling.mjs';

const schemaText = readFileSync(path.join(root, 'schemas', 'config.schema.json'), 'utf8');
const extensionDir = path.join(root, 'editors', 'vscode', 'schemas');
const storeDir = path.join(root, 'editors', 'schemastore');

/** The files of the extension's schemas/ folder, by name. */
function extensionFiles() {
  const packageJson = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'tooldoc in package.json',
    description: 'The "tooldoc" key of package.json: a tooldoc configuration, read when the folder has no tooldoc.config.* file.',
    type: 'object',
    properties: {
      tooldoc: { $ref: './config.schema.json', description: 'tooldoc configuration, as in tooldoc.config.yaml.' },
    },
  };
  return { 'config.schema.json': schemaText, 'package-json.schema.json': `${JSON.stringify(packageJson, null, 2)}\n` };
}

const args = process.argv.slice(2);
if (args[0] === '--schemastore') {
  if (!args[1]) {
    process.stderr.write('editor-schemas: --schemastore takes the folder to write the submission to.\n');
    process.exit(2);
  }
  const out = path.resolve(args[1]);
  const entry = JSON.parse(readFileSync(path.join(storeDir, 'catalog-entry.json'), 'utf8'));
  const schema = JSON.parse(schemaText);
  schema.$id = entry.url;
  const name = path.basename(new URL(entry.url).pathname, '.json');
  mkdirSync(path.join(out, 'src', 'schemas', 'json'), { recursive: true });
  writeFileSync(path.join(out, 'src', 'schemas', 'json', `${name}.json`), `${JSON.stringify(schema, null, 2)}\n`);
  for (const kind of ['test', 'negative_test']) cpSync(path.join(storeDir, kind, name), path.join(out, 'src', kind, name), { recursive: true });
  writeFileSync(path.join(out, 'catalog-entry.json'), `${JSON.stringify(entry, null, 2)}\n`);
} else if (args[0] === '--check') {
  const stale = Object.entries(extensionFiles()).filter(([f, text]) => !existsSync(path.join(extensionDir, f)) || readFileSync(path.join(extensionDir, f), 'utf8') !== text);
  const extra = existsSync(extensionDir) ? readdirSync(extensionDir).filter((f) => !(f in extensionFiles())) : [];
  if (stale.length || extra.length) {
    process.stderr.write(`editor-schemas: editors/vscode/schemas/ is out of date (${[...stale.map(([f]) => f), ...extra].join(', ')}): run \`npm run build:editors\` and commit it.\n`);
    process.exit(1);
  }
} else if (args.length === 0) {
  mkdirSync(extensionDir, { recursive: true });
  for (const [f, text] of Object.entries(extensionFiles())) writeFileSync(path.join(extensionDir, f), text);
} else {
  process.stderr.write('editor-schemas: usage: node scripts/editor-schemas.mjs [--check | --schemastore DIR]\n');
  process.exit(2);
}
