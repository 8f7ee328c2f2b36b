import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBook } from '../../../electron/core/deliverables/export-book';
import type { ExportFormat } from '../../../shared/model/audio-export';
import { defaultDeliverableSettings } from '../../../shared/model/deliverables';
import { probe } from '../../helpers/audio-tools';
import { fixtureRate, toneBook, type ToneBook } from '../../helpers/book-fixture';
import { astats, decodeMono } from '../../helpers/deliverable-probe';

// Issue 31 item 1: "one file per chapter (WAV, MP3, Opus, FLAC, phone)". Each format's chapter
// files, written by the two lanes side by side (Opus in one: opusscript allows one encoder per
// thread), decoded by ffmpeg: the chapter's whole length, and the tone at the level it was made.
const scratch = mkdtempSync(join(tmpdir(), 'sawt-deliverables-formats-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let fixture: ToneBook;
beforeAll(() => {
  mkdirSync(join(scratch, 'clips'));
  fixture = toneBook(join(scratch, 'clips'), 4, 2);
});

const expected: Record<ExportFormat, { codec: string; rate: number }> = {
  wav: { codec: 'pcm_s16le', rate: 22_050 },
  mp3: { codec: 'mp3', rate: 22_050 },
  opus: { codec: 'opus', rate: 48_000 },
  flac: { codec: 'flac', rate: 22_050 },
  phone: { codec: 'pcm_mulaw', rate: 8_000 },
};

describe('chapter files in every format', () => {
  for (const format of ['wav', 'mp3', 'opus', 'flac', 'phone'] as const) {
    it(`${format}: one whole file per chapter, its tone at its level`, async () => {
      const dir = join(scratch, format);
      mkdirSync(dir);
      const result = await exportBook({
        book: fixture.book,
        settings: { ...defaultDeliverableSettings, chapterFormat: format, m4b: false },
        directory: dir,
        fallbackName: 'book',
      });
      expect(result.ok).toBe(true);
      const names = readdirSync(dir).sort();
      expect(names).toHaveLength(4);
      for (const [c, name] of names.entries()) {
        const path = join(dir, name);
        const probed = probe(path);
        expect([probed.codec, probed.rate], name).toEqual([expected[format].codec, expected[format].rate]);
        const end = c < 3 ? fixture.expectedStarts[c + 1]! - 2 * fixtureRate : fixture.totalFrames;
        const seconds = (end - fixture.expectedStarts[c]!) / fixtureRate;
        // The length a player plays: ffmpeg's decoded samples (ffprobe's MP3 duration counts the
        // encoder delay and padding the LAME tag tells decoders to drop).
        const played = decodeMono(path, probed.rate).length / probed.rate;
        expect(Math.abs(played - seconds), name).toBeLessThanOrEqual(0.03);
        // The first block's tone (0.4 full scale: −7.96 dBFS peak), read from its middle.
        const tone = astats(path, { start: 0.1, end: 0.5 });
        expect(Math.abs(tone.peak - -7.96), name).toBeLessThanOrEqual(format === 'phone' ? 1 : 0.6);
      }
    }, 120_000);
  }
});
