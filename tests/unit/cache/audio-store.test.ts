import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioStore } from '../../../electron/core/cache';
import { limitOpenEndedRange, parseByteRange } from '../../../electron/core/audio/byte-range';
import { parseMediaPath } from '../../../shared/contract';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-audio-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the content-addressed audio store', () => {
  it('stores bytes under their hash once and gives the file back by hash', async () => {
    const store = new AudioStore(join(tempDir(), 'audio'));
    const bytes = new TextEncoder().encode('RIFF....WAVEfmt ');
    const first = await store.put(bytes);
    const second = await store.put(bytes);
    if (!first.ok || !second.ok) throw new Error('put failed');
    expect(first.value.hash).toBe(second.value.hash);
    expect(readFileSync(store.pathOf(first.value.hash)!)).toEqual(Buffer.from(bytes));
    expect(store.totalBytes()).toBe(bytes.byteLength);
  });

  it('refuses hashes that are not hashes, and links that lead out of the store', async () => {
    const dir = tempDir();
    const store = new AudioStore(join(dir, 'audio'));
    for (const hash of ['../../etc/passwd', '/etc/passwd', 'a'.repeat(63), 'A'.repeat(64), '']) {
      expect(store.pathOf(hash)).toBeNull();
    }
    const outside = join(dir, 'secret.wav');
    writeFileSync(outside, 'not yours');
    const hash = 'b'.repeat(64);
    mkdirSync(join(dir, 'audio', 'bb'), { recursive: true });
    symlinkSync(outside, join(dir, 'audio', 'bb', `${hash}.wav`));
    expect(store.pathOf(hash)).toBeNull();
  });

  it('collects files no row references, and temp files left by a crash', async () => {
    const store = new AudioStore(join(tempDir(), 'audio'));
    const kept = await store.put(new TextEncoder().encode('kept'));
    const orphan = await store.put(new TextEncoder().encode('orphan'));
    if (!kept.ok || !orphan.ok) throw new Error('put failed');
    const shard = join(store.root, kept.value.hash.slice(0, 2));
    writeFileSync(join(shard, `.${kept.value.hash}.wav.abc123.tmp`), 'half');
    const removed = store.collectOrphans((hash) => hash === kept.value.hash);
    expect(removed).toBe(2);
    expect(store.pathOf(kept.value.hash)).not.toBeNull();
    expect(existsSync(join(store.root, orphan.value.hash.slice(0, 2), `${orphan.value.hash}.wav`))).toBe(false);
  });
});

describe('the audio store total', () => {
  const clip = (n: number, fill: number) => new Uint8Array(n).fill(fill);

  it('is counted once from disk, then kept by put, remove and orphan collection', async () => {
    const root = join(tempDir(), 'audio');
    const first = new AudioStore(root);
    const a = await first.put(clip(100, 1));
    if (!a.ok) throw new Error('put failed');
    // A second store on the same folder (the next session) counts what is already there.
    const store = new AudioStore(root);
    expect(store.totalBytes()).toBe(100);
    const b = await store.put(clip(50, 2));
    const c = await store.put(clip(20, 3));
    if (!b.ok || !c.ok) throw new Error('put failed');
    expect(store.totalBytes()).toBe(170);
    store.remove(b.value.hash);
    expect(store.totalBytes()).toBe(120);
    // A temp file a crash left was never part of the total; collecting it changes nothing there.
    writeFileSync(join(root, a.value.hash.slice(0, 2), '.x.0123456789ab.tmp'), 'half a clip');
    expect(store.collectOrphans((hash) => hash === a.value.hash)).toBe(2);
    expect(store.totalBytes()).toBe(100);
    expect(new AudioStore(root).totalBytes()).toBe(100);
  });

  it('counts a clip put twice at once a single time', async () => {
    const store = new AudioStore(join(tempDir(), 'audio'));
    expect(store.totalBytes()).toBe(0);
    const [one, two] = await Promise.all([store.put(clip(64, 7)), store.put(clip(64, 7))]);
    expect(one.ok && two.ok).toBe(true);
    expect(store.totalBytes()).toBe(64);
  });
});

describe('byte ranges', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['items=0-1', null],
    ['bytes=0-1,5-6', null],
  ])('%s of a 1000-byte file → %j', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it.each([
    ['bytes=0-', 300, { start: 0, end: 299 }],
    ['bytes=800-', 300, { start: 800, end: 999 }],
    ['bytes=0-', undefined, { start: 0, end: 999 }],
    ['bytes=0-499', 300, { start: 0, end: 499 }],
    ['bytes=-500', 300, { start: 500, end: 999 }],
    [undefined, 300, null],
    ['bytes=1000-', 300, 'unsatisfiable'],
  ])('%s in parts of %s bytes → %j (only open-ended ranges are cut)', (header, limit, expected) => {
    expect(limitOpenEndedRange(header, parseByteRange(header, 1000), limit)).toEqual(expected);
  });
});

describe('audio paths', () => {
  it('parses kind and id, and refuses anything else', () => {
    expect(parseMediaPath('/api/audio/history/abc-123')).toEqual({ kind: 'history', id: 'abc-123' });
    expect(parseMediaPath('/api/audio/history/a%2F..%2Fb')).toEqual({ kind: 'history', id: 'a/../b' });
    expect(parseMediaPath('/api/audio/history/a/b')).toBeNull();
    expect(parseMediaPath('/api/audio/history/%E0%A4%A')).toBeNull();
    expect(parseMediaPath('/api/audio/../x')).toBeNull();
  });
});
