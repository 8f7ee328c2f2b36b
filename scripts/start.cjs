// `npm start`: opens the desktop app. Checks for the Electron binary first (milliseconds, where a
// build takes a second), then builds what is stale and launches Electron on out/main/index.js.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/**
 * The Electron binary's path, or null when it was never downloaded. Reads the electron package's
 * path.txt ourselves: `require('electron')` would start a download attempt when it is missing.
 */
function electronBinaryPath() {
  let dir;
  try {
    dir = path.dirname(require.resolve('electron/package.json', { paths: [root] }));
  } catch {
    return null;
  }
  const pathFile = path.join(dir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const relative = fs.readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(dir, 'dist');
  const binary = path.join(distDir, relative);
  return fs.existsSync(binary) ? binary : null;
}

function start() {
  const binary = electronBinaryPath();
  if (!binary) {
    console.error('The Electron binary is not installed on this machine, so no desktop window can open; use `npm run web` instead.');
    process.exit(1);
  }
  require('./build-if-needed.cjs').buildIfNeeded();
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node process; never inherit it.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

module.exports = { electronBinaryPath };
if (require.main === module) start();
