import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioStore, openCacheDatabase } from '../../../electron/core/cache';
import { collectAudioOrphans } from '../../../electron/core/history/cache-hygiene';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('orphan collection across features', () => {
  it('keeps files referenced by voice samples and images, not only by history entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sawt-refs-'));
    dirs.push(dir);
    const opened = openCacheDatabase(join(dir, 'cache.db'));
    if (!opened.ok) throw new Error(opened.error.message);
    const cache = opened.value.database;
    const store = new AudioStore(join(dir, 'audio'));
    const sample = await store.put(new TextEncoder().encode('a voice sample'));
    const orphan = await store.put(new TextEncoder().encode('nobody wants me'));
    if (!sample.ok || !orphan.ok) throw new Error('put failed');
    cache.db
      .prepare(
        `INSERT INTO catalogue_media (voice_id, kind, source_path, hash, content_type, bytes) VALUES ('v1', 'sample', '/s.wav', ?, 'audio/wav', 14)`,
      )
      .run(sample.value.hash);

    expect(collectAudioOrphans(cache, store)).toBe(1);
    expect(store.pathOf(sample.value.hash)).not.toBeNull();
    expect(store.pathOf(orphan.value.hash)).toBeNull();
    cache.close();
  });
});
