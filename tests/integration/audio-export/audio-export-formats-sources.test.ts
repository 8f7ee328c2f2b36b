import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExportInWorker } from '../../../electron/core/audio-export/export-runner';
import type { ExportJobResult } from '../../../electron/core/audio-export/export-job';
import { defaultExportSettings, type ExportFormat, type ExportSettings, type LoudnessTarget } from '../../../shared/model/audio-export';
import { channelLevels, meter, probe, run, soxInfo } from '../../helpers/audio-tools';

/**
 * Exports of what a studio really joins, each decoded back by independent tools (ffprobe, ffmpeg's
 * EBU R128 meter and astats, sox; tests only): joined FLAC and phone renders, stereo sources
 * (their two channels kept apart, or mixed down for the phone), and parts at different sample
 * rates and channel counts joined into one file at one rate, each part at its own length.
 */

let dir: string;
/** Speech as the sandbox gives it (22.05 kHz mono), and its length in seconds. */
let speech: string;
let seconds: number;
/** The same speech at other rates, and as stereo with the right channel 6 dB under the left. */
let speech16k: string;
let speech24k: string;
let stereo: string;
let stereo44k: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-export-sources-'));
  const english = join(dir, 'en.wav');
  const arabic = join(dir, 'ar.wav');
  run('espeak-ng', ['-w', english, 'Every part of a long script is joined into one file, at one rate, at the loudness you chose.']);
  run('espeak-ng', ['-v', 'ar', '-w', arabic, 'نقرأ النصوص الطويلة بصوت واضح ونحفظها بالصيغة التي تختارها.']);
  speech = join(dir, 'speech.wav');
  run('sox', [english, arabic, speech]);
  seconds = soxInfo(speech).seconds;
  speech16k = join(dir, 'speech16k.wav');
  speech24k = join(dir, 'speech24k.wav');
  stereo = join(dir, 'stereo.wav');
  stereo44k = join(dir, 'stereo44k.wav');
  run('sox', [speech, '-r', '16000', speech16k]);
  run('sox', [speech, '-r', '24000', speech24k]);
  run('sox', [speech, stereo, 'remix', '1', '1v0.5']);
  run('sox', [stereo, '-r', '44100', stereo44k]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const exportTimeoutMs = 120_000;

async function exportParts(name: string, parts: string[], gapMs: number, settings: Partial<ExportSettings>): Promise<ExportJobResult> {
  const result = await runExportInWorker({
    parts,
    gapMs,
    settings: { ...defaultExportSettings, mp3Kbps: 128, ...settings },
    outputPath: join(dir, name),
    title: 'مرحبا',
    artist: 'Layla',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The file's loudness and true peak as ffmpeg reads them: on target, under −1 dBTP. */
function expectFinished(path: string, target: LoudnessTarget): void {
  const level = meter(path);
  expect(level.truePeak).toBeLessThanOrEqual(-1);
  expect(Math.abs(level.lufs - target!)).toBeLessThanOrEqual(0.5);
}

/** Integrated loudness of [start, end) seconds of a file, by ffmpeg. */
function stretchLufs(path: string, start: number, end: number): number {
  const out = run('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', `atrim=${start}:${end},ebur128`, '-f', 'null', '-']);
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(out.slice(out.lastIndexOf('Summary:')))![1]);
}

describe('audio export of joined, stereo and mixed-rate sources', { timeout: exportTimeoutMs }, () => {
  it('joins parts into FLAC on target that ffprobe and sox read at the parts’ rate and length', async () => {
    const quieter = join(dir, 'quieter.wav');
    run('sox', [speech, quieter, 'vol', '0.6']);
    const result = await exportParts('joined.flac', [speech, quieter, speech], 400, { format: 'flac', loudness: -19 });
    expect(result.format).toBe('flac');
    expect(result.partDurationsMs.map((ms) => Math.round(ms))).toEqual(Array(3).fill(Math.round(seconds * 1000)));
    const path = join(dir, 'joined.flac');
    const info = probe(path);
    expect([info.codec, info.rate, info.channels]).toEqual(['flac', 22_050, 1]);
    expect(Math.abs(info.seconds - (3 * seconds + 0.8))).toBeLessThan(0.01);
    const sox = soxInfo(path);
    expect([sox.rate, sox.channels, sox.encoding]).toEqual([22_050, 1, 'FLAC']);
    expect(Math.abs(sox.seconds - (3 * seconds + 0.8))).toBeLessThan(0.01);
    expectFinished(path, -19);
    // One gain for the join: the quieter part stays 4.4 dB (×0.6) under its neighbours.
    const first = stretchLufs(path, 0, seconds);
    const second = stretchLufs(path, seconds + 0.4, 2 * seconds + 0.4);
    expect(first - second).toBeGreaterThan(3.5);
  });

  it('joins parts into the phone preset: 8 kHz μ-law mono, as ffprobe and sox read it', async () => {
    const result = await exportParts('joined-phone.wav', [speech, speech16k], 500, { format: 'phone', loudness: -19 });
    expect(result.format).toBe('phone');
    const path = join(dir, 'joined-phone.wav');
    const info = probe(path);
    expect([info.codec, info.rate, info.channels]).toEqual(['pcm_mulaw', 8_000, 1]);
    const sox = soxInfo(path);
    expect([sox.rate, sox.channels, sox.encoding]).toEqual([8_000, 1, 'u-law']);
    expect(Math.abs(sox.seconds - (2 * seconds + 0.5))).toBeLessThan(0.01);
    expectFinished(path, -19);
  });

  const stereoCases: Array<{ format: ExportFormat; rate: number; channels: number; slack: number }> = [
    { format: 'mp3', rate: 22_050, channels: 2, slack: 0.12 },
    { format: 'opus', rate: 48_000, channels: 2, slack: 0.12 },
    { format: 'flac', rate: 22_050, channels: 2, slack: 0.01 },
    { format: 'phone', rate: 8_000, channels: 1, slack: 0.01 },
  ];
  for (const { format, rate, channels, slack } of stereoCases) {
    it(`exports a stereo source as ${format}: ${channels === 2 ? 'both channels kept apart' : 'mixed down to mono'}, on target`, async () => {
      const path = join(dir, `stereo-${format}.${format === 'phone' ? 'wav' : format}`);
      await exportParts(`stereo-${format}.${format === 'phone' ? 'wav' : format}`, [stereo], 0, { format, loudness: -16 });
      const info = probe(path);
      expect([info.rate, info.channels]).toEqual([rate, channels]);
      expect(Math.abs(info.seconds - seconds)).toBeLessThan(slack);
      expectFinished(path, -16);
      if (channels === 2) {
        // The right channel was made 6 dB under the left: still so, neither swapped nor merged.
        const [left, right] = channelLevels(path);
        expect(Math.abs(left! - right! - 6.02)).toBeLessThan(0.5);
      }
    });
  }

  it('joins parts at 22.05, 16 and 24 kHz into one WAV at the first part’s rate, each part at its own length', async () => {
    const result = await exportParts('mixed-rates.wav', [speech, speech16k, speech24k], 250, { format: 'wav', loudness: -23 });
    expect(result.partDurationsMs).toHaveLength(3);
    for (const ms of result.partDurationsMs) expect(Math.abs(ms - seconds * 1000)).toBeLessThan(1);
    const path = join(dir, 'mixed-rates.wav');
    const info = probe(path);
    expect([info.codec, info.rate, info.channels]).toEqual(['pcm_s16le', 22_050, 1]);
    expect(Math.abs(info.seconds - (3 * seconds + 0.5))).toBeLessThan(0.01);
    expectFinished(path, -23);
    // The same speech at every rate: each part converted, not sped up, slowed down or garbled.
    const levels = [0, 1, 2].map((k) => stretchLufs(path, k * (seconds + 0.25), k * (seconds + 0.25) + seconds));
    for (const level of levels.slice(1)) expect(Math.abs(level - levels[0]!)).toBeLessThan(0.5);
  });

  it('joins a 44.1 kHz stereo part and a 16 kHz mono part into stereo Opus, the mono part on both channels', async () => {
    const result = await exportParts('mixed.opus', [stereo44k, speech16k], 300, { format: 'opus', loudness: -16 });
    expect(result.partDurationsMs).toHaveLength(2);
    const path = join(dir, 'mixed.opus');
    const info = probe(path);
    expect([info.codec, info.rate, info.channels]).toEqual(['opus', 48_000, 2]);
    expect(Math.abs(info.seconds - (2 * seconds + 0.3))).toBeLessThan(0.12);
    expectFinished(path, -16);
    // The stereo part keeps its 6 dB between channels; the mono part plays equally on both.
    const [left, right] = channelLevels(path, { start: 0, end: seconds });
    expect(Math.abs(left! - right! - 6.02)).toBeLessThan(0.5);
    const [monoLeft, monoRight] = channelLevels(path, { start: seconds + 0.3, end: 2 * seconds + 0.3 });
    expect(Math.abs(monoLeft! - monoRight!)).toBeLessThan(0.1);
  });
});
