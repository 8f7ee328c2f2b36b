import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileApiKeys } from '../../../electron/core/profiles/profile-api-keys';
import { ProfileRegistry } from '../../../electron/core/profiles/profile-registry';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { describeApiKeyId } from '../../../electron/core/settings/api-key-id';

// ARCHITECTURE.md, "Quality bars", Security: "The API key never reaches ... a file we write ... or an error
// message". A unique fake key goes through the registry; then every result we got back and
// every byte under the data directory is searched for it.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function everyFileUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

describe('the API key canary', () => {
  it('appears nowhere but in the keychain and in read()\u2019s own answer', async () => {
    const canary = `sawt-canary-${randomUUID()}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-canary-'));
    dirs.push(dataDir);
    const secrets = new InMemorySecretStore();
    const registry = new ProfileRegistry({ dataDir, secrets });
    const keys = new ProfileApiKeys(registry, secrets);
    const results: unknown[] = [];
    const record = <T>(result: T): T => (results.push(result), result);

    record(await registry.load());
    const created = record(await registry.create('Work'));
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;

    record(await keys.set(id, canary));
    record(await keys.set(id, ` ${canary} `));
    record(await keys.has(id));
    record(await keys.updateSettings(id, { apiKeyId: canary }));
    record(await keys.updateSettings(id, { projectId: canary }));
    record(await keys.updateSettings(id, { serviceBaseUrl: { kind: 'custom', url: `https://${canary}:x@example.com` } }));
    record(await keys.updateSettings(id, { preferences: { theme: 'dark' } }));
    const settings = record(await registry.settingsOf(id));
    if (settings.ok) record(describeApiKeyId(settings.value.get()));
    record(await registry.rename(id, 'Office'));
    record(await registry.switchTo(id));
    record(await registry.list());
    secrets.failWith('locked');
    record(await keys.set(id, canary));
    record(await keys.has(id));
    record(await registry.remove(id, { deleteCache: false }));
    secrets.failWith(null);

    // readFor() is the one place the key is meant to come out (main process only).
    const read = await keys.readFor(id, 'https://api.tryhamsa.com');
    expect(read).toEqual({ ok: true, value: canary });

    for (const result of results) expect(JSON.stringify(result)).not.toContain(canary);
    const files = everyFileUnder(dataDir);
    expect(files.map((f) => f.slice(dataDir.length))).toEqual(expect.arrayContaining(['/profiles.json', `/profiles/${id}/settings.json`]));
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain(canary);
    // And not in any file name either.
    expect(files.join('\n')).not.toContain(canary);
  });
});
