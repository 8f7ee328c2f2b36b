// Builds the app (main, web mode, preload, renderer) with electron-vite when an output is missing or
// older than any source file, so `npm start`, `npm run web` and the test run never run a stale core
// nor serve a stale UI.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
/** Every file the build writes that a command runs or serves; all are touched after a build. */
const outputs = ['out/renderer/index.html', 'out/preload/index.js', 'out/main/index.js', 'out/main/web.js'];
/** electron/ holds every bundle's sources: main, preload, core, web mode, the sandbox's process. */
const sourceDirs = ['renderer', 'shared', 'electron'];
const sourceFiles = ['electron.vite.config.ts', 'package.json'];
/** Web mode's entry: the core as Electron runs it, on plain Node (electron/web/main.ts, bundled). */
const webModeEntry = path.join(root, 'out', 'main', 'web.js');

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

/** Why the build in `dir` must run again, or null when every output is newer than every source. */
function staleReason(dir = root) {
  let built = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const file = path.join(dir, output);
    if (!fs.existsSync(file)) return `${output} is missing`;
    built = Math.min(built, fs.statSync(file).mtimeMs);
  }
  for (const source of [...sourceDirs, ...sourceFiles]) {
    if (newestMtime(path.join(dir, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** A lock older than this is from a build that died; a build takes seconds. */
const staleLockMs = 5 * 60_000;

/**
 * One build at a time in a checkout: test files, Playwright's set-up and `npm run web` may all ask
 * at once, and two builds emptying out/ under each other leave half a bundle. The lock is a folder
 * (mkdir is atomic); whoever waited checks again, since the other build usually made this one moot.
 */
function withBuildLock(work) {
  const lock = path.join(root, 'out', '.build-lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > staleLockMs) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      sleep(100);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function buildIfNeeded({ force = false } = {}) {
  if (!force && staleReason() === null) return;
  const status = withBuildLock(() => {
    if (!force && staleReason() === null) return 0;
    const bin = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
    const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) return result.status ?? 1;
    // Touch the outputs so "built" is newer than every source even when vite wrote nothing new.
    const now = new Date();
    for (const output of outputs) fs.utimesSync(path.join(root, output), now, now);
    return 0;
  });
  if (status !== 0) {
    console.error('Build failed (electron-vite build); see the errors above.');
    process.exit(status);
  }
}

module.exports = { buildIfNeeded, staleReason, webModeEntry };
if (require.main === module) buildIfNeeded({ force: process.argv.includes('--force') });
