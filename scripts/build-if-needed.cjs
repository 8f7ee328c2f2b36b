// Builds the app (main, preload, renderer) with electron-vite when the output is missing or older
// than any source file, so `npm run web` and the test run never serve a stale UI.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const output = path.join(root, 'out', 'renderer', 'index.html');
const sourceDirs = ['renderer', 'shared', 'electron/main', 'electron/preload'];
const sourceFiles = ['electron.vite.config.ts', 'package.json'];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function buildIfNeeded({ force = false } = {}) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const newestSource = Math.max(...[...sourceDirs, ...sourceFiles].map((p) => newestMtime(path.join(root, p))));
  if (!force && built > 0 && built >= newestSource) return;
  const bin = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error('Build failed (electron-vite build); see the errors above.');
    process.exit(result.status ?? 1);
  }
  // Touch the output so "built" is newer than every source even when vite wrote nothing new.
  const now = new Date();
  fs.utimesSync(output, now, now);
}

module.exports = { buildIfNeeded };
if (require.main === module) buildIfNeeded({ force: process.argv.includes('--force') });
