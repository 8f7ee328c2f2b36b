import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings } from '../../../shared/model/deliverables';
import { fixtureRate, toneBook, writeToneClip, silence, bookOf, type ToneBook } from '../../helpers/book-fixture';
import { decodeMono, onsetAfter, probeChapters } from '../../helpers/deliverable-probe';

// Issue 31, done when: "chapter count and titles equal the project's; every chapter start within
// ±50 ms of the expected sample-exact start, also at chapter 50 of a 50-chapter fixture", read
// back by ffprobe, and the audio a player decodes is where the marks say (encoder delay undone).
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const toleranceMs = 50;
let fixture: ToneBook;
const out = join(scratch, 'out');

beforeAll(async () => {
  const clips = join(scratch, 'clips');
  mkdirSync(clips);
  mkdirSync(out);
  fixture = toneBook(clips, 50, 3);
  const exported = await exportBook({
    book: fixture.book,
    settings: { ...defaultDeliverableSettings, chapterFormat: null, m4b: true, bookMp3: true },
    directory: out,
    fallbackName: 'book',
  });
  if (!exported.ok) throw new Error(exported.error.message);
}, 240_000);

describe('a 50-chapter book as M4B and as MP3 with chapters', () => {
  for (const extension of ['m4b', 'mp3']) {
    it(`${extension}: 50 chapters with the project's titles, each start within ±50 ms of its sample-exact start`, () => {
      const chapters = probeChapters(join(out, `كتاب النغمات.${extension}`));
      expect(chapters.map((c) => c.title)).toEqual(fixture.book.chapters.map((c) => c.title));
      const errorsMs = chapters.map((chapter, i) =>
        Math.abs(chapter.startSeconds * 1000 - (fixture.expectedStarts[i]! / fixtureRate) * 1000),
      );
      expect(Math.max(...errorsMs)).toBeLessThanOrEqual(toleranceMs);
      // Not luck at chapter 1: the last chapter too, and in fact to the millisecond.
      expect(errorsMs[49]).toBeLessThanOrEqual(1);
      const last = chapters[49]!;
      expect(Math.abs(last.endSeconds * 1000 - (fixture.totalFrames / fixtureRate) * 1000)).toBeLessThanOrEqual(toleranceMs);
    });

    it(`${extension}: each chapter's audio starts where ffmpeg decodes it, at its mark (encoder delay undone)`, () => {
      const path = join(out, `كتاب النغمات.${extension}`);
      const chapters = probeChapters(path);
      const decoded = decodeMono(path, fixtureRate);
      const errorsMs = chapters.map((chapter) => {
        const mark = Math.round(chapter.startSeconds * fixtureRate);
        // Each chapter's first clip is loud from its first sample, after 2 s of pause.
        const onset = onsetAfter(decoded, mark - Math.round(0.5 * fixtureRate), 0.2);
        return (Math.abs(onset - mark) / fixtureRate) * 1000;
      });
      expect(Math.max(...errorsMs)).toBeLessThanOrEqual(toleranceMs);
      expect(errorsMs[49]).toBeLessThanOrEqual(5);
    });
  }
});

