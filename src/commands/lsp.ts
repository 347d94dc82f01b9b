/**
 * `tooldoc lsp`: the language server for editors, over stdio (src/lsp/). The server's module, and
 * vscode-languageserver with it, is imported only when this command runs, so the CLI's start-up does
 * not pay for it.
 */
import { rawStream } from '../reporters/escape.js';
import { Command, Option } from 'commander';

interface LspFlags {
  stdio?: boolean;
  clientProcessId?: string;
}

export function lspCommand(): Command {
  return (
    new Command('lsp')
      .description('Run the language server (LSP over stdio) for editors: diagnostics as you type, quick fixes, suppressions, a tool\'s level on hover.')
      .option('--stdio', 'speak LSP over stdin and stdout (the default and only transport)')
      // Language clients add the editor's process id; the server ends when that process is gone.
      .addOption(new Option('--clientProcessId <pid>').hideHelp())
      .addHelpText(
        'after',
        `
The server runs until the editor sends "exit". Set up VS Code, Neovim or Helix as docs/editors.md
shows.`,
      )
  );
}

export async function runLsp(_flags: LspFlags, io: { stdin?: NodeJS.ReadableStream; stdout: NodeJS.WritableStream }): Promise<number> {
  const { startServer } = await import('../lsp/server.js');
  // LSP messages are for the editor, framed by byte counts: the raw stream, not the one the CLI makes safe for a terminal.
  startServer({ input: io.stdin ?? process.stdin, output: rawStream(io.stdout) });
  // The server ends the process on "exit" (or when its input closes), with 0 after "shutdown" and 1 without.
  return new Promise<number>(() => undefined);
}
