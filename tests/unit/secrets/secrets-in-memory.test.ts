import { describe, expect, it } from 'vitest';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { keychainReasonOf, keychainUnavailableReasons } from '../../../electron/core/secrets/keychain-failure';

const ACCOUNT = '0b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

describe('InMemorySecretStore (the fake other tests use)', () => {
  it('stores, reads and deletes like the keychain', async () => {
    const store = new InMemorySecretStore();
    expect(await store.getSecret(ACCOUNT)).toEqual({ ok: true, value: null });
    expect(await store.setSecret(ACCOUNT, 'k1')).toEqual({ ok: true, value: undefined });
    expect(await store.getSecret(ACCOUNT)).toEqual({ ok: true, value: 'k1' });
    expect(await store.deleteSecret(ACCOUNT)).toEqual({ ok: true, value: true });
    expect(await store.deleteSecret(ACCOUNT)).toEqual({ ok: true, value: false });
    expect(await store.probe()).toEqual({ ok: true, value: { state: 'ready', backend: 'memory' } });
  });

  it.each(keychainUnavailableReasons)('simulates %s on every call, then heals', async (reason) => {
    const store = new InMemorySecretStore();
    await store.setSecret(ACCOUNT, 'kept');
    store.failWith(reason);
    for (const result of [
      await store.probe(),
      await store.getSecret(ACCOUNT),
      await store.setSecret(ACCOUNT, 'x'),
      await store.deleteSecret(ACCOUNT),
    ]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('KEYCHAIN_UNAVAILABLE');
        expect(keychainReasonOf(result.error)).toBe(reason);
        expect(result.error.message.length).toBeGreaterThan(20);
      }
    }
    store.failWith(null);
    expect(await store.getSecret(ACCOUNT)).toEqual({ ok: true, value: 'kept' });
  });

  it('validates like the real store', async () => {
    const store = new InMemorySecretStore();
    expect(await store.setSecret(ACCOUNT, '')).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKey' } });
    expect(await store.getSecret('')).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'account' } });
  });
});
