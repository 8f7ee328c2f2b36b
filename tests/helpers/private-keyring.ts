// A real Secret Service that a test (or bench) owns outright: its own D-Bus session daemon and an
// unlocked gnome-keyring on it, both started here so their process ids are known. `freeze()` stops
// the keyring daemon (SIGSTOP): it keeps its name on the bus, so every keychain call waits for an
// answer that never comes, as with an unanswered unlock prompt. Nothing touches the user's keyring
// or the one scripts/with-keyring.sh started for the other tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PrivateKeyring {
  /** The environment a keychain client needs to reach this keyring (and no other). */
  env: NodeJS.ProcessEnv;
  /** Stops the keyring daemon: it keeps its bus name and never answers. */
  freeze(): void;
  thaw(): void;
  dispose(): Promise<void>;
}

export function canStartPrivateKeyring(): boolean {
  return ['dbus-daemon', 'gnome-keyring-daemon', 'dbus-send'].every(
    (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0,
  );
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end).trim());
    });
    child.on('exit', (code) => reject(new Error(`${String(child.spawnargs[0])} ended (exit ${code}) before it printed its address`)));
  });
}

function secretServiceOwned(env: NodeJS.ProcessEnv): boolean {
  const answer = spawnSync(
    'dbus-send',
    [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus.NameHasOwner',
      'string:org.freedesktop.secrets',
    ],
    { env, encoding: 'utf8' },
  );
  return answer.status === 0 && answer.stdout.includes('boolean true');
}

export async function startPrivateKeyring(): Promise<PrivateKeyring> {
  const scratch = mkdtempSync(join(tmpdir(), 'sawt-private-keyring-'));
  mkdirSync(join(scratch, 'data'));
  mkdirSync(join(scratch, 'runtime'), { mode: 0o700 });
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_DATA_HOME: join(scratch, 'data'),
    XDG_RUNTIME_DIR: join(scratch, 'runtime'),
    HOME: scratch,
  };
  for (const name of ['DBUS_SESSION_BUS_ADDRESS', 'DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL', 'SAWT_TEST_KEYRING'])
    delete base[name];

  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1', `--address=unix:tmpdir=${scratch}`], {
    env: base,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const env = { ...base, DBUS_SESSION_BUS_ADDRESS: await firstLine(bus) };
  const keyring = spawn('gnome-keyring-daemon', ['--unlock', '--components=secrets', '--foreground'], {
    env,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  keyring.stdin?.end('private-keyring-password');
  // Started by us, not by bus activation: wait until it owns the Secret Service name.
  for (let tries = 0; !secretServiceOwned(env); tries += 1) {
    if (tries > 200 || keyring.exitCode !== null) throw new Error('the private gnome-keyring did not come up');
    await sleep(25);
  }

  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(child.pid, name);
  };
  const ended = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    env,
    freeze: () => signal(keyring, 'SIGSTOP'),
    thaw: () => signal(keyring, 'SIGCONT'),
    dispose: async () => {
      signal(keyring, 'SIGCONT');
      signal(keyring, 'SIGTERM');
      signal(bus, 'SIGTERM');
      await Promise.all([ended(keyring), ended(bus)]);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
