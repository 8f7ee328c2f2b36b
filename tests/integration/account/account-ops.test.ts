import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccountSettings, ConnectionCheck, ProfilesOverview, SecretsStatus } from '../../../shared/model/account';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { decodeBoundKey } from '../../../electron/core/profiles/bound-key';
import { cacheFileOf } from '../../../electron/core/session';
import { keychainStore, realKeyring, unwrap, useCoreRig, type RigCore, type RigCoreOptions } from '../../helpers/core-rig';

const rig = useCoreRig();

/** A core of its own on the rig's sandbox (closed with the rig). */
const fresh = (options: RigCoreOptions = {}): Promise<RigCore> => rig.startCore(options);

/** Points the active profile at the sandbox's address as if it were a custom service. */
async function useSandboxAsCustom(account: RigCore): Promise<void> {
  unwrap(await account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: rig.sandbox.url } }));
}

describe('first run', () => {
  it('starts on the sandbox, needing no key, and says it is the first run until the welcome is answered', async () => {
    const account = await fresh();
    const overview = unwrap(await account.call<ProfilesOverview>('profiles.list'));
    expect(overview.firstRun).toBe(true);
    expect(overview.profiles).toEqual([
      expect.objectContaining({ name: 'Sandbox', isActive: true, accountKind: 'sandbox', hasApiKey: false }),
    ]);
    expect(unwrap(await account.call<SecretsStatus>('secrets.status'))).toEqual({
      configured: false,
      keyRequired: false,
      keychain: { state: 'ready' },
    });
    const settings = unwrap(await account.call<AccountSettings>('settings.get'));
    expect(settings).toMatchObject({
      serviceBaseUrl: { kind: 'sandbox' },
      projectId: null,
      apiKeyId: { source: 'api-key' },
      sandboxUrl: rig.sandbox.url,
    });
    expect(settings.preferences.welcomeDone).toBe(false);

    const check = unwrap(await account.call<ConnectionCheck>('account.testConnection'));
    expect(check).toEqual({
      accountKind: 'sandbox',
      projectId: rig.sandbox.projectId,
      projectName: expect.anything(),
      projectIdSaved: false,
    });

    unwrap(await account.call('settings.update', { preferences: { welcomeDone: true } }));
    expect(unwrap(await account.call<ProfilesOverview>('profiles.list')).firstRun).toBe(false);
    // A preference is not an account change: nobody is told to reload.
    expect(account.events.filter((e) => e.name === 'account.changed')).toEqual([]);
  });
});

