import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavChunks } from '../../../electron/core/audio/wav-riff';
import { writeJoinedWav, type ClipPauses } from '../../../electron/core/audio/wav-join';
import { wavOf, writeSparseWav } from '../../helpers/wav-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'sawt-wav-join-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let made = 0;

function clipFile(bytes: Uint8Array): string {
  const path = join(dir, `clip-${++made}.wav`);
  writeFileSync(path, bytes);
  return path;
}

async function joinClips(
  clips: Uint8Array[],
  pauses?: ClipPauses[],
): Promise<{ bytes: Uint8Array; target: string } | { error: string; target: string }> {
  const target = join(dir, `joined-${++made}.wav`);
  const written = await writeJoinedWav(target, clips.map(clipFile), pauses);
  return written.ok ? { bytes: new Uint8Array(readFileSync(target)), target } : { error: written.error.message, target };
}

const samplesOf = (bytes: Uint8Array) => [...new Int16Array(readWavChunks(bytes)!.data.slice().buffer)];
const temporaries = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('writeJoinedWav', () => {
  it('puts the samples of every clip back to back under one correct header', async () => {
    const joined = await joinClips([wavOf([1, 2, 3]), wavOf([4, 5], { extra: true }), wavOf([6])]);
    if (!('bytes' in joined)) throw new Error(joined.error);
    expect(samplesOf(joined.bytes)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new DataView(joined.bytes.buffer).getUint32(4, true)).toBe(joined.bytes.byteLength - 8);
    expect(joined.bytes.byteLength).toBe(44 + 12);
    expect(temporaries()).toEqual([]);
  });

  it('puts exact silence before and after each clip for its pauses', async () => {
    // 16 kHz: 0.5 ms is 8 samples, 0.25 ms is 4.
    const joined = await joinClips(
      [wavOf([1, 2]), wavOf([3])],
      [
        { beforeMs: 0.5, afterMs: 0 },
        { beforeMs: 0, afterMs: 0.25 },
      ],
    );
    if (!('bytes' in joined)) throw new Error(joined.error);
    expect(samplesOf(joined.bytes)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0]);
  });

  it('refuses clips of different formats and bytes that are not a WAV, writing nothing', async () => {
    const mixed = await joinClips([wavOf([1], { rate: 16_000 }), wavOf([2], { rate: 22_050 })]);
    expect('error' in mixed && mixed.error).toMatch(/part 2 has a different format/);
    const junk = await joinClips([wavOf([1]), new TextEncoder().encode('not a wav at all, honestly')]);
    expect('error' in junk && junk.error).toMatch(/part 2 is not a WAV/);
    expect((await writeJoinedWav(join(dir, 'none.wav'), [])).ok).toBe(false);
    const names = readdirSync(dir);
    for (const target of [mixed.target, junk.target, join(dir, 'none.wav')]) expect(names).not.toContain(basename(target));
    expect(temporaries()).toEqual([]);
  });

  it('refuses a join over the 4 GB WAV limit before writing a byte', async () => {
    // Two sparse clips of 2.2 GB each: nothing on disk, and nothing is read or written.
    const clips = [join(dir, 'huge-1.wav'), join(dir, 'huge-2.wav')];
    for (const path of clips) writeSparseWav(path, 2_200_000_000);
    const target = join(dir, 'too-big.wav');
    const written = await writeJoinedWav(target, clips);
    expect(!written.ok && written.error.message).toMatch(/larger than a WAV file can hold \(4 GB\)/);
    expect(readdirSync(dir)).not.toContain('too-big.wav');
    expect(temporaries()).toEqual([]);
  });

  it('reports a folder it cannot write as a DISK error and leaves no file behind', async () => {
    const written = await writeJoinedWav(join(dir, 'missing-folder', 'joined.wav'), [clipFile(wavOf([1]))]);
    expect(!written.ok && written.error.code).toBe('DISK');
    expect(temporaries()).toEqual([]);
  });
});
