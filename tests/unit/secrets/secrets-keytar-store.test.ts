import { describe, expect, it } from 'vitest';
import { classifyKeychainError, redactKeychainDetail } from '../../../electron/core/secrets/classify-keychain-error';
import { keychainReasonOf } from '../../../electron/core/secrets/keychain-failure';
import { keychainStatusOf } from '../../../electron/core/secrets/keychain-status';
import type { KeytarApi } from '../../../electron/core/secrets/keytar-loader';
import { KeytarSecretStore, PROBE_ACCOUNT } from '../../../electron/core/secrets/keytar-secret-store';

const ACCOUNT = '0b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

/** A keytar that behaves like a working keychain, with hooks to break one call. */
function workingKeytar(overrides: Partial<KeytarApi> = {}): KeytarApi & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getPassword: async (_s, a) => items.get(a) ?? null,
    setPassword: async (_s, a, p) => void items.set(a, p),
    deletePassword: async (_s, a) => items.delete(a),
    ...overrides,
  };
}

/** What keytar does on a locked Linux keyring (ARCHITECTURE.md, "Platform facts"): reads answer "nothing", writes fail. */
function lockedKeytar(): KeytarApi {
  return {
    getPassword: async () => null,
    deletePassword: async () => false,
    setPassword: async () => {
      throw new Error('Cannot create an item in a locked collection');
    },
  };
}

const never = <T>() => new Promise<T>(() => undefined);

describe('KeytarSecretStore (injected keytar)', () => {
  it('does not load keytar until the first call', async () => {
    let loads = 0;
    const store = new KeytarSecretStore({ loadKeytar: () => (loads++, workingKeytar()) });
    expect(loads).toBe(0);
    await store.probe();
    await store.getSecret(ACCOUNT);
    expect(loads).toBe(1);
  });

  it('reports library-missing when keytar is not installed, and retries the load next time', async () => {
    let attempts = 0;
    const store = new KeytarSecretStore({
      loadKeytar: () => {
        attempts += 1;
        throw Object.assign(new Error("Cannot find module 'keytar'\nRequire stack:\n- /app/x.js"), { code: 'MODULE_NOT_FOUND' });
      },
    });
    for (const result of [await store.probe(), await store.getSecret(ACCOUNT), await store.setSecret(ACCOUNT, 'k')]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.library-missing' } });
      if (!result.ok) {
        expect(result.error.message).toContain('MODULE_NOT_FOUND');
        expect(result.error.message).not.toContain('Require stack');
      }
    }
    expect(attempts).toBe(3);
  });

  it('reports library-missing when libsecret cannot be opened', async () => {
    const store = new KeytarSecretStore({
      loadKeytar: () => {
        throw Object.assign(new Error('libsecret-1.so.0: cannot open shared object file'), { code: 'ERR_DLOPEN_FAILED' });
      },
    });
    const result = await store.getSecret(ACCOUNT);
    expect(result.ok ? null : keychainReasonOf(result.error)).toBe('library-missing');
  });

  it('gives up on a keychain that never answers within the configured time', async () => {
    const store = new KeytarSecretStore({
      timeoutMs: 150,
      loadKeytar: () => ({ getPassword: never, setPassword: never, deletePassword: never }),
    });
    const started = Date.now();
    const results = await Promise.all([
      store.probe(),
      store.getSecret(ACCOUNT),
      store.setSecret(ACCOUNT, 'k'),
      store.deleteSecret(ACCOUNT),
    ]);
    const elapsed = Date.now() - started;
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.timeout' } });
    }
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1500);
  });

  it('does not mistake a locked keyring\u2019s silent null for "no key"', async () => {
    const store = new KeytarSecretStore({ loadKeytar: lockedKeytar });
    expect(await store.getSecret(ACCOUNT)).toMatchObject({ ok: false, error: { messageKey: 'keychain.locked' } });
  });

  it('does not mistake a locked keyring\u2019s silent false for "nothing to delete"', async () => {
    const store = new KeytarSecretStore({ loadKeytar: lockedKeytar });
    expect(await store.deleteSecret(ACCOUNT)).toMatchObject({ ok: false, error: { messageKey: 'keychain.locked' } });
  });

  it('answers null and false for an absent key on a working keychain, leaving no probe item', async () => {
    const keytar = workingKeytar();
    const store = new KeytarSecretStore({ loadKeytar: () => keytar });
    expect(await store.getSecret(ACCOUNT)).toEqual({ ok: true, value: null });
    expect(await store.deleteSecret(ACCOUNT)).toEqual({ ok: true, value: false });
    expect(keytar.items.has(PROBE_ACCOUNT)).toBe(false);
  });

  it('stores, reads and deletes through keytar', async () => {
    const keytar = workingKeytar();
    const store = new KeytarSecretStore({ loadKeytar: () => keytar });
    expect(await store.setSecret(ACCOUNT, 'the-key')).toEqual({ ok: true, value: undefined });
    expect(await store.getSecret(ACCOUNT)).toEqual({ ok: true, value: 'the-key' });
    expect(await store.deleteSecret(ACCOUNT)).toEqual({ ok: true, value: true });
    expect(keytar.items.size).toBe(0);
  });

  it('reports unknown when a stored probe cannot be read back', async () => {
    const store = new KeytarSecretStore({ loadKeytar: () => workingKeytar({ getPassword: async () => 'something else' }) });
    expect(await store.probe()).toMatchObject({ ok: false, error: { messageKey: 'keychain.unknown' } });
  });

  it('never repeats the key, even when the keychain\u2019s own error quotes it', async () => {
    const secret = 'canary-7f3e9a-secret';
    const store = new KeytarSecretStore({
      loadKeytar: () =>
        workingKeytar({
          setPassword: async (_s, _a, p) => {
            throw new Error(`weird backend failure for ${p}`);
          },
        }),
    });
    const result = await store.setSecret(ACCOUNT, secret);
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.unknown' } });
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(JSON.stringify(result)).toContain('[redacted]');
  });

  it('turns a keytar call that throws synchronously into a result', async () => {
    const store = new KeytarSecretStore({
      loadKeytar: () =>
        workingKeytar({
          getPassword: () => {
            throw new TypeError('boom');
          },
        }),
    });
    expect(await store.getSecret(ACCOUNT)).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE' } });
  });

  it.each([
    ['', 'account'],
    ['a\nb', 'account'],
    ['x'.repeat(201), 'account'],
  ])('refuses the account %j', async (bad, field) => {
    const store = new KeytarSecretStore({ loadKeytar: () => workingKeytar() });
    expect(await store.getSecret(bad)).toMatchObject({ ok: false, error: { code: 'VALIDATION', field } });
  });

  it.each([[''], ['line\nbreak'], ['nul\u0000cut'], ['x'.repeat(4097)]])('refuses the key %# without quoting it', async (bad) => {
    const store = new KeytarSecretStore({ loadKeytar: () => workingKeytar() });
    const result = await store.setSecret(ACCOUNT, bad);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKey' } });
    if (bad.length > 0 && !result.ok) expect(result.error.message).not.toContain(bad);
  });

  it('loads the real keytar the production way (createRequire) under vitest', async () => {
    const { loadKeytar } = await import('../../../electron/core/secrets/keytar-loader');
    const keytar = loadKeytar();
    expect(typeof keytar.getPassword).toBe('function');
    expect('findCredentials' in keytar).toBe(false);
  });
});

