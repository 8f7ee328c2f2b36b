// `npm run web -- --port N [--data DIR]`: builds the UI if needed, then runs the web-mode server
// (electron/web/main.ts) on this Node (npm puts the project's Node 22 first on PATH).
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');
const { buildIfNeeded } = require('./build-if-needed.cjs');

const root = path.resolve(__dirname, '..');
buildIfNeeded();
const child = spawn(
  process.execPath,
  ['--disable-warning=ExperimentalWarning', '--import', 'tsx', path.join(root, 'electron', 'web', 'main.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
