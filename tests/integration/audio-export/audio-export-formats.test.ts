import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExportInWorker } from '../../../electron/core/audio-export/export-runner';
import { defaultExportSettings, type ExportFormat, type ExportSettings, type LoudnessTarget } from '../../../shared/model/audio-export';
import { meter, probe, run } from '../../helpers/audio-tools';

/**
 * Every export format is produced by the app's own worker, then read back by independent tools
 * (Debian's ffprobe and ffmpeg's EBU R128 meter, tests only): container, codec, rate, channels,
 * duration, tags, integrated loudness and true peak.
 */

let dir: string;
let speech: string;
let speechSeconds: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sawt-export-'));
  const english = join(dir, 'en.wav');
  const arabic = join(dir, 'ar.wav');
  run('espeak-ng', [
    '-w',
    english,
    'The studio reads long scripts aloud. Every part is exported in the format you choose, at the loudness you need.',
  ]);
  run('espeak-ng', ['-v', 'ar', '-w', arabic, 'مرحبا بكم في الاستوديو. نقرأ النصوص الطويلة بصوت واضح.']);
  speech = join(dir, 'speech.wav');
  run('sox', [english, arabic, english, speech]);
  speechSeconds = Number(run('soxi', ['-D', speech]).trim());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expected: Record<ExportFormat, { codec: string; rate: number | null }> = {
  wav: { codec: 'pcm_s16le', rate: null },
  mp3: { codec: 'mp3', rate: null },
  opus: { codec: 'opus', rate: 48_000 },
  flac: { codec: 'flac', rate: null },
  phone: { codec: 'pcm_mulaw', rate: 8_000 },
};

/** A worker, four passes over the audio and an encoder: a loaded shared machine needs room. */
const exportTimeoutMs = 120_000;

/** Lossy formats: their length is rounded to whole codec frames. */
const lossy = (format: ExportFormat) => format === 'mp3' || format === 'opus';

