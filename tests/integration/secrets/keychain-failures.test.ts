import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hasCommand,
  runOnBusWithoutSecretService,
  runOnLockedKeyring,
  runWithoutSessionBus,
  type ChildRun,
} from '../../helpers/keychain-env';

// ARCHITECTURE.md, "Quality bars", Security: keychain failure modes end in a clear state, never a crash, hang or
// plaintext fallback. These run the real keytar in child processes with real broken
// environments (ARCHITECTURE.md, "Platform facts"). Library-missing and hang are injected: see
// tests/unit/secrets/secrets-keytar-store.test.ts.
const haveDbus = hasCommand('dbus-run-session');
const haveKeyring = haveDbus && hasCommand('gnome-keyring-daemon') && hasCommand('secret-tool') && hasCommand('dbus-send');

function expectUnavailable(run: ChildRun, reason: string): void {
  expect(run.signal, run.stderr).toBeNull();
  expect(run.exitCode, run.stderr).toBe(0);
  expect(run.report, run.stderr).not.toBeNull();
  const report = run.report!;
  for (const result of [report.probe, report.set, report.get, report.delete]) {
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: `keychain.${reason}` } });
  }
  // Nothing of the key in any message, and the answers came quickly (no hang).
  expect(JSON.stringify(report)).not.toContain('child-canary-key');
  expect(report.elapsedMs).toBeLessThan(3000);
}

describe('keychain failure modes in real environments', () => {
  it('reports no-secret-service when there is no session bus at all', async () => {
    const run = await runWithoutSessionBus();
    expectUnavailable(run, 'no-secret-service');
    if (run.report?.probe.ok === false) expect(run.report.probe.error.message).toMatch(/No Secret Service is running/);
  });

  it.skipIf(!haveDbus)(
    'reports no-secret-service on a bus where nothing provides org.freedesktop.secrets (needs dbus-run-session)',
    async () => {
      const run = await runOnBusWithoutSecretService();
      expectUnavailable(run, 'no-secret-service');
      if (run.report?.set.ok === false) expect(run.report.set.error.message).toMatch(/not provided by any \.service files/);
    },
  );

  it.skipIf(!haveKeyring)(
    'reports locked, not "no key", for a locked gnome-keyring, and does not crash (needs gnome-keyring, secret-tool, dbus-send)',
    async () => {
      const account = randomUUID();
      const run = await runOnLockedKeyring(account);
      expectUnavailable(run, 'locked');
      // getPassword answers null on a locked keyring; the store must not pass that on as "no key".
      expect(run.report?.existing).toMatchObject({ ok: false, error: { messageKey: 'keychain.locked' } });
      expect(JSON.stringify(run.report)).not.toContain('stored-before-lock');
      if (run.report?.probe.ok === false) expect(run.report.probe.error.message).toMatch(/keychain is locked/);
    },
  );
});
