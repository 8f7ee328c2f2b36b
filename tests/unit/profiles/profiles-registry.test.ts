import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeFileSystem, type FileSystem } from '../../../electron/core/fs/file-system';
import { ProfileApiKeys } from '../../../electron/core/profiles/profile-api-keys';
import { ProfileRegistry, type Profile } from '../../../electron/core/profiles/profile-registry';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-profiles-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(options: { fs?: FileSystem; dir?: string } = {}) {
  const dir = options.dir ?? dataDir();
  const secrets = new InMemorySecretStore();
  const registry = new ProfileRegistry({ dataDir: dir, secrets, ...(options.fs ? { fs: options.fs } : {}) });
  return { dir, secrets, registry, keys: new ProfileApiKeys(registry, secrets) };
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

const diskError = (code: string) => Object.assign(new Error(code), { code });

describe('ProfileRegistry: first run', () => {
  it('creates one "Sandbox" profile on the sandbox, active, with its own directory and settings', async () => {
    const { dir, registry } = setup();
    const loaded = value(await registry.load());
    expect(loaded.firstRun).toBe(true);
    expect(loaded.profiles).toHaveLength(1);
    expect(loaded.active).toMatchObject({ name: 'Sandbox', isActive: true });
    const id = loaded.active.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(readFileSync(join(dir, 'profiles', id, 'settings.json'), 'utf8'))).toMatchObject({
      serviceBaseUrl: { kind: 'sandbox' },
    });
    expect(JSON.parse(readFileSync(join(dir, 'profiles.json'), 'utf8'))).toMatchObject({ activeProfileId: id });
  });

  it('loads the same list on the next start', async () => {
    const { dir, registry } = setup();
    const first = value(await registry.load());
    const again = value(await new ProfileRegistry({ dataDir: dir, secrets: new InMemorySecretStore() }).load());
    expect(again.firstRun).toBe(false);
    expect(again.profiles).toEqual(first.profiles);
  });

  it('answers list() and active() without an explicit load()', async () => {
    const { registry } = setup();
    expect(value(await registry.list())).toHaveLength(1);
    expect(value(await registry.active()).name).toBe('Sandbox');
  });
});

describe('ProfileRegistry: create, rename, switch', () => {
  it('creates profiles with their own ids, directories and hosted settings', async () => {
    const { dir, registry } = setup();
    const work = value(await registry.create('  Work  '));
    const personal = value(await registry.create('شخصي'));
    expect(work).toMatchObject({ name: 'Work', isActive: false });
    expect(personal.name).toBe('شخصي');
    expect(work.id).not.toBe(personal.id);
    expect(existsSync(join(dir, 'profiles', work.id, 'settings.json'))).toBe(true);
    const settings = value(await registry.settingsOf(work.id));
    expect(settings.get().serviceBaseUrl).toEqual({ kind: 'hosted' });
    expect(value(await registry.list()).map((p) => p.name)).toEqual(['Sandbox', 'Work', 'شخصي']);
  });

  it.each([
    ['', /Give the profile a name/],
    ['   ', /Give the profile a name/],
    ['x'.repeat(61), /61 characters; the limit is 60/],
    ['bad\u0000name', /control or text-direction/],
    ['evil\u202Eeman', /control or text-direction/],
    [42, /must be text/],
  ])('refuses the name %j', async (name, message) => {
    const { registry } = setup();
    const result = await registry.create(name);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'name' } });
    if (!result.ok) expect(result.error.message).toMatch(message);
  });

  it('accepts 60 Arabic characters (counted as characters, not bytes)', async () => {
    const { registry } = setup();
    expect((await registry.create('ع'.repeat(60))).ok).toBe(true);
  });

  it('refuses a name that differs only in case or spacing', async () => {
    const { registry } = setup();
    await registry.create('Work');
    expect(await registry.create(' WORK ')).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringMatching(/already a profile called “Work”/) },
    });
    expect(await registry.create('sandbox')).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('renames, allowing a change of case of its own name', async () => {
    const { registry } = setup();
    const work = value(await registry.create('Work'));
    expect(value(await registry.rename(work.id, 'WORK')).name).toBe('WORK');
    expect(value(await registry.rename(work.id, 'Office')).name).toBe('Office');
    expect(await registry.rename(work.id, 'Sandbox')).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('switches the active profile and remembers it', async () => {
    const { dir, registry } = setup();
    const work = value(await registry.create('Work'));
    expect(value(await registry.switchTo(work.id))).toMatchObject({ id: work.id, isActive: true });
    const reread = value(await new ProfileRegistry({ dataDir: dir, secrets: new InMemorySecretStore() }).load());
    expect(reread.active.id).toBe(work.id);
  });

  it.each(['../../etc', '/etc/passwd', 'C:\\Windows', '', '0B7C3F0E-1D2A-4C5B-9E8F-7A6B5C4D3E2F', null, 7])(
    'refuses the id %j before touching the file system',
    async (id) => {
      const { registry } = setup();
      for (const result of [
        await registry.switchTo(id),
        await registry.rename(id, 'x'),
        await registry.remove(id, { deleteCache: true }),
        await registry.directoryOf(id),
      ]) {
        expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field: 'profileId' } });
      }
    },
  );

  it('reports an unknown (well-formed) id as NOT_FOUND', async () => {
    const { registry } = setup();
    expect(await registry.switchTo('0b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('takes the new directory away again when the list cannot be saved', async () => {
    const dir = dataDir();
    const { registry } = setup({ dir });
    await registry.load();
    let failListWrites = false;
    const fs: FileSystem = {
      ...nodeFileSystem,
      rename: (from, to) =>
        failListWrites && to.endsWith('profiles.json') ? Promise.reject(diskError('ENOSPC')) : nodeFileSystem.rename(from, to),
    };
    const flaky = new ProfileRegistry({ dataDir: dir, secrets: new InMemorySecretStore(), fs });
    await flaky.load();
    failListWrites = true;
    const result = await flaky.create('Work');
    expect(result).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.ENOSPC' } });
    expect(readdirSync(join(dir, 'profiles'))).toHaveLength(1);
    expect(value(await flaky.list())).toHaveLength(1);
  });
});

