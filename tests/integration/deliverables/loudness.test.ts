import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../../electron/core/deliverables/book';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings, type BookExportReport, type DeliverableSettings } from '../../../shared/model/deliverables';
import { meter, probe, run } from '../../helpers/audio-tools';
import { bookOf, silence, toneBook, writeSpeechClip } from '../../helpers/book-fixture';
import { astats, decodeMono } from '../../helpers/deliverable-probe';

// Issue 31, done when: "ACX measures within limits on each chapter", and the presets "measured on
// the final encoded file": every chapter file and the M4B decoded and measured by ffmpeg (ebur128
// for loudness and true peak, astats for RMS and peak), never by the studio's own meters.
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-levels-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lines = [
  ['en', 'The studio reads long scripts aloud for listeners across many cities.'],
  ['ar', 'يقرأ الاستوديو النصوص الطويلة بصوت عالٍ للمستمعين في مدن كثيرة.'],
  ['en', 'It measures loudness on every chapter, and writes marks where the words begin.'],
  ['ar', 'ويكتب علامات الفصول حيث تبدأ الكلمات، بدقة العينة الواحدة.'],
] as const;
let book: Book;

beforeAll(() => {
  const clips = join(scratch, 'clips');
  mkdirSync(clips);
  // Chapters of different levels (espeak's own, and about 10 dB quieter): each is finished on its own.
  const chapters = [0, 1, 2].map((c) => ({
    title: `Chapter ${c + 1}`,
    segments: lines.flatMap(([voice, text], b) => {
      const path = join(clips, `${c}-${b}.wav`);
      if (!existsSync(path)) writeSpeechClip(path, text, voice, c === 1 ? 30 : 100);
      const clip = { kind: 'audio' as const, path, text };
      return b === 0 ? [clip] : [silence(500), clip];
    }),
  }));
  book = bookOf(chapters, { title: 'Levels' });
}, 60_000);

async function exported(name: string, settings: Partial<DeliverableSettings>): Promise<{ dir: string; report: BookExportReport }> {
  const dir = join(scratch, name);
  mkdirSync(dir);
  const result = await exportBook({ book, settings: { ...defaultDeliverableSettings, ...settings }, directory: dir, fallbackName: 'book' });
  if (!result.ok) throw new Error(result.error.message);
  return { dir, report: result.value.report };
}

const chapterFiles = (dir: string, extension: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(`.${extension}`) && name !== `Levels.${extension}`)
    .sort();

/** The quietest 500 ms of a decoded file (RMS, dBFS): ACX's noise floor, computed here from ffmpeg's samples. */
function noiseFloorDb(samples: Float32Array, rate: number): number {
  const window = rate / 2;
  let quietest = Infinity;
  for (let at = 0; at + window <= samples.length; at += window) {
    let sum = 0;
    for (let i = at; i < at + window; i++) sum += samples[i]! * samples[i]!;
    quietest = Math.min(quietest, sum / window);
  }
  return 10 * Math.log10(quietest);
}

