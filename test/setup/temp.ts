/**
 * Vitest global setup: one folder for every temporary file the suite makes (`tempDir()` in
 * test/helpers.ts puts its folders there), removed when the run ends, whatever the tests did.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'tooldoc-tests-'));
  // Traversable by others, as /tmp is: some tests run the CLI as an unprivileged user in a folder here.
  chmodSync(root, 0o755);
  // Test workers are forked after global setup, so they inherit it.
  process.env.TOOLDOC_TEST_TMP = root;
  return () => rmSync(root, { recursive: true, force: true });
}
