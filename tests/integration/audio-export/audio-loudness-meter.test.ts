import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integratedLoudness, LoudnessMeter } from '../../../electron/core/audio-export/loudness-meter';
import { decodeWav, type PcmAudio } from '../../../electron/core/audio/wav-samples';
import { PeakEnvelope, peakLookahead } from '../../../electron/core/audio-export/true-peak';
import { referenceLevel } from '../../helpers/ebur128-reference';

/**
 * The studio's streaming EBU R128 meter and true-peak envelope against two independent meters:
 * ebur128-wasm (the Rust port of libebur128) on the same samples, and ffmpeg's ebur128 filter on
 * the same files (tests only). Speech from espeak-ng, noise and tones from sox, at the rates the
 * exports use, mono and stereo; and fed in odd chunk sizes, the stream measures what it measures whole.
 */

let dir: string;
const files: Record<string, string> = {};

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return `${result.stdout}${result.stderr}`;
}

function load(path: string): PcmAudio {
  const decoded = decodeWav(new Uint8Array(readFileSync(path)));
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value;
}

function ffmpegLufs(path: string): number {
  const out = run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128', '-f', 'null', '-']);
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(out.slice(out.lastIndexOf('Summary:')))![1]);
}

function streamedTruePeak(audio: PcmAudio): number {
  const chunk = 1000;
  const envelope = new PeakEnvelope(audio.channels.length, null);
  const out = new Float32Array(chunk);
  const late = audio.channels.map(() => new Float32Array(chunk));
  const frames = audio.channels[0]!.length;
  let peak = 0;
  for (let at = 0; at < frames + peakLookahead; at += chunk) {
    const count = Math.min(chunk, frames + peakLookahead - at);
    const input = audio.channels.map((c) => {
      const padded = new Float32Array(count);
      padded.set(c.subarray(at, Math.min(frames, at + count)));
      return padded;
    });
    envelope.push(input, count, out, late);
    for (let i = 0; i < count; i++) peak = Math.max(peak, out[i]!);
  }
  return peak;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-meter-'));
  const en = join(dir, 'en.wav');
  run('espeak-ng', ['-w', en, 'The studio reads long scripts aloud, and every export lands at the loudness you choose.']);
  const ar = join(dir, 'ar.wav');
  run('espeak-ng', ['-v', 'ar', '-w', ar, 'مرحبا بكم في الاستوديو. نقرأ النصوص الطويلة بصوت واضح.']);
  files['speech 22.05 kHz mono'] = join(dir, 'speech.wav');
  run('sox', [en, ar, files['speech 22.05 kHz mono']]);
  files['speech 48 kHz stereo'] = join(dir, 'speech48.wav');
  run('sox', [files['speech 22.05 kHz mono'], '-r', '48000', '-c', '2', files['speech 48 kHz stereo'], 'remix', '1', '1v0.5']);
  files['speech 8 kHz mono'] = join(dir, 'speech8.wav');
  run('sox', [files['speech 22.05 kHz mono'], '-r', '8000', files['speech 8 kHz mono']]);
  // Noise bursts between silences exercise both gates; a quiet tone sits under the relative one.
  files['pink noise bursts 44.1 kHz stereo'] = join(dir, 'noise.wav');
  run('sox', [
    '-n',
    '-r',
    '44100',
    '-c',
    '2',
    '-b',
    '16',
    files['pink noise bursts 44.1 kHz stereo'],
    'synth',
    '3',
    'pinknoise',
    'vol',
    '0.3',
    'pad',
    '2',
    '2',
    'repeat',
    '2',
  ]);
  files['1 kHz tone 44.1 kHz mono'] = join(dir, 'tone.wav');
  run('sox', ['-n', '-r', '44100', '-c', '1', '-b', '16', files['1 kHz tone 44.1 kHz mono'], 'synth', '5', 'sine', '997', 'vol', '0.1']);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loudness meter', () => {
  for (const name of [
    'speech 22.05 kHz mono',
    'speech 48 kHz stereo',
    'speech 8 kHz mono',
    'pink noise bursts 44.1 kHz stereo',
    '1 kHz tone 44.1 kHz mono',
  ]) {
    it(`reads ${name} as ebur128-wasm and ffmpeg do`, () => {
      const audio = load(files[name]!);
      const reference = referenceLevel(audio.sampleRate, audio.channels);
      const lufs = integratedLoudness(audio);
      expect(Math.abs(lufs - reference.lufs)).toBeLessThan(0.02);
      // ffmpeg prints one decimal and measures after converting to 48 kHz.
      expect(Math.abs(lufs - ffmpegLufs(files[name]!))).toBeLessThanOrEqual(0.1);
      const truePeakDb = 20 * Math.log10(streamedTruePeak(audio));
      expect(Math.abs(truePeakDb - reference.truePeakDb)).toBeLessThan(0.1);
    });
  }

  it('measures a stream fed in odd chunk sizes exactly as it measures it whole', () => {
    const audio = load(files['speech 48 kHz stereo']!);
    const meter = new LoudnessMeter(audio.sampleRate, 2);
    const frames = audio.channels[0]!.length;
    for (let at = 0, size = 1; at < frames; at += size, size = (size * 7 + 3) % 5000) {
      const count = Math.min(size, frames - at);
      meter.add(
        audio.channels.map((c) => c.subarray(at, at + count)),
        count,
      );
    }
    expect(meter.integrated()).toBeCloseTo(integratedLoudness(audio), 9);
  });

  it('calls silence −70 LUFS (every block gated out)', () => {
    expect(integratedLoudness({ sampleRate: 22_050, channels: [new Float32Array(22_050 * 3)] })).toBe(-70);
  });
});
