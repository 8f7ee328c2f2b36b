import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The machine set-up of `npm test` run for real, with fake dpkg-query, apt-get and sudo first on
// PATH (they record what they were asked and install nothing). The non-root cases drop to the
// `nobody` user with setpriv, so they need root to start from.
const root = resolve(__dirname, '../..');
const script = join(root, 'scripts/machine-setup.cjs');
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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
  const command = user === 'root' ? process.execPath : 'setpriv';
  const args =
    user === 'root'
      ? [script, '--packages-only']
      : ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, script, '--packages-only'];
  // PATH holds only the fakes (and, for setpriv itself, the real /usr/bin after them).
  return spawnSync(command, args, { encoding: 'utf8', env: { PATH: `${path}:/usr/bin:/bin`, HOME: path } });
}

const everything = ['chromium', 'dbus', 'dbus-x11', 'gnome-keyring', 'libsecret-tools', 'libsecret-1-dev', 'espeak-ng'];

describe.skipIf(!asRoot || process.platform !== 'linux')('npm test sets up a Debian machine', () => {
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

  it('as another user installs through sudo -n when it needs no password', () => {
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

  it('as another user without sudo stops at once with one line naming the command', () => {
    const machine = fakeMachine({ installed: everything, sudo: 'asks' });
    const run = runSetUp(machine.dir, 'nobody');
    expect(run.status).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toEqual(['Set-up: the tests need Debian packages that are missing; run: sudo apt-get install -y sox ffmpeg']);
    expect(machine.calls()).toEqual([]);
  });
});
