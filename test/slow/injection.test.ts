/**
 * Issue 35, output that cannot inject, end to end: the built CLI is given descriptors, file names,
 * a stdio server, an HTTP server and a git revision that all try to forge CI commands (`##[error]` in
 * the middle of a line, `::error::` at the start of one), drive a terminal (ESC[2J, CR) or open a
 * GitLab section, and nothing it writes, on stdout or stderr, in any format, is read by a runner as
 * a command (test/reporters/ci-runners.ts says how GitHub and GitLab read a step's output).
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/reporters/index.js';
import { ROOT, runCli, runCliAsync, writeFiles } from '../helpers.js';
import { HOSTILE, injections } from '../reporters/ci-runners.js';
import { CLEAN_TOOL, expectNoCrash, requireBuild } from '../e2e/support.js';

requireBuild();

const RAW = path.join(ROOT, 'test', 'fixtures', 'servers', 'raw.mjs');
const rawServer = `${JSON.stringify(process.execPath)} ${JSON.stringify(RAW)}`;
/** The github format's own lines: a command with its properties, and a message with no line break. */
const ownCommand = (line: string) => /^::(error|warning|notice) [^:\r\n]*::[^\r\n]*$/.test(line) && !line.includes('##[');
const safe = (r: { stdout: string; stderr: string }, format = 'stylish') => {
  expect(injections(r.stdout, format === 'github' ? ownCommand : undefined), `${format} stdout`).toEqual([]);
  expect(injections(r.stderr), `${format} stderr`).toEqual([]);
};

describe('descriptors and file names', () => {
  const files: Record<string, string> = { 'good.yaml': CLEAN_TOOL };
  HOSTILE.forEach((h, i) => (files[`tools/t${i}.json`] = JSON.stringify({ name: h, description: `Gets a thing. ${h}` })));
  // File names carry them too: a descriptor, and a file that is none (listed by --verbose on stderr).
  files['tools/evil \u001B[2J\r::error::forged ##[error]x.json'] = JSON.stringify({ name: 'get_y', description: 'Gets y.' });
  files['tools/##[error]not a descriptor \u202E.json'] = '{"not": "a tool"}';

  it('reach no runner as a command in any format, on stdout or stderr', () => {
    const dir = writeFiles(files);
    for (const format of formatNames) {
      const r = runCli(['lint', '.', '-f', format, '--verbose', '--no-config'], { cwd: dir });
      expectNoCrash(r);
      expect(r.code, format).toBe(1);
      safe(r, format);
    }
    const stylish = runCli(['lint', '.', '--verbose', '--no-config'], { cwd: dir });
    expect(stylish.stdout).toContain('Tool name "get_x ##\\u005Berror]forged in the middle" has characters other than');
    expect(stylish.stdout).toContain('tools/evil \\u001B[2J\\u000D::error::forged ##\\u005Berror]x.json');
    expect(stylish.stderr).toContain('tooldoc: skipped tools/##\\u005Berror]not a descriptor \\u202E.json');
  });
});

describe('live servers', () => {
  it('a stdio server whose tool names and descriptions are hostile', { timeout: 60_000 }, () => {
    for (const format of ['stylish', 'github', 'gitlab', 'markdown', 'junit', 'html', 'json', 'sarif']) {
      const r = runCli(['lint', '--server', rawServer, '--env', 'MODE=hostile', '--server-name', 'raw', '-f', format, '--no-config'], { cwd: writeFiles({}) });
      expectNoCrash(r);
      expect(r.code, `${format}: ${r.stderr}`).toBe(1);
      safe(r, format);
    }
  });

  it('a stdio server that fails, its stderr quoted', { timeout: 60_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'tooldoc.config.yaml': `servers:\n  - name: noisy\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(RAW)}]\n    env: {MODE: stderr}\n` });
    for (const format of ['stylish', 'github', 'markdown', 'junit']) {
      const r = runCli(['lint', 'good.yaml', '-f', format], { cwd: dir });
      expectNoCrash(r);
      expect(r.code, format).toBe(2);
      safe(r, format);
      expect(r.stderr).toContain('failed to start: it exited with code 3.\n  Last lines of its stderr:\n    starting\n    config x ##\\u005Berror]forged \\u001B[2J\\u000D::error::cr section_start:1:s\\u000D\\u001B[0K\\u202Eend\n    \\u003A:error file=a.yaml::forged from stderr\n    ##\\u005Bgroup]hidden\n');
    }
  });

  describe('an HTTP server whose error body is hostile', () => {
    let server: Server;
    let url = '';
    beforeAll(async () => {
      server = createServer((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`db down ##[error]forged\u001B[2J\r\n::error::from the body\nsection_start:1:s\r\u001B[0K`));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
    });
    afterAll(() => server.close());

    it('is quoted safely', { timeout: 60_000 }, async () => {
      for (const format of ['stylish', 'github', 'markdown', 'junit']) {
        const r = await runCliAsync(['lint', '--url', url, '-f', format, '--no-config'], { cwd: writeFiles({}) });
        expectNoCrash(r);
        expect(r.code, format).toBe(2);
        safe(r, format);
        expect(r.stderr).toContain('failed to start: it answered HTTP 500 (db down ##\\u005Berror]forged\\u001B[2J\\u000D\n\\u003A:error::from the body');
      }
    });
  });
});

describe('git', () => {
  it('what git says of a hostile revision is quoted safely', () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    const r = runCli(['lint', 'good.yaml', '--since', 'v1##[error]forged\u001B[2J'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(2);
    safe(r);
    expect(r.stderr).toMatch(/^tooldoc: .*v1##\\u005Berror]forged\\u001B\[2J/);
  });
});