describe(`the API key, write-only${realKeyring ? ' (real gnome-keyring)' : ' (in-memory keychain)'}`, () => {
  it('stores a trimmed key, reports it as configured, and clears it', async () => {
    const account = await fresh({ secrets: keychainStore() });
    const key = `key-${randomUUID()}`;
    expect(await account.call('secrets.setApiKey', { apiKey: `  ${key}\n` })).toEqual({ ok: true, value: { configured: true } });
    const status = unwrap(await account.call<SecretsStatus>('secrets.status'));
    expect(status).toMatchObject({ configured: true, keychain: { state: 'ready' } });
    const profileId = unwrap(await account.call<ProfilesOverview>('profiles.list')).activeProfileId;
    // Handlers cannot read the key (CoreContext holds an ApiKeyWriter): look in the keychain itself.
    const stored = unwrap(await account.secrets.getSecret(profileId));
    expect(stored === null ? null : decodeBoundKey(stored)).toEqual({ key, origin: 'https://api.tryhamsa.com' });
    expect(account.events).toContainEqual({ name: 'account.changed', payload: { activeProfileId: profileId, reason: 'key-changed' } });

    expect(await account.call('secrets.clearApiKey')).toEqual({ ok: true, value: { configured: false, removed: true } });
    expect(unwrap(await account.call<SecretsStatus>('secrets.status')).configured).toBe(false);
    expect(await account.call('secrets.clearApiKey')).toEqual({ ok: true, value: { configured: false, removed: false } });
  });

  it('refuses an empty key or one with line breaks, naming the field and never quoting it', async () => {
    const account = await fresh();
    expect(await account.call('secrets.setApiKey', { apiKey: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', field: 'apiKey' },
    });
    const broken = await account.call('secrets.setApiKey', { apiKey: 'abc-secret\ndef-secret' });
    expect(broken).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKey' } });
    expect(JSON.stringify(broken)).not.toContain('secret');
    expect(await account.call('secrets.setApiKey', { apiKey: 'x', extra: 1 })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });
});

describe('test connection', () => {
  it('succeeds on a custom account at the sandbox address with the demo key, and saves the discovered project id', async () => {
    const account = await fresh({ secrets: keychainStore() });
    await useSandboxAsCustom(account);
    unwrap(await account.call('secrets.setApiKey', { apiKey: rig.sandbox.apiKey }));
    const check = unwrap(await account.call<ConnectionCheck>('account.testConnection'));
    expect(check).toMatchObject({ accountKind: 'custom', projectId: rig.sandbox.projectId, projectIdSaved: true });
    expect(unwrap(await account.call<AccountSettings>('settings.get')).projectId).toBe(rig.sandbox.projectId);
    // Named apart from other settings changes, so the UI keeps showing this test's result.
    expect(account.events.filter((e) => e.name === 'account.changed').at(-1)?.payload).toMatchObject({ reason: 'project-discovered' });
    // Known now: a second test does not save again.
    expect(unwrap(await account.call<ConnectionCheck>('account.testConnection')).projectIdSaved).toBe(false);
    if (realKeyring) await account.call('secrets.clearApiKey');
  });

  it('says UNAUTHORIZED for a wrong key', async () => {
    const account = await fresh();
    await useSandboxAsCustom(account);
    unwrap(await account.call('secrets.setApiKey', { apiKey: 'not-the-sandbox-key-123' }));
    expect(await account.call('account.testConnection')).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED', status: 401 } });
  });

  it('says NO_API_KEY before any request when a custom account has no key', async () => {
    const account = await fresh();
    await useSandboxAsCustom(account);
    const before = rig.sandbox.requests.count('projectByApiKey');
    expect(await account.call('account.testConnection')).toMatchObject({ ok: false, error: { code: 'NO_API_KEY' } });
    expect(rig.sandbox.requests.count('projectByApiKey')).toBe(before);
  });

  it('says KEYCHAIN_UNAVAILABLE with the reason when the keychain is locked', async () => {
    const secrets = new InMemorySecretStore();
    const earlier = await fresh({ secrets });
    await useSandboxAsCustom(earlier);
    unwrap(await earlier.call('secrets.setApiKey', { apiKey: rig.sandbox.apiKey }));
    await earlier.close();
    // The next run finds the keychain locked before it has read the key once.
    secrets.failWith('locked');
    const account = await fresh({ secrets, dataDir: earlier.dataDir });
    expect(await account.call('account.testConnection')).toMatchObject({
      ok: false,
      error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.locked' },
    });
    expect(unwrap(await account.call<SecretsStatus>('secrets.status'))).toMatchObject({
      configured: false,
      keyRequired: true,
      keychain: { state: 'unavailable', reason: 'locked' },
    });
    expect(await account.call('secrets.setApiKey', { apiKey: 'another-key-456-0123' })).toMatchObject({
      ok: false,
      error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.locked' },
    });
    expect(unwrap(await account.call<ProfilesOverview>('profiles.list')).profiles[0]?.hasApiKey).toBeNull();
    // The way out still works with the keychain locked: switch to the sandbox, and it answers.
    unwrap(await account.call('settings.update', { serviceBaseUrl: { kind: 'sandbox' } }));
    expect(unwrap(await account.call<ConnectionCheck>('account.testConnection')).accountKind).toBe('sandbox');
  });

  it('says NETWORK when nothing listens at the address', async () => {
    const account = await fresh();
    unwrap(await account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: 'http://127.0.0.1:9' } }));
    unwrap(await account.call('secrets.setApiKey', { apiKey: 'any-key-789-0123456' }));
    const result = await account.call('account.testConnection');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(['NETWORK', 'TIMEOUT']).toContain(result.error.code);
  });
});

describe('settings.update', () => {
  it('names the field of an address that is not allowed', async () => {
    const account = await fresh();
    expect(await account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url: 'http://tts.example.com' } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', field: 'serviceBaseUrl.url' },
    });
    expect(await account.call('settings.update', { projectId: 'has spaces' })).toMatchObject({ ok: false, error: { field: 'projectId' } });
  });

  it('refuses the key pasted into a settings field', async () => {
    const account = await fresh();
    const key = `pasted-${randomUUID()}`;
    unwrap(await account.call('secrets.setApiKey', { apiKey: key }));
    const refused = await account.call('settings.update', { apiKeyId: key });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'apiKeyId', messageKey: 'settings.valueIsApiKey' } });
    expect(JSON.stringify(refused)).not.toContain(key);
  });

  it('reopens the session and emits account.changed when the account changes', async () => {
    const account = await fresh();
    const before = unwrap(await account.core.context.sessions.current());
    const updated = unwrap(
      await account.call<AccountSettings>('settings.update', { serviceBaseUrl: { kind: 'custom', url: `${rig.sandbox.url}/` } }),
    );
    expect(updated.serviceBaseUrl).toEqual({ kind: 'custom', url: rig.sandbox.url });
    expect(account.events.at(-1)).toEqual({
      name: 'account.changed',
      payload: { activeProfileId: before.profile.id, reason: 'settings-changed' },
    });
    const after = unwrap(await account.core.context.sessions.current());
    expect(after).not.toBe(before);
    expect(after.accountKind).toBe('custom');
  });
});

