import { readFile } from 'node:fs/promises';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { ClipWaveform } from '../../../shared/model/audio';
import { readWavLayout } from './wav-samples';

/**
 * A clip's waveform for the player: the largest magnitude over all channels in each of
 * `buckets` equal stretches, read straight from the WAV's samples (no float copy of the clip),
 * so the renderer never decodes a long render on its own thread. Clips are content-addressed
 * files that never change, so a few recent answers are kept by path.
 */
const remembered = new Map<string, ClipWaveform>();
const rememberedLimit = 16;

export async function clipWaveform(path: string, contentType: string, buckets: number): Promise<Result<ClipWaveform>> {
  const key = `${buckets}:${path}`;
  const known = remembered.get(key);
  if (known) return ok(known);
  if (!/wav/i.test(contentType)) return fail('VALIDATION', 'A waveform is drawn for WAV clips only; this clip is in another format.');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch {
    return fail('NOT_FOUND', 'The clip is not saved on this computer.');
  }
  const layout = readWavLayout(bytes);
  if (!layout.ok) return layout;
  const { frames, channelCount, bytesPerSample, sampleRate, read } = layout.value;
  const peaks: number[] = [];
  const step = bytesPerSample * channelCount;
  const count = Math.max(1, Math.min(buckets, frames));
  for (let b = 0; b < count; b++) {
    const from = Math.floor((b * frames) / count);
    const to = Math.floor(((b + 1) * frames) / count);
    let peak = 0;
    for (let i = from, at = from * step; i < to; i++, at += step) {
      for (let c = 0, channelAt = at; c < channelCount; c++, channelAt += bytesPerSample) {
        const value = Math.abs(read(channelAt));
        if (value > peak) peak = value;
      }
    }
    // Three decimals: plenty for a picture, and a third of the JSON.
    peaks.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  const waveform: ClipWaveform = { durationMs: Math.round((frames / sampleRate) * 1000), peaks: frames === 0 ? [] : peaks };
  remembered.set(key, waveform);
  if (remembered.size > rememberedLimit) remembered.delete(remembered.keys().next().value!);
  return ok(waveform);
}
