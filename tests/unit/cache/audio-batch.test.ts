import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioStore } from '../../../electron/core/cache';

const dirs: string[] = [];
const newStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-audio-batch-'));
  dirs.push(dir);
  return new AudioStore(join(dir, 'audio'));
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const bytesOf = (text: string) => new TextEncoder().encode(text);
/** Every file in the store's shards, as shard/name. */
const filesIn = (store: AudioStore) =>
  readdirSync(store.root).flatMap((shard) => readdirSync(join(store.root, shard)).map((name) => `${shard}/${name}`));

describe('a batch of clips made durable together', () => {
  it('names no clip before seal (only temp files exist), then files every clip under its hash', async () => {
    const store = newStore();
    const batch = store.batch();
    const staged = await Promise.all(['one', 'two', 'three'].map((text) => batch.stage(bytesOf(text))));
    const hashes = staged.map((s) => (s.ok ? s.value.hash : ''));
    // Before the seal a crash would find only temp files (collected at start-up), no named clip.
    for (const hash of hashes) expect(store.pathOf(hash)).toBeNull();
    expect(filesIn(store).every((file) => /\/\..*\.tmp$/.test(file))).toBe(true);
    // A collection meanwhile leaves the batch's temp files alone.
    expect(store.collectOrphans(() => false)).toBe(0);

    const sealed = await batch.seal();
    expect(sealed.failure).toBeNull();
    expect([...sealed.placed].sort()).toEqual([...hashes].sort());
    expect(hashes.map((hash) => readFileSync(store.pathOf(hash)!, 'utf8'))).toEqual(['one', 'two', 'three']);
    expect(filesIn(store).some((file) => file.endsWith('.tmp'))).toBe(false);
    expect(store.totalBytes()).toBe(3 + 3 + 5);
  });

  it('stores a clip once when it comes twice, or is already in the store', async () => {
    const store = newStore();
    const earlier = await store.put(bytesOf('kept'));
    if (!earlier.ok) throw new Error('put failed');
    const batch = store.batch();
    await batch.stage(bytesOf('twice'));
    await batch.stage(bytesOf('twice'));
    await batch.stage(bytesOf('kept'));
    const { placed } = await batch.seal();
    expect(placed.size).toBe(2);
    expect(placed.has(earlier.value.hash)).toBe(true);
    expect(filesIn(store)).toHaveLength(2);
    expect(store.totalBytes()).toBe(4 + 5);
  });

  it('a put of a clip the batch is staging waits for the seal, and finds the file then', async () => {
    const store = newStore();
    const batch = store.batch();
    const staged = await batch.stage(bytesOf('shared'));
    if (!staged.ok) throw new Error('stage failed');
    let putDone = false;
    const put = store.put(bytesOf('shared')).then((result) => {
      putDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(putDone).toBe(false);
    await batch.seal();
    const result = await put;
    expect(result.ok && existsSync(store.pathOf(result.value.hash)!)).toBe(true);
  });
});
