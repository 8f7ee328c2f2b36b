import { describe, expect, it } from 'vitest';
import { cuesOf, fitCues } from '../../../electron/core/subtitles/subtitle-cues';
import { cueLines, toSrt, toWebVtt, wrapLines } from '../../../electron/core/subtitles/subtitle-writers';

const rlm = '\u200F';

describe('subtitle cues', () => {
  it('times one cue per part from the real part durations and the gaps between them', () => {
    const cues = cuesOf(
      [
        { text: 'First part.', durationMs: 2_500 },
        { text: 'Second part.', durationMs: 1_250 },
      ],
      'part',
      500,
    );
    expect(cues).toEqual([
      { startMs: 0, endMs: 2_500, text: 'First part.' },
      { startMs: 3_000, endMs: 4_250, text: 'Second part.' },
    ]);
  });

  it('shares a part among its sentences by their letters, ending exactly with the part', () => {
    const cues = cuesOf([{ text: 'Short one. A much longer second sentence here.', durationMs: 4_000 }], 'sentence');
    expect(cues).toHaveLength(2);
    expect(cues[0]!.startMs).toBe(0);
    expect(cues[0]!.endMs).toBe(cues[1]!.startMs);
    expect(cues[0]!.endMs).toBeLessThan(2_000);
    expect(cues[1]!.endMs).toBe(4_000);
  });

  it('splits Arabic sentences at Arabic marks', () => {
    const cues = cuesOf([{ text: 'مرحبا بكم؟ هذا هو النص الثاني.', durationMs: 3_000 }], 'sentence');
    expect(cues.map((cue) => cue.text)).toEqual(['مرحبا بكم؟', 'هذا هو النص الثاني.']);
  });

  it('skips empty parts but keeps their time', () => {
    const cues = cuesOf(
      [
        { text: ' ', durationMs: 1_000 },
        { text: 'After.', durationMs: 1_000 },
      ],
      'part',
    );
    expect(cues).toEqual([{ startMs: 1_000, endMs: 2_000, text: 'After.' }]);
  });
});

describe('subtitle cues in the written file', () => {
  it('times parts after the silence of their pause markers, as the join lays them out', () => {
    const cues = cuesOf(
      [
        { text: 'First.', durationMs: 2_000, beforeMs: 500, afterMs: 1_500 },
        { text: 'Second.', durationMs: 1_000, afterMs: 250 },
      ],
      'part',
    );
    expect(cues).toEqual([
      { startMs: 500, endMs: 2_500, text: 'First.' },
      { startMs: 4_000, endMs: 5_000, text: 'Second.' },
    ]);
  });

  it('moves cues by what trimming cut from the start and keeps them inside the file', () => {
    const cues = [
      { startMs: 0, endMs: 300, text: 'all in trimmed silence' },
      { startMs: 300, endMs: 2_000, text: 'across the start' },
      { startMs: 2_000, endMs: 5_000, text: 'across the end' },
    ];
    expect(fitCues(cues, { trimmedStartMs: 400, durationMs: 3_999.6 })).toEqual([
      { startMs: 0, endMs: 1_600, text: 'across the start' },
      { startMs: 1_600, endMs: 3_999, text: 'across the end' },
    ]);
  });
});

describe('subtitle writers', () => {
  const cues = [
    { startMs: 0, endMs: 1_500, text: 'Hello there.' },
    { startMs: 3_723_004, endMs: 3_725_000, text: 'Hamsa 2 نص عربي يبدأ بكلمة لاتينية.' },
  ];

  it('writes SRT with numbered cues and comma milliseconds', () => {
    expect(toSrt(cues)).toBe(
      `1\n00:00:00,000 --> 00:00:01,500\nHello there.\n\n2\n01:02:03,004 --> 01:02:05,000\n${rlm}Hamsa 2 نص عربي يبدأ بكلمة لاتينية.\n`,
    );
  });

  it('writes WebVTT with its header, dot milliseconds and escaped markup characters', () => {
    const vtt = toWebVtt([{ startMs: 10, endMs: 20, text: 'a < b & c' }]);
    expect(vtt).toBe('WEBVTT\n\n00:00:00.010 --> 00:00:00.020\na &lt; b &amp; c\n');
  });

  it('starts every Arabic line with a right-to-left mark and leaves English lines alone', () => {
    expect(cueLines('English with اسم')).toEqual(['English with اسم']);
    const lines = cueLines('2024 كانت سنة جيدة جدا للاستوديو وللأصوات العربية الجديدة كلها.');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.startsWith(rlm)).toBe(true);
  });

  it('wraps long cues between words at 42 characters', () => {
    const lines = wrapLines('one two three four five six seven eight nine ten eleven twelve');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten eleven twelve');
  });
});
