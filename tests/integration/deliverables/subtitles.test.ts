import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookChapter } from '../../../electron/core/deliverables/book';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import { defaultDeliverableSettings, type DeliverableSettings } from '../../../shared/model/deliverables';
import { bookOf, fixtureRate, silence, writeToneClip } from '../../helpers/book-fixture';
import { decodeMono, onsetAfter, probeChapters } from '../../helpers/deliverable-probe';

// Issue 31, done when: "SRT/VTT cues inside their chapter and within ±50 ms of block boundaries",
// per chapter file and for the whole book, judged against where each block is heard when ffmpeg
// decodes the file (a block is a tone, loud from its first to its last sample).
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-subs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const toleranceMs = 50;
const blocks = 4;
let chapters: BookChapter[];

beforeAll(() => {
  const clips = join(scratch, 'clips');
  mkdirSync(clips);
  chapters = Array.from({ length: 6 }, (_, c) => ({
    title: `الفصل ${c + 1}`,
    segments: Array.from({ length: blocks }, (_, b) => {
      const path = join(clips, `${c}-${b}.wav`);
      writeToneClip(path, { frames: 15_013 + c * 1_777 + b * 2_311, hz: 440 });
      // Odd blocks say two sentences: two cues, the first starting and the last ending with the block.
      const text = b % 2 ? `الفصل ${c + 1}، المقطع ${b + 1}. جملة ثانية هنا.` : `Chapter ${c + 1}, block ${b + 1}.`;
      const clip = { kind: 'audio' as const, path, text };
      return b === 0 ? [clip] : [silence(700 + b * 100), clip];
    }).flat(),
  }));
}, 60_000);

interface ParsedCue {
  startMs: number;
  endMs: number;
  text: string;
}

function parseCues(text: string): ParsedCue[] {
  const time = (h: string, m: string, s: string, ms: string) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
  const cues: ParsedCue[] = [];
  for (const block of text.split(/\n\n+/u)) {
    const match = /(\d\d):(\d\d):(\d\d)[,.](\d{3}) --> (\d\d):(\d\d):(\d\d)[,.](\d{3})\n([^]*)/u.exec(block);
    if (match)
      cues.push({
        startMs: time(match[1]!, match[2]!, match[3]!, match[4]!),
        endMs: time(match[5]!, match[6]!, match[7]!, match[8]!),
        text: match[9]!,
      });
  }
  return cues;
}

/** Where each block is heard in a decoded file: [onset, offset) in ms, from `fromMs` on; a block ends at 0.3 s of quiet. */
function heardBlocks(samples: Float32Array, fromMs: number, count: number): Array<{ startMs: number; endMs: number }> {
  const heard = [];
  const quiet = Math.round(0.3 * fixtureRate);
  let at = Math.round((fromMs / 1000) * fixtureRate);
  for (let i = 0; i < count; i++) {
    const onset = onsetAfter(samples, at, 0.2);
    let lastLoud = onset;
    for (let j = onset; j < samples.length && j - lastLoud < quiet; j++) if (Math.abs(samples[j]!) >= 0.2) lastLoud = j;
    heard.push({ startMs: (onset / fixtureRate) * 1000, endMs: ((lastLoud + 1) / fixtureRate) * 1000 });
    at = lastLoud + 1;
  }
  return heard;
}

/** The cues of each block: a block's cues are consecutive; blocks with two sentences have two. */
function blockSpans(cues: ParsedCue[]): Array<{ startMs: number; endMs: number }> {
  const spans: Array<{ startMs: number; endMs: number }> = [];
  for (const cue of cues) {
    const last = spans[spans.length - 1];
    if (last && Math.abs(cue.startMs - last.endMs) <= 1) last.endMs = cue.endMs;
    else spans.push({ startMs: cue.startMs, endMs: cue.endMs });
  }
  return spans;
}

async function exportWith(name: string, settings: Partial<DeliverableSettings>): Promise<string> {
  const dir = join(scratch, name);
  mkdirSync(dir);
  const result = await exportBook({
    book: bookOf(chapters, { title: 'Cues' }),
    settings: { ...defaultDeliverableSettings, ...settings },
    directory: dir,
    fallbackName: 'book',
  });
  if (!result.ok) throw new Error(result.error.message);
  return dir;
}

describe('subtitles timed to the audio written', () => {
  it('SRT beside each chapter file: one cue span per block, within ±50 ms of where the block is heard', async () => {
    const dir = await exportWith('srt', { chapterFormat: 'mp3', m4b: false, subtitles: 'srt' });
    for (let c = 0; c < chapters.length; c++) {
      const base = `${String(c + 1).padStart(2, '0')} الفصل ${c + 1}`;
      const cues = parseCues(readFileSync(join(dir, `${base}.srt`), 'utf8'));
      expect(cues).toHaveLength(blocks + blocks / 2);
      const decoded = decodeMono(join(dir, `${base}.mp3`), fixtureRate);
      const heard = heardBlocks(decoded, 0, blocks);
      const spans = blockSpans(cues);
      expect(spans).toHaveLength(blocks);
      spans.forEach((span, b) => {
        expect(Math.abs(span.startMs - heard[b]!.startMs)).toBeLessThanOrEqual(toleranceMs);
        expect(Math.abs(span.endMs - heard[b]!.endMs)).toBeLessThanOrEqual(toleranceMs);
      });
      expect(cues[cues.length - 1]!.endMs).toBeLessThanOrEqual((decoded.length / fixtureRate) * 1000);
    }
  }, 120_000);

  it("WebVTT beside the M4B: every cue inside its chapter's marks and on its block, to the last chapter", async () => {
    const dir = await exportWith('vtt', { chapterFormat: null, m4b: true, subtitles: 'vtt' });
    const text = readFileSync(join(dir, 'Cues.vtt'), 'utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    const cues = parseCues(text);
    const marks = probeChapters(join(dir, 'Cues.m4b'));
    const decoded = decodeMono(join(dir, 'Cues.m4b'), fixtureRate);
    const spans = blockSpans(cues);
    expect(spans).toHaveLength(chapters.length * blocks);
    marks.forEach((mark, c) => {
      const heard = heardBlocks(decoded, mark.startSeconds * 1000 - 100, blocks);
      for (let b = 0; b < blocks; b++) {
        const span = spans[c * blocks + b]!;
        expect(span.startMs).toBeGreaterThanOrEqual(mark.startSeconds * 1000 - 1);
        expect(span.endMs).toBeLessThanOrEqual(mark.endSeconds * 1000 + 1);
        expect(Math.abs(span.startMs - heard[b]!.startMs)).toBeLessThanOrEqual(toleranceMs);
        expect(Math.abs(span.endMs - heard[b]!.endMs)).toBeLessThanOrEqual(toleranceMs);
      }
    });
  }, 120_000);
});