describe('audio export formats', { timeout: exportTimeoutMs }, () => {
  for (const format of Object.keys(expected) as ExportFormat[]) {
    for (const loudness of [-16, -23] as LoudnessTarget[]) {
      it(
        `writes ${format} at ${loudness} LUFS that decodes back with its rate, channels, length, tags and level`,
        async () => {
          const path = join(dir, `out-${format}${loudness}.${format}`);
          const settings: ExportSettings = { ...defaultExportSettings, format, loudness, mp3Kbps: 128 };
          const result = await runExportInWorker({
            parts: [speech],
            gapMs: 0,
            settings,
            outputPath: path,
            title: 'مرحبا بكم في الاستوديو',
            artist: 'Layla',
          });
          if (!result.ok) throw new Error(result.error.message);
          expect(result.value.format).toBe(format);
          const info = probe(path);
          expect(info.codec).toBe(expected[format].codec);
          expect(info.rate).toBe(expected[format].rate ?? 22_050);
          expect(info.channels).toBe(1);
          // Opus ends on a whole 20 ms frame; MP3 adds its encoder delay and padding.
          expect(Math.abs(info.seconds - speechSeconds)).toBeLessThan(lossy(format) ? 0.12 : 0.01);
          expect(info.tags['title']).toBe('مرحبا بكم في الاستوديو');
          expect(info.tags['artist']).toBe('Layla');
          const level = meter(path);
          expect(level.truePeak).toBeLessThanOrEqual(-1);
          expect(Math.abs(level.lufs - loudness!)).toBeLessThanOrEqual(0.5);
        },
        exportTimeoutMs,
      );
    }
  }

  // LAME decodes quieter than its input whatever the bitrate; the export makes up for it.
  for (const kbps of [64, 320] as const) {
    it(`lands ${kbps} kbps MP3 on the target as ffmpeg decodes and measures it`, async () => {
      const path = join(dir, `out-${kbps}.mp3`);
      const settings: ExportSettings = { ...defaultExportSettings, format: 'mp3', loudness: -19, mp3Kbps: kbps };
      const result = await runExportInWorker({ parts: [speech], gapMs: 0, settings, outputPath: path, title: 't', artist: 'a' });
      if (!result.ok) throw new Error(result.error.message);
      const level = meter(path);
      expect(Math.abs(level.lufs - -19)).toBeLessThanOrEqual(0.5);
      expect(level.truePeak).toBeLessThanOrEqual(-1);
    });
  }

  // A joined render is finished as one: one gain for all parts (a quieter part stays quieter),
  // measured over the join with its gaps, then encoded; ffmpeg decodes and measures the file.
  for (const format of ['mp3', 'opus'] as const) {
    for (const loudness of [-16, -19, -23] as LoudnessTarget[]) {
      it(
        `lands a joined ${format} render on ${loudness} LUFS under −1 dBTP, with its parts' length, rate and channels`,
        async () => {
          const quieter = join(dir, 'quieter.wav');
          run('sox', [speech, quieter, 'vol', '0.6']);
          const path = join(dir, `joined${loudness}.${format}`);
          const settings: ExportSettings = { ...defaultExportSettings, format, loudness, mp3Kbps: 128 };
          const result = await runExportInWorker({
            parts: [speech, quieter, speech],
            gapMs: 400,
            settings,
            outputPath: path,
            title: 't',
            artist: 'a',
          });
          if (!result.ok) throw new Error(result.error.message);
          expect(result.value.format).toBe(format);
          expect(result.value.partDurationsMs).toHaveLength(3);
          const info = probe(path);
          expect(info.rate).toBe(expected[format].rate ?? 22_050);
          expect(info.channels).toBe(1);
          expect(Math.abs(info.seconds - (3 * speechSeconds + 0.8))).toBeLessThan(0.12);
          const level = meter(path);
          expect(level.truePeak).toBeLessThanOrEqual(-1);
          expect(Math.abs(level.lufs - loudness!)).toBeLessThanOrEqual(0.5);
        },
        exportTimeoutMs,
      );
    }
  }

  it('keeps the level as generated when no loudness target is chosen, and trims silence only when asked', async () => {
    const padded = join(dir, 'padded.wav');
    run('sox', [speech, padded, 'pad', '1.5', '2']);
    const path = join(dir, 'trimmed.flac');
    const result = await runExportInWorker({
      parts: [padded],
      gapMs: 0,
      settings: { ...defaultExportSettings, format: 'flac', trimSilence: true },
      outputPath: path,
      title: 't',
      artist: 'a',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.trimmedMs!.start).toBeGreaterThan(1_300);
    expect(result.value.trimmedMs!.end).toBeGreaterThan(1_800);
    expect(probe(path).seconds).toBeLessThan(speechSeconds + 0.3);
    expect(Math.abs(meter(path).lufs - meter(speech).lufs)).toBeLessThan(0.2);
  });

  it('joins parts with exact gaps and reports each part length', async () => {
    const path = join(dir, 'joined.wav');
    const result = await runExportInWorker({
      parts: [speech, speech],
      gapMs: 750,
      settings: { ...defaultExportSettings, loudness: -19 },
      outputPath: path,
      title: 't',
      artist: 'a',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.partDurationsMs).toHaveLength(2);
    expect(Math.abs(probe(path).seconds - (2 * speechSeconds + 0.75))).toBeLessThan(0.01);
    expect(Math.abs(meter(path).lufs - -19)).toBeLessThanOrEqual(0.5);
  });

  it('answers an error (no crash, no file) when even the WAV fallback cannot be written', async () => {
    // A folder that does not exist fails the chosen format and then the WAV fallback.
    const path = join(dir, 'missing', 'x.mp3');
    const result = await runExportInWorker({
      parts: [speech],
      gapMs: 0,
      settings: { ...defaultExportSettings, format: 'mp3' },
      outputPath: path,
      title: 't',
      artist: 'a',
    });
    expect(result.ok).toBe(false);
  });
});
