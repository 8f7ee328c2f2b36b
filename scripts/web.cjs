// `npm run web -- --port N [--data DIR]`: builds the app if needed, then runs web mode's bundle
// (out/main/web.js, built from electron/web/main.ts beside Electron's main: the same core, bundled
// as the desktop app runs it) on this Node (npm puts the project's Node 22 first on PATH). Loading
// the TypeScript sources through tsx instead compiled the whole core at every start.
'use strict';
const { spawn } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { buildIfNeeded, webModeEntry } = require('./build-if-needed.cjs');

const root = path.resolve(__dirname, '..');
buildIfNeeded();
// Node's on-disk code cache (keyed by each file's content, so a rebuild never meets a stale one)
// spares later starts compiling the bundle again, and the sandbox's and keychain's processes
// inherit it. The user's own NODE_COMPILE_CACHE wins.
const env = { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'node-compile-cache') };
// node:sqlite is still "experimental" in Node 22: its warning is not for the user.
const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', webModeEntry, ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
