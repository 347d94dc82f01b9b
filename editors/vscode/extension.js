// @ts-check
/**
 * The tooldoc extension for VS Code: starts `tooldoc lsp --stdio` (tooldoc's language server) for
 * YAML and JSON files and leaves the rest to it. Diagnostics, quick fixes, suppressions, the rule
 * docs and the hover on a tool's name all come from the server.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** The tooldoc executable: the `tooldoc.path` setting, else the workspace's own install, else `tooldoc` on the PATH. */
function tooldocCommand() {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const configured = vscode.workspace.getConfiguration('tooldoc').get('path', '');
  if (configured) return path.isAbsolute(configured) || !folders.length ? configured : path.join(folders[0].uri.fsPath, configured);
  const bin = process.platform === 'win32' ? 'tooldoc.cmd' : 'tooldoc';
  for (const folder of folders) {
    const local = path.join(folder.uri.fsPath, 'node_modules', '.bin', bin);
    if (fs.existsSync(local)) return local;
  }
  return 'tooldoc';
}

async function start() {
  const command = tooldocCommand();
  client = new LanguageClient(
    'tooldoc',
    'tooldoc',
    // TransportKind.stdio adds --stdio: the server runs as `tooldoc lsp --stdio`.
    { command, args: ['lsp'], transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } },
    {
      documentSelector: [
        { scheme: 'file', language: 'yaml' },
        { scheme: 'file', language: 'json' },
      ],
    },
  );
  try {
    await client.start();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    void vscode.window.showErrorMessage(`tooldoc: could not start "${command} lsp --stdio" (${message}). Install tooldoc (npm install -D tooldoc) or set "tooldoc.path".`);
  }
}

async function restart() {
  const previous = client;
  client = undefined;
  if (previous) await previous.stop().catch(() => undefined);
  await start();
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('tooldoc.restartServer', restart),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('tooldoc.path')) void restart();
    }),
  );
  await start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