describe('loudness presets, measured on the files written', () => {
  it('podcast: every chapter file and the M4B at −16 LUFS ±1, true peak ≤ −1 dBTP', async () => {
    const { dir, report } = await exported('podcast', { chapterFormat: 'mp3', m4b: true, loudness: 'podcast' });
    const files = [...chapterFiles(dir, 'mp3'), 'Levels.m4b'];
    expect(files).toHaveLength(4);
    for (const name of files) {
      const level = meter(join(dir, name));
      expect(Math.abs(level.lufs - -16), name).toBeLessThanOrEqual(1);
      expect(level.truePeak, name).toBeLessThanOrEqual(-1);
    }
    expect(report.missedChapters).toBe(0);
    report.chapters.forEach((chapter, i) =>
      expect(Math.abs(chapter.measures.lufs! - meter(join(dir, files[i]!)).lufs)).toBeLessThanOrEqual(0.3),
    );
  }, 120_000);

  it('chapters are measured while the pass writes, not all before it', async () => {
    // 16 chapters in at most four lanes: every lane has a third chapter, measured only once its
    // first is written (a lane measures one chapter ahead), so a measure follows the first write.
    const dir = join(scratch, 'ahead');
    mkdirSync(join(dir, 'clips'), { recursive: true });
    const tones = toneBook(join(dir, 'clips'), 16, 1);
    const stages: string[] = [];
    const result = await exportBook({
      book: tones.book,
      settings: { ...defaultDeliverableSettings, chapterFormat: null, m4b: true, loudness: 'podcast' },
      directory: dir,
      fallbackName: 'book',
      onProgress: (progress) => stages.push(progress.stage),
    });
    expect(result.ok).toBe(true);
    expect(stages.filter((stage) => stage === 'measuring')).toHaveLength(16);
    expect(stages.indexOf('writing')).toBeLessThan(stages.lastIndexOf('measuring'));
    // Each chapter finished by its own plan, as when all were measured first.
    if (result.ok)
      for (const chapter of result.value.report.chapters) expect(Math.abs(chapter.measures.lufs! - -16)).toBeLessThanOrEqual(0.5);
  }, 120_000);

  it('broadcast: every chapter file at −23 LUFS ±0.5 (EBU R128), true peak ≤ −1 dBTP', async () => {
    const { dir, report } = await exported('broadcast', { chapterFormat: 'flac', m4b: true, loudness: 'broadcast' });
    for (const name of [...chapterFiles(dir, 'flac'), 'Levels.m4b']) {
      const level = meter(join(dir, name));
      expect(Math.abs(level.lufs - -23), name).toBeLessThanOrEqual(0.5);
      expect(level.truePeak, name).toBeLessThanOrEqual(-1);
    }
    expect(report.chapters.every((chapter) => chapter.misses.length === 0)).toBe(true);
  }, 120_000);

  it('ACX: each chapter an MP3 at 192 kbit/s, 44.1 kHz, RMS −23…−18, peak ≤ −3, noise floor ≤ −60, room tone at head and tail', async () => {
    const { dir, report } = await exported('acx', { chapterFormat: 'mp3', m4b: false, loudness: 'acx' });
    const files = chapterFiles(dir, 'mp3');
    expect(files).toHaveLength(3);
    for (const name of files) {
      const path = join(dir, name);
      const probed = probe(path);
      expect([probed.codec, probed.rate]).toEqual(['mp3', 44_100]);
      expect(
        run('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=bit_rate', '-of', 'csv=p=0', path]).trim(),
      ).toBe('192000');
      const levels = astats(path);
      expect(levels.rms, name).toBeGreaterThanOrEqual(-23);
      expect(levels.rms, name).toBeLessThanOrEqual(-18);
      expect(levels.peak, name).toBeLessThanOrEqual(-3);
      const samples = decodeMono(path, 44_100);
      expect(noiseFloorDb(samples, 44_100), name).toBeLessThanOrEqual(-60);
      // Room tone: ACX asks for 0.5–1 s at the head and 1–5 s at the tail; a quiet room, not digital silence.
      const seconds = samples.length / 44_100;
      for (const range of [
        { start: 0, end: 0.5 },
        { start: seconds - 1, end: seconds },
      ]) {
        const edge = astats(path, range);
        expect(edge.rms, `${name} ${range.start}s`).toBeLessThanOrEqual(-60);
        expect(edge.rms, `${name} ${range.start}s`).toBeGreaterThan(-90);
        expect(edge.peak, `${name} ${range.start}s`).toBeLessThan(-50);
      }
    }
    expect(report.preset).toBe('acx');
    expect(report.missedChapters).toBe(0);
    for (const [i, chapter] of report.chapters.entries()) {
      expect(chapter.misses).toEqual([]);
      expect(Math.abs(chapter.measures.rmsDb! - astats(join(dir, files[i]!)).rms)).toBeLessThanOrEqual(0.3);
    }
  }, 120_000);
});
