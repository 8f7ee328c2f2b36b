import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioStore } from '../../../electron/core/cache';

// A session's routine orphan collection (after its first sync) goes a shard at a time and takes
// only files older than the session, so it may run beside writes that file clips before their rows.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const hourAgo = new Date(Date.now() - 3_600_000);
const age = (path: string) => utimesSync(path, hourAgo, hourAgo);

async function storeWith(...clips: string[]): Promise<{ store: AudioStore; hashes: string[]; path(hash: string): string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-orphans-'));
  dirs.push(dir);
  const store = new AudioStore(join(dir, 'audio'));
  const hashes: string[] = [];
  for (const clip of clips) {
    const stored = await store.put(new TextEncoder().encode(clip));
    if (!stored.ok) throw new Error(stored.error.message);
    hashes.push(stored.value.hash);
  }
  return { store, hashes, path: (hash) => join(store.root, hash.slice(0, 2), `${hash}.wav`) };
}

/** Every hash in `referenced` is referenced, whatever the shard asked for. */
const referencing = (referenced: string[]) => (shard: string) => new Set(referenced.filter((hash) => hash.startsWith(shard)));

describe('collecting old orphans, a shard at a time', () => {
  it('removes old unreferenced clips and crash leftovers, keeps referenced and newer files, and counts the bytes', async () => {
    const { store, hashes, path } = await storeWith('kept, referenced', 'old orphan', 'new file, its row still to come');
    const [kept, old, fresh] = hashes as [string, string, string];
    const leftover = join(store.root, kept.slice(0, 2), `.${kept}.wav.abc123.tmp`);
    writeFileSync(leftover, 'half');
    for (const file of [path(kept), path(old), leftover]) age(file);
    const before = store.totalBytes();

    const removed = await store.collectOldOrphans(referencing([kept]), { writtenBefore: Date.now() - 60_000 });

    expect(removed).toBe(2);
    expect(existsSync(path(old))).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(path(kept))).toBe(true);
    expect(existsSync(path(fresh))).toBe(true);
    expect(store.totalBytes()).toBe(before - 'old orphan'.length);
  });

  it('stops when its session is retired', async () => {
    const { store, hashes, path } = await storeWith('orphan one', 'orphan two');
    for (const hash of hashes) age(path(hash));
    const retired = AbortSignal.abort();
    expect(await store.collectOldOrphans(referencing([]), { writtenBefore: Date.now(), signal: retired })).toBe(0);
    for (const hash of hashes) expect(existsSync(path(hash))).toBe(true);
  });
});
