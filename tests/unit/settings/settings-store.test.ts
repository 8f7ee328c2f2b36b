import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeFileSystem, type FileSystem } from '../../../electron/core/fs/file-system';
import { SettingsStore } from '../../../electron/core/settings/settings-store';
import { defaultSettings } from '../../../electron/core/settings/settings-schema';

const dirs: string[] = [];
function profileDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const fixedNow = () => new Date('2025-03-04T05:06:07.000Z');

describe('SettingsStore', () => {
  it('starts on the sandbox with default preferences when there is no file', async () => {
    const store = new SettingsStore({ directory: profileDir() });
    expect(await store.load()).toEqual({ ok: true, value: { settings: defaultSettings() } });
    expect(store.get().serviceBaseUrl).toEqual({ kind: 'sandbox' });
  });

  it('validates, saves and returns an update, keeping fields the patch left out', async () => {
    const dir = profileDir();
    const store = new SettingsStore({ directory: dir });
    await store.update({ preferences: { language: 'ar' } });
    const result = await store.update({
      serviceBaseUrl: { kind: 'custom', url: 'https://tts.example.com/' },
      projectId: 'proj_123',
      preferences: { theme: 'dark' },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        schemaVersion: 1,
        serviceBaseUrl: { kind: 'custom', url: 'https://tts.example.com' },
        projectId: 'proj_123',
        preferences: { language: 'ar', theme: 'dark', playAfterGenerate: true },
      },
    });
    const reread = new SettingsStore({ directory: dir });
    expect((await reread.load()).ok && reread.get()).toEqual(result.ok && result.value);
  });

  it('clears projectId and apiKeyId with null', async () => {
    const store = new SettingsStore({ directory: profileDir() });
    await store.update({ projectId: 'p1', apiKeyId: '123e4567-e89b-12d3-a456-426614174000' });
    const cleared = await store.update({ projectId: null, apiKeyId: null });
    expect(cleared.ok && cleared.value).not.toHaveProperty('projectId');
    expect(cleared.ok && cleared.value).not.toHaveProperty('apiKeyId');
  });

  it.each([
    [
      { serviceBaseUrl: { kind: 'custom', url: 'http://tts.example.com' } },
      'serviceBaseUrl.url',
      /serviceBaseUrl\.url: plain http:\/\/ is allowed only for this computer \(127\.0\.0\.1, ::1, localhost\); use https:\/\//,
    ],
    [{ serviceBaseUrl: { kind: 'elsewhere' } }, 'serviceBaseUrl.kind', /serviceBaseUrl\.kind/],
    [{ serviceBaseUrl: { kind: 'custom' } }, 'serviceBaseUrl.url', /serviceBaseUrl\.url/],
    [{ projectId: '../etc' }, 'projectId', /projectId: use the project id exactly/],
    [{ apiKeyId: 'not-a-uuid' }, 'apiKeyId', /apiKeyId: the API-key identifier is a uuid/],
    [{ preferences: { theme: 'blue' } }, 'preferences.theme', /preferences\.theme/],
    [{ preferences: { language: 'fr' } }, 'preferences.language', /preferences\.language/],
    [{ apiKey: 'sneaky' }, 'apiKey', /Unrecognized key/],
  ])('refuses %j naming the field', async (patch, field, message) => {
    const dir = profileDir();
    const store = new SettingsStore({ directory: dir });
    const result = await store.update(patch);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION', field } });
    if (!result.ok) expect(result.error.message).toMatch(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('falls back to defaults when the file is damaged, keeps it aside and says so', async () => {
    const dir = profileDir();
    writeFileSync(join(dir, 'settings.json'), '{"schemaVersion":1,"serviceBaseUrl":{"kind":"hos');
    const store = new SettingsStore({ directory: dir, now: fixedNow });
    const loaded = await store.load();
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.settings).toEqual(defaultSettings());
    expect(loaded.value.warning).toMatchObject({ code: 'VALIDATION', messageKey: 'settings.reset' });
    expect(loaded.value.warning?.message).toContain('settings.json.corrupt-2025-03-04T05-06-07.000Z');
    expect(readdirSync(dir)).toEqual(['settings.json.corrupt-2025-03-04T05-06-07.000Z']);
    // The next change writes a fresh file; the damaged one stays aside.
    expect((await store.update({ preferences: { theme: 'light' } })).ok).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['settings.json', 'settings.json.corrupt-2025-03-04T05-06-07.000Z']);
  });

  it('treats a file that does not match the schema as damaged, naming the field', async () => {
    const dir = profileDir();
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ schemaVersion: 1, serviceBaseUrl: { kind: 'custom', url: 'http://evil.example' } }),
    );
    const loaded = await new SettingsStore({ directory: dir }).load();
    expect(loaded.ok && loaded.value.warning).toMatchObject({ field: 'serviceBaseUrl.url' });
  });

  it('fills preferences missing from an older file with defaults', async () => {
    const dir = profileDir();
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ schemaVersion: 1, serviceBaseUrl: { kind: 'hosted' }, preferences: { theme: 'dark' } }),
    );
    const store = new SettingsStore({ directory: dir });
    expect(await store.load()).toMatchObject({
      ok: true,
      value: { settings: { preferences: { theme: 'dark', language: 'system', playAfterGenerate: true } } },
    });
    expect(store.get().serviceBaseUrl).toEqual({ kind: 'hosted' });
  });

  it('does not pretend to understand a file from a newer version', async () => {
    const dir = profileDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ schemaVersion: 7, serviceBaseUrl: { kind: 'hosted' } }));
    const loaded = await new SettingsStore({ directory: dir }).load();
    expect(loaded.ok && loaded.value.warning?.message).toMatch(/newer version of Sawt Studio \(settings version 7/);
  });

  it('keeps the old file and the old settings when the disk is full', async () => {
    const dir = profileDir();
    const store = new SettingsStore({ directory: dir });
    await store.update({ preferences: { theme: 'dark' } });
    const before = readFileSync(join(dir, 'settings.json'), 'utf8');
    const fullDisk: FileSystem = {
      ...nodeFileSystem,
      openForWrite: () => Promise.reject(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' })),
    };
    const broken = new SettingsStore({ directory: dir, fs: fullDisk });
    await broken.load();
    const result = await broken.update({ preferences: { theme: 'light' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'DISK', messageKey: 'disk.ENOSPC' } });
    if (!result.ok) expect(result.error.message).toMatch(/Could not save settings .*the disk is full.*The previous settings is unchanged/);
    expect(broken.get().preferences.theme).toBe('dark');
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(before);
  });

  it('runs on defaults with a warning when the file cannot be read', async () => {
    const unreadable: FileSystem = {
      ...nodeFileSystem,
      readFile: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })),
    };
    const loaded = await new SettingsStore({ directory: profileDir(), fs: unreadable }).load();
    expect(loaded).toMatchObject({ ok: true, value: { settings: defaultSettings(), warning: { code: 'DISK' } } });
  });

  it('loses no update when many run at once', async () => {
    const store = new SettingsStore({ directory: profileDir() });
    await Promise.all([
      store.update({ preferences: { language: 'ar' } }),
      store.update({ preferences: { theme: 'dark' } }),
      store.update({ preferences: { playAfterGenerate: false } }),
      store.update({ projectId: 'p-1' }),
    ]);
    expect(store.get()).toMatchObject({ projectId: 'p-1', preferences: { language: 'ar', theme: 'dark', playAfterGenerate: false } });
  });

  it('answers any patch with settings or a typed error, never a throw', async () => {
    const store = new SettingsStore({ directory: profileDir() });
    const patch = fc.oneof(
      fc.anything(),
      fc.record({
        serviceBaseUrl: fc.record({ kind: fc.constantFrom('custom', 'hosted', 'sandbox', 'x'), url: fc.oneof(fc.string(), fc.webUrl()) }),
      }),
      fc.record({ projectId: fc.oneof(fc.string(), fc.constant(null)), apiKeyId: fc.oneof(fc.string(), fc.uuid()) }, { requiredKeys: [] }),
      fc.record({ preferences: fc.dictionary(fc.string(), fc.anything()) }),
    );
    await fc.assert(
      fc.asyncProperty(patch, async (p) => {
        const result = await store.update(p);
        if (!result.ok) expect(['VALIDATION']).toContain(result.error.code);
      }),
      { numRuns: 200 },
    );
  });
});
