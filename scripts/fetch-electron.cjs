// Runs after `npm install`. npm is told not to run electron's own install script
// (package.json "allowScripts"), because on machines without access to Electron's download host
// that script fails and rolls the whole install back. We try the download ourselves and, when it
// cannot happen, say so in one line and let the install succeed: everything but the desktop
// window (tests, web mode, packaging config) works without the binary.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');

function electronDir() {
  try {
    return path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

const dir = electronDir();
if (!dir) process.exit(0);
if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  console.log('Electron binary: download skipped (ELECTRON_SKIP_BINARY_DOWNLOAD is set).');
  process.exit(0);
}
if (fs.existsSync(path.join(dir, 'path.txt'))) process.exit(0);

const result = spawnSync(process.execPath, [path.join(dir, 'install.js')], {
  cwd: dir,
  stdio: 'pipe',
  timeout: 120_000,
});
if (result.status === 0 && fs.existsSync(path.join(dir, 'path.txt'))) {
  console.log('Electron binary: downloaded.');
} else {
  console.log('Electron binary: could not be downloaded here; `npm start` will run the studio in web mode (your browser) instead.');
}
process.exit(0);
