import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The machine set-up of `npm test` run for real, with fake dpkg-query, apt-get and sudo first on
// PATH (they record what they were asked and install nothing). The non-root cases drop to the
// `nobody` user with setpriv, so they need root to start from.
const root = resolve(__dirname, '../../..');
const script = join(root, 'scripts/machine-setup.cjs');
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const onLinux = process.platform === 'linux';
const dirs: string[] = [];
const nobody = ['--reuid=65534', '--regid=65534', '--clear-groups'];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * `nobody` cannot reach this checkout's Node or script when a parent folder is private (a clone
 * under /root, or inside any `mktemp -d`, is mode 0700). So the nobody cases run a copy of the
 * script (and its package list) with a link to, or copy of, this very Node, in a folder of mode
 * 0755 under the temporary folder; { skip } with the reason when nobody cannot reach even that.
 */
function nobodyKit(): { node: string; script: string } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-setup-kit-'));
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'scripts'), { mode: 0o755 });
  for (const file of ['machine-setup.cjs', 'debian-packages.txt']) copyFileSync(join(root, 'scripts', file), join(dir, 'scripts', file));
  const node = join(dir, 'node');
  try {
    linkSync(process.execPath, node); // same file system: no copy of a large binary
  } catch {
    copyFileSync(process.execPath, node);
  }
  chmodSync(node, 0o755);
  const kitScript = join(dir, 'scripts/machine-setup.cjs');
  // Loading the script (not only starting Node) proves nobody can reach both.
  const probe = spawnSync('setpriv', [...nobody, node, '-e', 'require(process.argv[1])', kitScript], { encoding: 'utf8' });
  if (probe.status === 0) return { node, script: kitScript };
  rmSync(dir, { recursive: true, force: true });
  return {
    skip: `nobody cannot run Node and the script from ${tmpdir()}: ${probe.stderr.split('\n').find((line) => /Error/.test(line)) ?? probe.error?.message ?? probe.stderr.trim()}`,
  };
}

const kit = asRoot && onLinux ? nobodyKit() : null;
const kitDir = kit && 'node' in kit ? resolve(kit.node, '..') : null;
afterAll(() => {
  if (kitDir) rmSync(kitDir, { recursive: true, force: true });
});

function fakeMachine({ installed, sudo }: { installed: string[]; sudo: 'works' | 'asks' | 'absent' }) {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-setup-'));
  dirs.push(dir);
  chmodSync(dir, 0o777);
  const calls = join(dir, 'calls.txt');
  const tool = (name: string, body: string) => {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  };
  const known = installed.map((name) => `${name}) echo "${name} install ok installed";;`).join(' ');
  tool('dpkg-query', `shift 2\nfor p in "$@"; do case "$p" in ${known} *) echo "$p unknown ok not-installed";; esac; done`);
  tool('apt-get', `echo "apt-get $*" >> '${calls}'`);
  if (sudo === 'works') tool('sudo', `[ "$1" = -n ] && shift\necho "sudo $*" >> '${calls}'\n[ "$1" = true ] && exit 0\nexec "$@"`);
  if (sudo === 'asks') tool('sudo', `echo "sudo: a password is required" >&2\nexit 1`);
  return { dir, calls: () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []) };
}

function runSetUp(path: string, user: 'root' | 'nobody') {
  let command = process.execPath;
  let args = [script, '--packages-only'];
  if (user === 'nobody') {
    if (!kit || !('node' in kit)) throw new Error('no Node that nobody can reach');
    command = 'setpriv';
    args = [...nobody, kit.node, kit.script, '--packages-only'];
  }
  // PATH holds only the fakes (and, for setpriv itself, the real /usr/bin after them).
  return spawnSync(command, args, { encoding: 'utf8', env: { PATH: `${path}:/usr/bin:/bin`, HOME: path } });
}

const everything = ['chromium', 'dbus', 'dbus-x11', 'gnome-keyring', 'libsecret-tools', 'libsecret-1-dev', 'espeak-ng'];

describe.skipIf(!asRoot || !onLinux)('npm test sets up a Debian machine', () => {
  it('as root installs exactly the missing packages with apt-get', () => {
    const machine = fakeMachine({ installed: everything, sudo: 'absent' });
    const run = runSetUp(machine.dir, 'root');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('installing Debian packages: sox ffmpeg');
    expect(machine.calls()).toEqual(['apt-get update -qq', 'apt-get install -y -qq sox ffmpeg']);
  });

  it('does nothing when every package is there', () => {
    const machine = fakeMachine({ installed: [...everything, 'sox', 'ffmpeg'], sudo: 'absent' });
    const run = runSetUp(machine.dir, 'root');
    expect(run.status).toBe(0);
    expect(machine.calls()).toEqual([]);
  });

  // Skipped only where nobody cannot run Node even from the temporary folder; the reason is printed.
  const asNobody = it.skipIf(kit !== null && 'skip' in kit);
  if (kit && 'skip' in kit) console.warn(`machine-setup: the nobody cases are skipped: ${kit.skip}`);

  asNobody('as another user installs through sudo -n when it needs no password', () => {
    const machine = fakeMachine({ installed: everything, sudo: 'works' });
    const run = runSetUp(machine.dir, 'nobody');
    expect(run.status).toBe(0);
    expect(machine.calls()).toEqual([
      'sudo true',
      'sudo apt-get update -qq',
      'apt-get update -qq',
      'sudo apt-get install -y -qq sox ffmpeg',
      'apt-get install -y -qq sox ffmpeg',
    ]);
  });

  asNobody('as another user without sudo stops at once with one line naming the command', () => {
    const machine = fakeMachine({ installed: everything, sudo: 'asks' });
    const run = runSetUp(machine.dir, 'nobody');
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toEqual(['Set-up: the tests need Debian packages that are missing; run: sudo apt-get install -y sox ffmpeg']);
    expect(machine.calls()).toEqual([]);
  });
});
