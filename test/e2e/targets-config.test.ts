/** The config key `targets` chooses the platforms the platform rules check for; --targets overrides it. */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, runCli, writeFiles } from '../helpers.js';

// A tool on local files that states no open_world: hints/open-world reports it when MCP is a target.
const TOOL = GOOD_TOOL.replace(/get_weather/g, 'read_file').replace('Fetch the current weather for a city.', 'Read a file from the local disk.');

describe('config targets', () => {
  it('limits the platform rules to the configured targets, and the flag wins over the config', () => {
    const dir = writeFiles({ 'tools/t.yaml': TOOL, 'tooldoc.config.yaml': 'targets: [openai, anthropic]\n' });
    const configured = runCli(['lint', 'tools', '--format', 'json'], { cwd: dir });
    expect(configured.stdout).not.toContain('hints/open-world');
    const flag = runCli(['lint', 'tools', '--format', 'json', '--targets', 'mcp'], { cwd: dir });
    expect(flag.stdout).toContain('hints/open-world');
    const none = runCli(['lint', 'tools', '--format', 'json', '--no-config'], { cwd: dir });
    expect(none.stdout).toContain('hints/open-world');
  });

  it('rejects an unknown target with the config position and exit 2', () => {
    const dir = writeFiles({ 'tools/t.yaml': TOOL, 'tooldoc.config.yaml': 'rules: {}\ntargets: [openia]\n' });
    const r = runCli(['lint', 'tools'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: tooldoc.config.yaml:2:11: "targets[0]" must be one of "openai", "anthropic", "gemini", "mcp".\n');
  });
});