describe('profiles', () => {
  it('creates, switches (a different session and cache file), renames and removes', async () => {
    const account = await fresh();
    const first = unwrap(await account.core.context.sessions.current());
    const work = unwrap(
      await account.call<{ id: string; accountKind: string }>('profiles.create', {
        name: 'Work',
        account: { kind: 'custom', url: rig.sandbox.url },
      }),
    );
    expect(work.accountKind).toBe('custom');
    const overview = unwrap(await account.call<ProfilesOverview>('profiles.list'));
    expect(overview.profiles.map((p) => p.name)).toEqual(['Sandbox', 'Work']);
    expect(overview.firstRun).toBe(false);

    unwrap(await account.call('profiles.switch', { id: work.id }));
    expect(account.events.at(-1)).toEqual({ name: 'account.changed', payload: { activeProfileId: work.id, reason: 'profile-switched' } });
    const second = unwrap(await account.core.context.sessions.current());
    expect(second.profile.id).toBe(work.id);
    expect(cacheFileOf(second.directory)).not.toBe(cacheFileOf(first.directory));
    expect(existsSync(cacheFileOf(second.directory))).toBe(true);
    // Its own key: the work profile has none yet, whatever the sandbox profile has.
    expect(unwrap(await account.call<SecretsStatus>('secrets.status'))).toMatchObject({ configured: false, keyRequired: true });

    expect(await account.call('profiles.create', { name: 'work', account: { kind: 'hosted' } })).toMatchObject({
      ok: false,
      error: { field: 'name' },
    });
    expect(await account.call('profiles.create', { name: 'Plain', account: { kind: 'custom', url: 'http://example.com' } })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', field: 'account.url' },
    });
    expect(unwrap(await account.call<{ name: string }>('profiles.rename', { id: work.id, name: 'Office' })).name).toBe('Office');

    const removed = unwrap(
      await account.call<{ activeProfileId: string; cacheDeleted: boolean }>('profiles.remove', { id: work.id, deleteCache: true }),
    );
    expect(removed).toMatchObject({ activeProfileId: first.profile.id, cacheDeleted: true });
    expect(existsSync(second.directory)).toBe(false);
    expect(account.events.at(-1)).toEqual({
      name: 'account.changed',
      payload: { activeProfileId: first.profile.id, reason: 'profile-removed' },
    });
    expect(unwrap(await account.core.context.sessions.current()).profile.id).toBe(first.profile.id);
    expect(await account.call('profiles.remove', { id: first.profile.id, deleteCache: false })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
  });

  it('removes a profile\u2019s key with it and keeps its cache unless asked', async () => {
    const secrets = new InMemorySecretStore();
    const account = await fresh({ secrets });
    const other = unwrap(await account.call<{ id: string }>('profiles.create', { name: 'Personal', account: { kind: 'hosted' } }));
    unwrap(await account.call('profiles.switch', { id: other.id }));
    unwrap(await account.call('secrets.setApiKey', { apiKey: 'personal-key-000' }));
    const directory = unwrap(await account.core.context.sessions.current()).directory;
    unwrap(await account.call('profiles.remove', { id: other.id, deleteCache: false }));
    expect(secrets.accounts()).not.toContain(other.id);
    expect(existsSync(directory)).toBe(true);
  });

  it('keeps a profile\u2019s own account across a restart', async () => {
    const account = await fresh();
    await useSandboxAsCustom(account);
    await account.close();
    const again = await fresh({ dataDir: account.dataDir });
    expect(unwrap(await again.call<AccountSettings>('settings.get')).serviceBaseUrl).toEqual({ kind: 'custom', url: rig.sandbox.url });
    expect(unwrap(await again.core.context.sessions.current()).accountKind).toBe('custom');
  });
});
