import { describe, expect, it } from 'vitest';
import type { Book } from '../../../electron/core/deliverables/book';
import { chapterFileBase, checkChapterTemplate } from '../../../electron/core/deliverables/file-names';
import { layOut, type ClipInfo } from '../../../electron/core/deliverables/layout';
import { rateGroups } from '../../../electron/core/deliverables/output-plan';
import { missesOf } from '../../../electron/core/deliverables/report';
import { defaultDeliverableSettings, emptyBookMetadata, type ChapterMeasures } from '../../../shared/model/deliverables';

// Where every sample of a book goes, decided in whole frames before anything is written.

const clips = new Map<string, ClipInfo>([
  ['a.wav', { sourceRate: 22_050, sourceChannels: 1, start: 0, frames: 33_333 }],
  // Trimmed: 1,000 frames dropped at the start, 10,001 kept; at another rate.
  ['b.wav', { sourceRate: 44_100, sourceChannels: 1, start: 1_000, frames: 10_001 }],
]);
const book: Book = {
  metadata: emptyBookMetadata,
  cover: null,
  chapterPauseMs: 2000,
  chapters: [
    {
      title: 'One',
      segments: [
        { kind: 'audio', path: 'a.wav', text: 'A.' },
        { kind: 'silence', ms: 500 },
        { kind: 'audio', path: 'b.wav' },
      ],
    },
    { title: 'Two', segments: [{ kind: 'audio', path: 'b.wav' }] },
  ],
};

describe('book layout', () => {
  it('clip frames after trimming and resampling, pauses, chapter starts: sums of whole frames', () => {
    const layout = layOut(book, clips, { sampleRate: 22_050, channels: 1, headMs: 0, tailMs: 0 });
    // b: 10,001 frames at 44.1 kHz are round(5000.5) = 5001 at 22.05 kHz; 500 ms are 11,025 frames.
    expect(layout.chapters[0]!.segments.map((s) => [s.at, s.frames])).toEqual([
      [0, 33_333],
      [33_333, 11_025],
      [44_358, 5_001],
    ]);
    expect(layout.chapters.map((c) => c.frames)).toEqual([49_359, 5_001]);
    expect(layout.starts).toEqual([0, 49_359 + 44_100]);
    expect(layout.totalFrames).toBe(49_359 + 44_100 + 5_001);
  });

  it('room tone at the head and tail belongs to the chapter, before its first block', () => {
    const layout = layOut(book, clips, { sampleRate: 44_100, channels: 1, headMs: 750, tailMs: 3000 });
    const first = layout.chapters[0]!;
    expect([first.headFrames, first.tailFrames, first.segments[0]!.at]).toEqual([33_075, 132_300, 33_075]);
    expect(first.frames).toBe(33_075 + 66_666 + 22_050 + 10_001 + 132_300);
    expect(layout.starts[1]).toBe(first.frames + 88_200);
  });
});

describe('output passes', () => {
  it('one pass for the M4B and book MP3 of a 22.05 kHz book; ACX chapter MP3s get their own at 44.1 kHz', () => {
    const both = { ...defaultDeliverableSettings, chapterFormat: null, m4b: true, bookMp3: true };
    expect(rateGroups(both, 22_050, 1)).toEqual([{ sampleRate: 22_050, channels: 1, m4b: true, bookMp3: true, chapterFiles: false }]);
    const acx = { ...defaultDeliverableSettings, chapterFormat: 'mp3' as const, m4b: true, loudness: 'acx' as const };
    expect(rateGroups(acx, 22_050, 1).map((g) => [g.sampleRate, g.chapterFiles, g.m4b])).toEqual([
      [44_100, true, false],
      [22_050, false, true],
    ]);
  });
});

describe('chapter file names', () => {
  it('numbers padded so files sort, titles kept (Arabic too), unsafe characters replaced', () => {
    expect(chapterFileBase('{n} {chapter}', 4, 120, 'الفصل: البداية', 'Book')).toBe('005 الفصل\ua789 البداية');
    expect(chapterFileBase('{book} - {n}', 0, 9, 'x', 'My/Book')).toBe('My-Book - 01');
    expect(checkChapterTemplate('{book}')).toMatch(/\{n\} or \{chapter\}/u);
    expect(checkChapterTemplate('a/{n}')).toMatch(/cannot contain/u);
    expect(checkChapterTemplate('{n} {chapter}')).toBeNull();
  });
});

describe('what a chapter misses', () => {
  const layout = layOut(book, clips, { sampleRate: 22_050, channels: 1, headMs: 750, tailMs: 3000 });
  const measures = (patch: Partial<ChapterMeasures>): ChapterMeasures => ({
    lufs: -16,
    truePeakDb: -2,
    rmsDb: -20,
    peakDb: -4,
    noiseFloorDb: -72,
    ...patch,
  });

  it('podcast and broadcast: loudness off its tolerance, true peak over −1 dBTP', () => {
    expect(missesOf('podcast', measures({ lufs: -17.2, truePeakDb: -0.5 }), layout, 0)).toEqual(['loudness', 'truePeak']);
    expect(missesOf('podcast', measures({}), layout, 0)).toEqual([]);
    expect(missesOf('broadcast', measures({ lufs: -23.4 }), layout, 0)).toEqual([]);
    expect(missesOf('broadcast', measures({ lufs: -22.4 }), layout, 0)).toEqual(['loudness']);
  });

  it('ACX: RMS outside −23…−18, peak over −3, noise floor over −60', () => {
    expect(missesOf('acx', measures({}), layout, 0)).toEqual([]);
    expect(missesOf('acx', measures({ rmsDb: -24, peakDb: -2.9, noiseFloorDb: -55 }), layout, 0)).toEqual(['rms', 'peak', 'noiseFloor']);
    // No room tone laid out at all: said so.
    const bare = layOut(book, clips, { sampleRate: 22_050, channels: 1, headMs: 0, tailMs: 0 });
    expect(missesOf('acx', measures({}), bare, 1)).toEqual(['roomTone']);
  });
});
