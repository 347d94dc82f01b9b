/**
 * Writes dist/types/, the package's declarations (after `tsc`): the .d.ts files that the two entries'
 * declarations (`tooldoc`: dist/src/index.d.ts, `tooldoc/toolkit`: dist/src/toolkit/index.d.ts)
 * reach, copied with their paths under dist/ kept, so their relative imports still resolve. The
 * package runs the bundle in dist/cli/, so it ships no dist/src/ module; these are its types.
 * Fails when a declaration the entries reach refers to another package (`ajv`, `commander` …): the
 * package installs no dependency, so a program type-checking against it would not find that
 * package's types. Keep such types out of the public declarations (see src/api/types.ts).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './bundling.mjs';

const dist = path.join(root, 'dist');
const out = path.join(dist, 'types');
const entries = ['src/index.d.ts', 'src/toolkit/index.d.ts'].map((f) => path.join(dist, f));
const program = ts.createProgram(entries, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [], noEmit: true, skipLibCheck: false });
const ownLib = path.join(root, 'node_modules', 'typescript') + path.sep;
const reached = program.getSourceFiles().map((f) => path.resolve(f.fileName)).filter((f) => !f.startsWith(ownLib));
const outside = reached.filter((f) => !f.startsWith(dist + path.sep));
if (outside.length) {
  process.stderr.write(`declarations: the package's types refer to other packages' declarations, which a user's install does not have:\n  ${outside.map((f) => path.relative(root, f)).join('\n  ')}\n`);
  process.exit(1);
}
const problems = ts.getPreEmitDiagnostics(program);
if (problems.length) {
  process.stderr.write(`declarations: the package's types do not type-check on their own:\n  ${problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n  ')}\n`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
for (const file of reached) cpSync(file, path.join(out, path.relative(dist, file)));