describe('ProfileRegistry: remove', () => {
  async function twoProfiles() {
    const context = setup();
    const sandbox = value(await context.registry.active());
    const work = value(await context.registry.create('Work'));
    return { ...context, sandbox, work };
  }

  it('removes the key, the entry and (on request) the directory', async () => {
    const { dir, registry, keys, secrets, work } = await twoProfiles();
    await keys.set(work.id, 'work-key-0123456789');
    const removal = value(await registry.remove(work.id, { deleteCache: true }));
    expect(removal).toMatchObject({ removedId: work.id, cacheDeleted: true });
    expect(secrets.accounts()).toEqual([]);
    expect(existsSync(join(dir, 'profiles', work.id))).toBe(false);
    expect(value(await registry.list()).map((p: Profile) => p.name)).toEqual(['Sandbox']);
  });

  it('keeps the directory unless asked to delete the cache', async () => {
    const { dir, registry, work } = await twoProfiles();
    expect(value(await registry.remove(work.id, { deleteCache: false })).cacheDeleted).toBe(false);
    expect(existsSync(join(dir, 'profiles', work.id, 'settings.json'))).toBe(true);
  });

  it('changes nothing when the keychain cannot delete the key (key first, so no key is orphaned)', async () => {
    const { dir, registry, keys, secrets, work } = await twoProfiles();
    await keys.set(work.id, 'work-key-0123456789');
    secrets.failWith('locked');
    const result = await registry.remove(work.id, { deleteCache: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE', messageKey: 'keychain.locked' } });
    expect(value(await registry.list()).map((p) => p.id)).toContain(work.id);
    expect(existsSync(join(dir, 'profiles', work.id, 'settings.json'))).toBe(true);
    secrets.failWith(null);
    expect(value(await keys.has(work.id))).toBe(true);
    expect((await registry.remove(work.id, { deleteCache: true })).ok).toBe(true);
  });

  it('makes another profile active when the active one is removed', async () => {
    const { registry, sandbox, work } = await twoProfiles();
    await registry.switchTo(work.id);
    expect(value(await registry.remove(work.id, { deleteCache: true })).activeProfileId).toBe(sandbox.id);
    expect(value(await registry.active()).id).toBe(sandbox.id);
  });

  it('refuses to remove the last profile', async () => {
    const { registry } = setup();
    const only = value(await registry.active());
    expect(await registry.remove(only.id, { deleteCache: true })).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
  });

  it('reports, as a warning, a directory that could not be deleted', async () => {
    const dir = dataDir();
    const fs: FileSystem = { ...nodeFileSystem, removeTree: () => Promise.reject(diskError('EBUSY')) };
    const { registry } = setup({ dir, fs });
    const work = value(await registry.create('Work'));
    const removal = value(await registry.remove(work.id, { deleteCache: true }));
    expect(removal).toMatchObject({ cacheDeleted: false, warning: { code: 'DISK' } });
    expect(value(await registry.list())).toHaveLength(1);
  });
});

describe('ProfileRegistry: damaged profiles.json', () => {
  it('rebuilds the list from the profile directories and keeps the damaged file aside', async () => {
    const { dir, registry } = setup();
    await registry.load();
    const work = value(await registry.create('Work'));
    writeFileSync(join(dir, 'profiles.json'), '{"schemaVersion":1,"activ');
    const secrets = new InMemorySecretStore();
    const recovered = value(await new ProfileRegistry({ dataDir: dir, secrets }).load());
    expect(recovered.warning).toMatchObject({ code: 'VALIDATION', messageKey: 'profiles.recovered' });
    expect(recovered.profiles.map((p) => p.id)).toContain(work.id);
    expect(recovered.profiles.map((p) => p.name)).toEqual(['Recovered profile 1', 'Recovered profile 2']);
    expect(readdirSync(dir).some((name) => name.startsWith('profiles.json.corrupt-'))).toBe(true);
  });

  it('ignores directories that are not profile ids', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'profiles', '..hidden'), { recursive: true });
    mkdirSync(join(dir, 'profiles', 'not-a-uuid'), { recursive: true });
    writeFileSync(join(dir, 'profiles.json'), 'null');
    const loaded = value(await new ProfileRegistry({ dataDir: dir, secrets: new InMemorySecretStore() }).load());
    expect(loaded.profiles.map((p) => p.name)).toEqual(['Sandbox']);
    expect(loaded.warning?.messageKey).toBe('profiles.recovered');
  });

  it('does not overwrite a list it cannot read', async () => {
    const fs: FileSystem = { ...nodeFileSystem, readFile: () => Promise.reject(diskError('EACCES')) };
    const { registry } = setup({ fs });
    expect(await registry.load()).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.EACCES' } });
  });
});

