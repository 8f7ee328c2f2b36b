// `npm start`: the studio's main job on any machine. The desktop window where Electron can run;
// otherwise web mode on loopback (the same core and UI), which always prints its URL and opens the
// default browser when there is a display. One line says why it fell back.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
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

const hasDisplay = (env, platform) => platform !== 'linux' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);

/**
 * Desktop or web, and why: decided from facts alone (tested without a display or Electron).
 * Returns { mode: 'desktop', binary } or { mode: 'web', reason, openBrowser }.
 */
function chooseMode({ binary, env, platform }) {
  const display = hasDisplay(env, platform);
  if (binary && display) return { mode: 'desktop', binary };
  const reason = binary
    ? 'There is no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so the desktop window cannot open'
    : 'The Electron binary is not installed on this machine, so the desktop window cannot open';
  return { mode: 'web', reason: `${reason}; starting web mode on loopback instead.`, openBrowser: display };
}

/** Where Electron keeps this app's data (app.getPath('userData')), so both modes share one library. */
function userDataDir({ env, platform, home }) {
  const name = 'Sawt Studio';
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', name);
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), name);
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), name);
}

/** The command that opens a URL in the default browser. */
function browserOpener(platform, url) {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

function openBrowser(url) {
  const [command, args] = browserOpener(process.platform, url);
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  // No opener (a minimal machine): the URL line above is the way in; nothing to add.
  child.on('error', () => {});
  child.unref();
}

function forwardSignals(child) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function startDesktop(binary) {
  require('./build-if-needed.cjs').buildIfNeeded();
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node process; never inherit it.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  forwardSignals(spawn(binary, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env }));
}

function startWeb(choice) {
  console.log(choice.reason);
  const data = userDataDir({ env: process.env, platform: process.platform, home: os.homedir() });
  const child = spawn(process.execPath, [path.join(__dirname, 'web.cjs'), '--port', '0', '--data', data, ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let opened = false;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    pending += chunk.toString('utf8');
    const match = /^Web mode: (\S+)$/m.exec(pending);
    if (match && !opened) {
      opened = true;
      if (choice.openBrowser) openBrowser(match[1]);
    }
  });
  forwardSignals(child);
}

function start() {
  const choice = chooseMode({ binary: electronBinaryPath(), env: process.env, platform: process.platform });
  if (choice.mode === 'desktop') startDesktop(choice.binary);
  else startWeb(choice);
}

module.exports = { electronBinaryPath, chooseMode, userDataDir, browserOpener };
if (require.main === module) start();