describe('classifyKeychainError', () => {
  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'no-secret-service'],
    ['The name org.freedesktop.secrets was not provided by any .service files', 'no-secret-service'],
    ['Could not connect: No such file or directory', 'no-secret-service'],
    ['Cannot create an item in a locked collection', 'locked'],
    ['Object does not exist at path \u201c/org/freedesktop/secrets/collection/login\u201d', 'locked'],
    ['User interaction is not allowed.', 'locked'],
    ['Did not receive a reply. Possible causes include: the remote application did not send a reply', 'timeout'],
    ['Something else entirely', 'unknown'],
  ])('maps %j to %s', (message, reason) => {
    expect(classifyKeychainError(new Error(message)).reason).toBe(reason);
  });

  it('makes details printable and bounded', () => {
    expect(redactKeychainDetail('a\u0000b\nc')).toBe('a b c');
    expect(redactKeychainDetail('x'.repeat(1000)).length).toBeLessThanOrEqual(301);
  });
});

describe('keychainStatusOf', () => {
  it('gives the renderer a reason and a message, nothing else', async () => {
    const store = new KeytarSecretStore({ loadKeytar: lockedKeytar });
    const status = keychainStatusOf(await store.probe());
    expect(status).toMatchObject({ state: 'unavailable', reason: 'locked' });
    expect(keychainStatusOf({ ok: true, value: { state: 'ready', backend: 'keytar' } })).toEqual({ state: 'ready' });
  });
});
