import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AudioStore } from '../../../electron/core/cache';
import { ArrivingAudio } from '../../../electron/core/audio/arriving-audio';
import { wholeWavProblem } from '../../../electron/core/audio/wav-check';
import { encodeWav } from '../../../electron/sandbox/speech/wav';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-arriving-'));
  dirs.push(dir);
  return new AudioStore(join(dir, 'audio'));
};
const wav = encodeWav(
  new Int16Array(4_000).map((_, i) => i % 300),
  8_000,
  { software: 'sawt tests' },
);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

describe('a clip written to the cache as it arrives', () => {
  it('is a temp file that orphan collection leaves alone, then a file under its hash', async () => {
    const store = newStore();
    const incoming = await store.receive();
    if (!incoming.ok) throw new Error(incoming.error.message);
    expect((await incoming.value.write(wav.subarray(0, 1_000))).ok).toBe(true);
    expect(store.collectOrphans(() => false)).toBe(0);
    expect(existsSync(incoming.value.path)).toBe(true);
    await incoming.value.write(wav.subarray(1_000));
    const stored = await incoming.value.commit();
    if (!stored.ok) throw new Error(stored.error.message);
    expect(stored.value).toEqual({ hash: AudioStore.hashOf(wav), size: wav.length });
    expect(readFileSync(store.pathOf(stored.value.hash)!)).toEqual(wav);
    expect(readdirSync(join(store.root, 'incoming'))).toEqual([]);
    expect(store.totalBytes()).toBe(wav.length);
  });

  it('leaves nothing when discarded, and a crash leftover goes with the next orphan collection', async () => {
    const store = newStore();
    const dropped = await store.receive();
    const crashed = await store.receive();
    if (!dropped.ok || !crashed.ok) throw new Error('receive failed');
    await dropped.value.write(wav);
    await dropped.value.discard();
    expect(existsSync(dropped.value.path)).toBe(false);
    // As if the process died mid-download: the store forgets it, the file stays on disk.
    await crashed.value.write(wav);
    const restarted = new AudioStore(store.root);
    expect(restarted.collectOrphans(() => false)).toBe(1);
    expect(readdirSync(join(store.root, 'incoming'))).toEqual([]);
    expect(restarted.totalBytes()).toBe(0);
  });
});

describe('bytes shared by the players of a clip still arriving', () => {
  it('gives every reader its range as bytes come, holding the last byte back until the end', async () => {
    const arriving = new ArrivingAudio('audio/wav', 10);
    const whole = readAll(arriving.read());
    const middle = readAll(arriving.read(2, 5));
    const reader = arriving.read().getReader();
    arriving.push(Uint8Array.of(0, 1, 2));
    expect((await reader.read()).value).toEqual(Uint8Array.of(0, 1));
    arriving.push(Uint8Array.of(3, 4, 5, 6, 7, 8, 9));
    expect((await reader.read()).value).toEqual(Uint8Array.of(2, 3, 4, 5, 6, 7, 8));
    const last = reader.read();
    arriving.finish();
    expect((await last).value).toEqual(Uint8Array.of(9));
    expect([...(await whole)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...(await middle)]).toEqual([2, 3, 4, 5]);
    // A late reader after the end gets it all from memory.
    expect([...(await readAll(arriving.read(8)))]).toEqual([8, 9]);
  });

  it('errors every unfinished reader when the download fails', async () => {
    const arriving = new ArrivingAudio('audio/wav', null);
    const reading = readAll(arriving.read());
    arriving.push(new Uint8Array(300_000));
    arriving.fail(new Error('connection reset'));
    await expect(reading).rejects.toThrow('connection reset');
  });
});

describe('a downloaded clip is kept only when whole', () => {
  it('accepts the WAV as announced, and refuses a short one, a non-WAV and a cut RIFF', () => {
    expect(wholeWavProblem(wav, wav.length)).toBeNull();
    expect(wholeWavProblem(wav, null)).toBeNull();
    expect(wholeWavProblem(wav.subarray(0, 5_000), wav.length)).toMatch(/5000 of the \d+ bytes/);
    expect(wholeWavProblem(new TextEncoder().encode('<html>gateway error</html>'.repeat(4)), null)).toMatch(/not a WAV/);
    expect(wholeWavProblem(wav.subarray(0, 5_000), null)).toMatch(/declares \d+ bytes but 5000 arrived/);
  });
});