describe('an M4B encoded by encoders side by side', () => {
  // 50 chapters share evenly in two lanes; 5 would share 3:2, so three lanes (2:1:2) keep both
  // cores busy to the end, and the middle lane's part is joined at both its ends.
  it.each([
    [50, 'two lanes'],
    [5, 'three lanes'],
  ])(
    '%i chapters (%s): the parts joined in silent pauses, every chapter still at its mark',
    async (count) => {
      const dir = join(scratch, `lanes-${count}`);
      mkdirSync(dir);
      let book = fixture;
      if (count !== 50) {
        mkdirSync(join(dir, 'clips'));
        book = toneBook(join(dir, 'clips'), count, 3);
      }
      const exported = await exportBook({
        book: book.book,
        settings: { ...defaultDeliverableSettings, chapterFormat: null, m4b: true },
        directory: dir,
        fallbackName: 'book',
      });
      expect(exported.ok).toBe(true);
      const path = join(dir, 'كتاب النغمات.m4b');
      const decoded = decodeMono(path, fixtureRate);
      const chapters = probeChapters(path);
      expect(chapters).toHaveLength(count);
      for (const [i, chapter] of chapters.entries()) {
        const expected = book.expectedStarts[i]!;
        expect(Math.abs(chapter.startSeconds * fixtureRate - expected)).toBeLessThanOrEqual(1);
        const onset = onsetAfter(decoded, expected - Math.round(0.5 * fixtureRate), 0.2);
        expect(Math.abs(onset - expected) / fixtureRate).toBeLessThanOrEqual(0.005);
        if (i === 0) continue;
        // The 2 s before each chapter (the pause, where a join is) decode as silence, not a click.
        let loudest = 0;
        for (let n = expected - 2 * fixtureRate + 2048; n < expected - 2048; n++) loudest = Math.max(loudest, Math.abs(decoded[n]!));
        expect(loudest, `pause before chapter ${i + 1}`).toBeLessThan(0.001);
      }
      // No frame lost or doubled at a join: ffmpeg drops the 1024 priming samples (the edit list)
      // and keeps the last frame's padding, so it decodes the whole frames that hold the book.
      expect(decoded.length).toBe(Math.ceil((book.totalFrames + 1024) / 1024) * 1024 - 1024);
    },
    120_000,
  );
});

describe('marks after trimming', () => {
  it('trimmed clips move every later chapter, and the marks follow the audio written, to chapter 12', async () => {
    const clips = join(scratch, 'trim-clips');
    const dir = join(scratch, 'trim-out');
    mkdirSync(clips);
    mkdirSync(dir);
    // Every clip has 0.4–0.9 s of silence around its tone: trimming shortens each block.
    const chapters = Array.from({ length: 12 }, (_, c) => ({
      title: `Chapter ${c + 1}`,
      segments: [0, 1, 2].flatMap((b) => {
        const path = join(clips, `${c}-${b}.wav`);
        writeToneClip(path, {
          frames: 9_000 + c * 311 + b * 97,
          leadFrames: b === 0 ? 0 : 9_000 + b * 1_000,
          tailFrames: 12_000 + c * 500,
        });
        return b === 0 ? [{ kind: 'audio' as const, path }] : [silence(500), { kind: 'audio' as const, path }];
      }),
    }));
    const exported = await exportBook({
      book: bookOf(chapters, { title: 'Trimmed' }),
      settings: { ...defaultDeliverableSettings, chapterFormat: null, m4b: true, trimSilence: true },
      directory: dir,
      fallbackName: 'book',
    });
    expect(exported.ok).toBe(true);
    expect(readdirSync(dir)).toEqual(['Trimmed.m4b']);
    const path = join(dir, 'Trimmed.m4b');
    const marks = probeChapters(path);
    expect(marks).toHaveLength(12);
    // Trimming took effect: the book is shorter than its clips and pauses laid end to end.
    const untrimmedFrames = chapters.reduce(
      (sum, c) => sum + c.segments.reduce((s, seg) => s + (seg.kind === 'silence' ? 0.5 * fixtureRate : readWavFrames(seg.path)), 0),
      11 * 2 * fixtureRate,
    );
    expect(marks[11]!.endSeconds).toBeLessThan(untrimmedFrames / fixtureRate - 12 * 2 * 0.3);
    const decoded = decodeMono(path, fixtureRate);
    for (const mark of marks) {
      const at = Math.round(mark.startSeconds * fixtureRate);
      const onset = onsetAfter(decoded, at - Math.round(0.5 * fixtureRate), 0.2);
      expect((Math.abs(onset - at) / fixtureRate) * 1000).toBeLessThanOrEqual(toleranceMs);
    }
  }, 120_000);
});

/** Frames of a 16-bit mono WAV with a 44-byte header (the fixture's own clips). */
const readWavFrames = (path: string) => (statSync(path).size - 44) / 2;
