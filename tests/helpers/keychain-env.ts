// Builds real keychain environments for child processes: no session bus at all, a bus with no
// Secret Service, and a gnome-keyring whose collection is locked. Each gets its own throw-away
// XDG directories, so nothing touches the user's keyring or the keyring of with-keyring.sh.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from '../../shared/contract';

const root = resolve(__dirname, '../..');
const childScript = join(root, 'tests/helpers/keychain-child.ts');

export interface ChildReport {
  probe: Result<unknown>;
  existing: Result<string | null> | null;
  set: Result<void>;
  get: Result<string | null>;
  delete: Result<boolean>;
  elapsedMs: number;
}

export interface ChildRun {
  report: ChildReport | null;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** The variables that could lead a child to a bus or keyring other than the one we give it. */
function isolatedEnv(scratch: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DBUS_SESSION_BUS_ADDRESS', 'DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL', 'SAWT_TEST_KEYRING']) {
    delete env[name];
  }
  mkdirSync(join(scratch, 'data'), { recursive: true });
  mkdirSync(join(scratch, 'runtime'), { recursive: true, mode: 0o700 });
  // GDBus also finds a session bus at $XDG_RUNTIME_DIR/bus; an empty runtime dir has none.
  return { ...env, XDG_DATA_HOME: join(scratch, 'data'), XDG_RUNTIME_DIR: join(scratch, 'runtime'), HOME: scratch };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, scratch: string): Promise<ChildRun> {
  return new Promise((done, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => {
      rmSync(scratch, { recursive: true, force: true });
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      done({ report: line ? (JSON.parse(line) as ChildReport) : null, exitCode, signal, stdout, stderr });
    });
  });
}

const nodeChild = (extra: string[] = []) => [process.execPath, '--import', 'tsx', childScript, ...extra];

/** No session bus: no DBUS_SESSION_BUS_ADDRESS, no DISPLAY to autolaunch one, no runtime bus. */
export function runWithoutSessionBus(): Promise<ChildRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'sawt-kc-nobus-'));
  const [command, ...args] = nodeChild();
  return run(command as string, args, isolatedEnv(scratch), scratch);
}

/**
 * A private session bus that can activate nothing: its config lists no service directories, so
 * org.freedesktop.secrets is "not provided by any .service files" (the stock session config would
 * auto-start gnome-keyring).
 */
export function runOnBusWithoutSecretService(): Promise<ChildRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'sawt-kc-barebus-'));
  const config = join(scratch, 'bus.conf');
  writeFileSync(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=${scratch}</listen>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>
`,
  );
  return run('dbus-run-session', ['--config-file', config, '--', ...nodeChild()], isolatedEnv(scratch), scratch);
}

/**
 * A real gnome-keyring on a private bus, unlocked, holding one item for `existingAccount`; then its
 * "login" collection is locked through the Secret Service API (org.freedesktop.Secret.Service.Lock)
 * and the child runs against the locked keyring. The daemon ends with the private bus. (It prints
 * no GNOME_KEYRING_PID here, and `kill 0` would signal our whole process group, so no kill.)
 */
export function runOnLockedKeyring(existingAccount: string): Promise<ChildRun> {
  const scratch = mkdtempSync(join(tmpdir(), 'sawt-kc-locked-'));
  const script = `
set -eu
eval "$(printf '%s' "locked-test-password" | gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)"
printf '%s' 'stored-before-lock' | secret-tool store --label='Sawt Studio test' service 'Sawt Studio' account "$1"
dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets \\
  org.freedesktop.Secret.Service.Lock array:objpath:/org/freedesktop/secrets/collection/login >/dev/null
locked=$(dbus-send --session --print-reply --dest=org.freedesktop.secrets /org/freedesktop/secrets/collection/login \\
  org.freedesktop.DBus.Properties.Get string:org.freedesktop.Secret.Collection string:Locked)
case "$locked" in *"boolean true"*) ;; *) echo "collection did not lock" >&2; exit 3;; esac
shift
"$@"
`;
  return run(
    'dbus-run-session',
    ['--', 'bash', '-c', script, 'locked-keyring', existingAccount, ...nodeChild([existingAccount])],
    isolatedEnv(scratch),
    scratch,
  );
}
