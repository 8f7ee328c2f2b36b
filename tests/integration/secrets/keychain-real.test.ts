import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { KeychainProcessStore, type SecretStore } from '../../../electron/core/secrets';
import { KEYCHAIN_SERVICE, KeytarSecretStore, PROBE_ACCOUNT } from '../../../electron/core/secrets/keytar-secret-store';

// Against the real OS keychain: scripts/with-keyring.sh runs vitest in a private D-Bus session
// with a fresh, unlocked gnome-keyring and sets SAWT_TEST_KEYRING=1. Other test files may share
// that keyring, so every account here is a fresh uuid.
const keyring = process.env['SAWT_TEST_KEYRING'] === '1';
const skipReason = keyring ? '' : ' (skipped: needs a real Secret Service; run under scripts/with-keyring.sh)';

// The same behaviour from keytar in this process and from the helper process the studio ships
// (keychain-process-store.ts), which must carry every answer across unchanged.
const stores: Array<[string, SecretStore]> = [
  ['KeytarSecretStore', new KeytarSecretStore()],
  ['KeychainProcessStore (helper process)', new KeychainProcessStore()],
];
const used: string[] = [];
function account(): string {
  const id = randomUUID();
  used.push(id);
  return id;
}
afterAll(async () => {
  const [, store] = stores[0]!;
  if (keyring) for (const id of used) await store.deleteSecret(id);
  for (const [, each] of stores) each.close?.();
});

/** What the OS keychain itself holds, asked through libsecret's own command-line tool. */
function secretToolLookup(accountName: string): string | null {
  const result = spawnSync('secret-tool', ['lookup', 'service', KEYCHAIN_SERVICE, 'account', accountName], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
}

describe.each(stores)(`%s on a real gnome-keyring${skipReason}`, (_name, store) => {
  it.skipIf(!keyring)('probes as ready and leaves no probe item behind', async () => {
    expect(await store.probe()).toEqual({ ok: true, value: { state: 'ready', backend: 'keytar' } });
    expect(secretToolLookup(PROBE_ACCOUNT)).toBeNull();
  });

  it.skipIf(!keyring)('stores, reads, replaces and deletes a key', async () => {
    const id = account();
    expect(await store.getSecret(id)).toEqual({ ok: true, value: null });
    expect(await store.setSecret(id, 'first-key-1a2b')).toMatchObject({ ok: true });
    expect(await store.getSecret(id)).toEqual({ ok: true, value: 'first-key-1a2b' });
    expect(await store.setSecret(id, 'second-key-3c4d')).toMatchObject({ ok: true });
    expect(await store.getSecret(id)).toEqual({ ok: true, value: 'second-key-3c4d' });
    expect(await store.deleteSecret(id)).toEqual({ ok: true, value: true });
    expect(await store.getSecret(id)).toEqual({ ok: true, value: null });
    expect(await store.deleteSecret(id)).toEqual({ ok: true, value: false });
  });

  it.skipIf(!keyring)('keeps two profiles\u2019 keys independent', async () => {
    const work = account();
    const personal = account();
    await store.setSecret(work, 'work-key');
    await store.setSecret(personal, 'personal-key');
    expect(await store.getSecret(work)).toEqual({ ok: true, value: 'work-key' });
    expect(await store.getSecret(personal)).toEqual({ ok: true, value: 'personal-key' });
    await store.deleteSecret(work);
    expect(await store.getSecret(work)).toEqual({ ok: true, value: null });
    expect(await store.getSecret(personal)).toEqual({ ok: true, value: 'personal-key' });
  });

  it.skipIf(!keyring)('puts the key in the OS keychain, where secret-tool finds it', async () => {
    const id = account();
    await store.setSecret(id, 'visible-to-secret-tool');
    expect(secretToolLookup(id)).toBe('visible-to-secret-tool');
    await store.deleteSecret(id);
    expect(secretToolLookup(id)).toBeNull();
  });

  it.skipIf(!keyring)('keeps Arabic and long keys intact', async () => {
    const id = account();
    const key = `مفتاح-${'k'.repeat(500)}`;
    await store.setSecret(id, key);
    expect(await store.getSecret(id)).toEqual({ ok: true, value: key });
  });

  it.skipIf(!keyring)('shares one round trip between concurrent probes', async () => {
    const results = await Promise.all([store.probe(), store.probe(), store.probe()]);
    expect(results.every((r) => r.ok)).toBe(true);
  });
});
