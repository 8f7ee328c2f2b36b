import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../shared/contract';
import { ProfileApiKeys } from '../../../electron/core/profiles/profile-api-keys';
import { ProfileRegistry } from '../../../electron/core/profiles/profile-registry';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';

// Random names, ids and keys never crash the registry: every answer is a Result, errors carry a
// code from the closed union, and no directory other than a uuid ever appears under profiles/.
const dataDir = mkdtempSync(join(tmpdir(), 'sawt-profiles-fuzz-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const secrets = new InMemorySecretStore();
const registry = new ProfileRegistry({ dataDir, secrets });
const keys = new ProfileApiKeys(registry, secrets);

const hostileStrings = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom('../..', '/etc/passwd', 'C:\\x', '..\\..', '%2e%2e%2f', '\u0000', ' ', 'CON', 'a/b', '\u202e'),
  fc.uuid(),
);
const anyInput = fc.oneof(hostileStrings, fc.anything());

function expectTyped(result: unknown): void {
  expect(result).toHaveProperty('ok');
  const r = result as { ok: boolean; error?: { code: string; message: string } };
  if (!r.ok) {
    expect(errorCodes).toContain(r.error?.code);
    expect(typeof r.error?.message).toBe('string');
  }
}

function onlyUuidDirectories(): void {
  let names: string[] = [];
  try {
    names = readdirSync(join(dataDir, 'profiles'));
  } catch {
    return;
  }
  for (const name of names) expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
}

describe('ProfileRegistry with random input', () => {
  it('answers create/rename/switch/remove with typed results only', async () => {
    await fc.assert(
      fc.asyncProperty(anyInput, anyInput, async (a, b) => {
        const created = await registry.create(a);
        expectTyped(created);
        expectTyped(await registry.rename(a, b));
        expectTyped(await registry.switchTo(a));
        expectTyped(await registry.settingsOf(b));
        expectTyped(await keys.set(a, b));
        expectTyped(await keys.has(b));
        if (created.ok) {
          expectTyped(await registry.rename(created.value.id, b));
          expectTyped(await keys.set(created.value.id, b));
          expectTyped(await keys.updateSettings(created.value.id, { serviceBaseUrl: { kind: 'custom', url: b } }));
          expectTyped(await registry.remove(created.value.id, { deleteCache: true }));
        }
        expectTyped(await registry.remove(b, { deleteCache: true }));
        onlyUuidDirectories();
      }),
      { numRuns: 150 },
    );
    expect((await registry.list()).ok).toBe(true);
  }, 30_000);
});