describe('ProfileApiKeys', () => {
  it('stores a trimmed key per profile and reports only whether there is one', async () => {
    const { registry, keys } = setup();
    const sandbox = value(await registry.active());
    const work = value(await registry.create('Work'));
    expect(value(await keys.has(work.id))).toBe(false);
    expect(await keys.set(work.id, '  key-with-spaces-around \n')).toEqual({ ok: true, value: undefined });
    expect(value(await keys.has(work.id))).toBe(true);
    expect(value(await keys.has(sandbox.id))).toBe(false);
    expect(await keys.readFor(work.id, 'https://api.tryhamsa.com')).toEqual({ ok: true, value: 'key-with-spaces-around' });
    expect(value(await keys.clear(work.id))).toBe(true);
    expect(value(await keys.has(work.id))).toBe(false);
  });

  it('refuses keys for unknown profiles without touching the keychain', async () => {
    const { keys, secrets } = setup();
    expect(await keys.set('0b7c3f0e-1d2a-4c5b-9e8f-7a6b5c4d3e2f', 'k')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await keys.set('../x', 'k')).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
    expect(secrets.calls.setSecret).toBe(0);
  });

  it('passes keychain failures through with their reason', async () => {
    const { registry, keys, secrets } = setup();
    const sandbox = value(await registry.active());
    secrets.failWith('no-secret-service');
    expect(await keys.set(sandbox.id, 'key-of-the-sandbox-0')).toMatchObject({
      ok: false,
      error: { messageKey: 'keychain.no-secret-service' },
    });
    expect(await keys.has(sandbox.id)).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE' } });
  });

  it('refuses to store the key itself as the API-key identifier', async () => {
    const { registry, keys } = setup();
    const work = value(await registry.create('Work'));
    const uuidKey = '5f0c6a38-6b0e-4a55-9d55-2b8f9a1c7e11';
    await keys.set(work.id, uuidKey);
    expect(await keys.updateSettings(work.id, { apiKeyId: uuidKey })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', field: 'apiKeyId' },
    });
    expect((await keys.updateSettings(work.id, { apiKeyId: '123e4567-e89b-12d3-a456-426614174000' })).ok).toBe(true);
  });
});
