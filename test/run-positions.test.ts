/**
 * What a run keeps of each file after the per-file pass (src/run/catalog-tools.ts): the positions of
 * its tools and of their top-level fields, found where they are kept (a file of a few tools is
 * searched, one of many indexed) without reading the file again, and where its text puts them.
 */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { Linter } from '../src/core/linter.js';
import { parseSource } from '../src/parse/source.js';
import { PassedFile, ToolStore } from '../src/run/catalog-tools.js';
import type { JsonPath } from '../src/types/index.js';

const native = (n: number) =>
  'tools:\n' +
  Array.from({ length: n }, (_, i) => `  - name: get_thing_${i}\n    description: Gets thing ${i} by its id.\n    version: "1.0.${i}"\n    parameters:\n      type: object\n      properties:\n        id: {type: string}\n`).join('');

const documents = (n: number) =>
  Array.from({ length: n }, (_, i) => `name: get_thing_${i}\ndescription: Gets thing ${i} by its id.\nversion: "1.0.${i}"\nparameters:\n  type: object\n  properties:\n    id: {type: string}\n`).join('---\n');

const mcp = (n: number) =>
  JSON.stringify(
    { tools: Array.from({ length: n }, (_, i) => ({ name: `get_thing_${i}`, description: `Gets thing ${i} by its id.`, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } })) },
    null,
    2,
  );

describe('positions kept after the pass', () => {
  for (const [name, path, text] of [
    ['native, 3 tools', 'few.yaml', native(3)],
    ['native, 20 tools', 'many.yaml', native(20)],
    ['native, 10 documents', 'documents.yaml', documents(10)],
    ['MCP (renamed fields), 12 tools', 'list.json', mcp(12)],
  ] as const) {
    it(`are found without reading the file again, where the text puts them: ${name}`, () => {
      const linter = new Linter({ rules: builtinRules });
      const outcome = linter.lintText(text, { path });
      expect(outcome.tools.length).toBeGreaterThanOrEqual(3);
      let reads = 0;
      const file = new PassedFile({ path, absolutePath: path, explicit: true }, outcome, 0, () => (reads++, text), undefined, undefined, linter.limits, new ToolStore((s) => s));
      const reference = parseSource(path, path, text).file;
      const places: Array<[number, JsonPath]> = [];
      for (const t of file.tools) {
        places.push([t.doc, t.basePath]);
        for (const key of t.fieldKeys) if (key) places.push([t.doc, t.sourcePath([key])]);
      }
      expect(places.length).toBeGreaterThan(file.tools.length * 3);
      for (const [doc, p] of places) {
        expect(file.source!.locate(doc, p, 'value'), `${p.join('/')} value`).toEqual(reference.locate(doc, p, 'value'));
        if (p.length > file.tools[0]!.basePath.length) expect(file.source!.locate(doc, p, 'key'), `${p.join('/')} key`).toEqual(reference.locate(doc, p, 'key'));
      }
      expect(reads).toBe(0);
      // A place inside a field is not kept: the file is read again, once.
      const { doc } = file.tools[1]!;
      const inside = [...file.tools[1]!.sourcePath(['parameters']), 'properties', 'id'];
      expect(file.source!.locate(doc, inside)).toEqual(reference.locate(doc, inside));
      expect(file.source!.locate(doc, [...inside, 'type'])).toEqual(reference.locate(doc, [...inside, 'type']));
      expect(reads).toBe(1);
    });
  }
});
