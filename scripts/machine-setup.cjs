// The machine half of `npm test`'s set-up: the Debian packages the tests need, then keytar.
// Plain Node with no dependencies, so `.ci/run` can call it before `npm ci` as well.
//
// Packages: installed with apt-get as root, or with `sudo -n` where that works without a password;
// otherwise the run stops at once with one line naming the exact command. Machines without dpkg
// (macOS, other Linux families) are told so and carry on: the tests then skip or check the
// "missing" failure modes.
// keytar: npm drops an optional dependency whose build failed (no libsecret headers), so once the
// headers exist it is installed again at the version package.json pins, without touching the lock.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The package list: one name per line, `#` comments. */
function debianPackages(file = path.join(__dirname, 'debian-packages.txt')) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * What to do about the packages, decided from facts alone (tested without touching the machine).
 * facts: { hasDpkg, missing: string[], isRoot, sudoWorks }.
 */
function planPackages({ hasDpkg, missing, isRoot, sudoWorks }) {
  if (!hasDpkg) return { action: 'skip', reason: 'not a Debian/Ubuntu machine (no dpkg)' };
  if (missing.length === 0) return { action: 'none' };
  const install = ['apt-get', 'install', '-y', '-qq', ...missing];
  if (isRoot) return { action: 'install', prefix: [], install, missing };
  if (sudoWorks) return { action: 'install', prefix: ['sudo', '-n'], install, missing };
  return { action: 'stop', command: `sudo apt-get install -y ${missing.join(' ')}`, missing };
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

/** Packages of the list that dpkg does not report as installed; null when there is no dpkg. */
function missingPackages(packages) {
  const query = run('dpkg-query', ['-W', '-f=${Package} ${Status}\n', ...packages]);
  if (query.error) return null;
  const installed = new Set(
    query.stdout
      .split('\n')
      .filter((line) => line.endsWith(' install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  return packages.filter((name) => !installed.has(name));
}

function ensurePackages(log) {
  const missing = missingPackages(debianPackages());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudoWorks = !isRoot && missing && missing.length > 0 && run('sudo', ['-n', 'true']).status === 0;
  const plan = planPackages({ hasDpkg: missing !== null, missing: missing ?? [], isRoot, sudoWorks });
  if (plan.action === 'skip') log(`Set-up: ${plan.reason}; skipping the Debian packages.`);
  if (plan.action === 'stop') {
    log(`Set-up: the tests need Debian packages that are missing; run: ${plan.command}`);
    return false;
  }
  if (plan.action !== 'install') return true;
  log(`Set-up: installing Debian packages: ${plan.missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const apt of [['apt-get', 'update', '-qq'], plan.install]) {
    const [command, ...args] = [...plan.prefix, ...apt];
    const step = run(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (step.status !== 0) {
      log(`Set-up: \`${[command, ...args].join(' ')}\` failed (exit ${step.status ?? step.error?.code}).`);
      return false;
    }
  }
  return true;
}

/** keytar loads (its native build exists), or there is no point trying (no libsecret headers). */
function keytarLoads() {
  return run(process.execPath, ['-e', "require('keytar')"], { cwd: root }).status === 0;
}

function ensureKeytar(log) {
  if (process.platform !== 'linux' || keytarLoads()) return true;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = pkg.optionalDependencies?.keytar;
  if (!version) return true;
  const probe = run('pkg-config', ['--exists', 'libsecret-1']);
  // Without pkg-config itself the build is simply tried: node-gyp says what is missing.
  if (!probe.error && probe.status !== 0) {
    log('Set-up: keytar is not built and the libsecret headers are missing; keychain tests will check the "unavailable" path.');
    return true;
  }
  log(`Set-up: building keytar ${version} (npm skipped it when the libsecret headers were missing).`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = run(npm, ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts=false', `keytar@${version}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (install.status !== 0 || !keytarLoads()) {
    log('Set-up: keytar could not be built; keychain tests will check the "unavailable" path.');
  }
  return true;
}

/** Returns false when the run must stop (the one line saying why is already printed). */
function setUpMachine({ log = (line) => console.log(line), keytar = true } = {}) {
  if (process.env.SAWT_SKIP_MACHINE_SETUP) return true;
  if (!ensurePackages(log)) return false;
  return keytar ? ensureKeytar(log) : true;
}

module.exports = { debianPackages, planPackages, setUpMachine };
if (require.main === module) process.exit(setUpMachine({ keytar: !process.argv.includes('--packages-only') }) ? 0 : 1);
