import { describe, expect, it } from 'vitest';
import { joinWavs, readWav } from '../../electron/core/script/wav-join';

/** A PCM WAV with the given samples (16-bit mono), optionally with an extra chunk before `data`. */
function wav(samples: number[], { rate = 16_000, extra = false } = {}): Uint8Array {
  const data = new Uint8Array(samples.length * 2);
  const dv = new DataView(data.buffer);
  samples.forEach((s, i) => dv.setInt16(i * 2, s, true));
  const list = extra ? new Uint8Array([...Buffer.from('LIST'), 3, 0, 0, 0, 1, 2, 3, 0]) : new Uint8Array();
  const out = new Uint8Array(44 + list.byteLength + data.byteLength);
  const v = new DataView(out.buffer);
  out.set(Buffer.from('RIFF'), 0);
  v.setUint32(4, out.byteLength - 8, true);
  out.set(Buffer.from('WAVEfmt '), 8);
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  out.set(list, 36);
  out.set(Buffer.from('data'), 36 + list.byteLength);
  v.setUint32(40 + list.byteLength, data.byteLength, true);
  out.set(data, 44 + list.byteLength);
  return out;
}

describe('joinWavs', () => {
  it('puts the samples of every clip back to back under one correct header', () => {
    const joined = joinWavs([wav([1, 2, 3]), wav([4, 5], { extra: true }), wav([6])]);
    if (!joined.ok) throw new Error(joined.error.message);
    const parsed = readWav(joined.value)!;
    expect([...new Int16Array(parsed.data.slice().buffer)]).toEqual([1, 2, 3, 4, 5, 6]);
    const view = new DataView(joined.value.buffer);
    expect(view.getUint32(4, true)).toBe(joined.value.byteLength - 8);
    expect(joined.value.byteLength).toBe(44 + 12);
  });

  it('refuses clips of different formats and bytes that are not a WAV', () => {
    const mixed = joinWavs([wav([1], { rate: 16_000 }), wav([2], { rate: 22_050 })]);
    expect(!mixed.ok && mixed.error.message).toMatch(/part 2 has a different format/);
    const junk = joinWavs([wav([1]), new TextEncoder().encode('not a wav at all, honestly')]);
    expect(!junk.ok && junk.error.message).toMatch(/part 2 is not a WAV/);
    expect(joinWavs([]).ok).toBe(false);
  });
});
