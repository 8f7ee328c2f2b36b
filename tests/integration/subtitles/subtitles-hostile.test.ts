import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cue } from '../../../electron/core/subtitles/subtitle-cues';
import { toSrt, toWebVtt } from '../../../electron/core/subtitles/subtitle-writers';
import { run } from '../../helpers/audio-tools';

/**
 * Issue 33 item 15: a script's own text must not rewrite its subtitles. Hostile scripts go through
 * the studio's writers, and independent readers judge the files: ffprobe and ffmpeg must read
 * exactly the cues written, ffmpeg's reading must hold the text as written with no styling, and
 * libass (what mpv draws subtitles with, here through ffmpeg's `subtitles` filter) must draw an
 * SRT cue exactly as it draws the same text from WebVTT, whose escapes make it literal.
 */

const dir = mkdtempSync(join(tmpdir(), 'sawt-subtitles-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wordJoiner = /\u2060/gu;
const rlm = /\u200F/gu;

const filler = (chars: number) =>
  'word '
    .repeat(Math.ceil(chars / 5))
    .slice(0, chars)
    .trim();

/** Digits and a timing line at every offset, so wrapping puts them on lines of their own somewhere. */
const timingLines: string[] = Array.from({ length: 44 }, (_, n) => `${filler(n)} 3 00:00:09,000 --> 00:00:10,000 12 ${filler(44 - n)} 7`);
const markup = [
  'Hello <b>bold</b> <i>italic</i> <u>under</u> <font color="#ff0000" size="72">red</font> end',
  '{\\an8}Moved to the top? {\\b1}bold{\\b0} {\\c&H0000FF&}blue {Y:b}microdvd',
  'A line\\Nbreak and a hard\\hspace, <!-- comment --> & &lt; entities',
  '1\n00:00:01,000 --> 00:00:02,000\ninjected cue',
];
const arabic = [
  'مرحبا <b>بكم</b> في الاستوديو ١٢ 00:00:09,000 --> 00:00:10,000 {\\an8}في الأعلى',
  '٣\n00:00:03,000 --> 00:00:04,000\nسطر مزروع في نص المستخدم بلون <font color="red">أحمر</font> لا يظهر',
];
const hostile = [...timingLines, ...markup, ...arabic];
const cues: Cue[] = hostile.map((text, index) => ({ startMs: index * 1000, endMs: index * 1000 + 900, text }));

function written(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** How many cues ffprobe reads in a subtitle file. */
function cueCount(path: string): number {
  return Number(
    run('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', path]).trim(),
  );
}

/** ffmpeg's reading of each cue, as the ASS text it converts subtitles to. */
function assTexts(path: string): string[] {
  return run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', path, '-f', 'ass', '-'])
    .split('\n')
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => line.split(',').slice(9).join(',').replace(/\r$/u, ''));
}

/** A cue's text as a reader shows it: ffmpeg's line breaks (\N) as spaces, invisible marks gone. */
function shown(ass: string, unescape: (text: string) => string = (text) => text): string {
  return ass
    .split('\\N')
    .map((line) => unescape(line).replace(wordJoiner, '').replace(rlm, ''))
    .join(' ');
}

const asWritten = (text: string) => text.replace(/\s+/gu, ' ').trim();

describe('subtitles of hostile scripts', () => {
  it('SRT: ffprobe and ffmpeg read exactly the cues written, each with its text as written and no styling', () => {
    const srt = written('hostile.srt', toSrt(cues));
    expect(cueCount(srt)).toBe(cues.length);
    const texts = assTexts(srt);
    expect(texts).toHaveLength(cues.length);
    texts.forEach((text, index) => {
      // ffmpeg turns SRT tags and brace overrides into ASS override blocks ({\b1}, {\c&H…}, {\an8}).
      expect(text).not.toMatch(/\{\\/u);
      expect(shown(text)).toBe(asWritten(hostile[index]!));
    });
  });

  it('WebVTT: ffprobe and ffmpeg read exactly the cues written, each with its text as written', () => {
    const vtt = written('hostile.vtt', toWebVtt(cues));
    expect(cueCount(vtt)).toBe(cues.length);
    const texts = assTexts(vtt);
    expect(texts).toHaveLength(cues.length);
    // ffmpeg escapes braces for ASS itself (\{ \}).
    const unescape = (line: string) => line.replace(/\\([{}])/gu, '$1');
    texts.forEach((text, index) => expect(shown(text, unescape)).toBe(asWritten(hostile[index]!)));
  });

  it('keeps Arabic letters intact and starts every line of an Arabic cue with a right-to-left mark', () => {
    for (const text of arabic) {
      const lines = toSrt([{ startMs: 0, endMs: 1000, text }])
        .split('\n')
        .slice(2, -1);
      expect(lines.length).toBeGreaterThan(1);
      // Also the wrapped line of times and braces: it is part of a right-to-left sentence.
      for (const line of lines) expect(line.startsWith('\u200F')).toBe(true);
      expect(lines.join(' ').replace(wordJoiner, '').replace(rlm, '')).toBe(asWritten(text));
    }
  });

  /** libass's drawing of a subtitle file's first cue: one 640×360 grey frame, a byte per pixel. */
  function drawn(path: string): Buffer {
    const frame = join(dir, 'frame.raw');
    const video = ['-f', 'lavfi', '-i', 'color=black:s=640x360:d=1', '-vf', `subtitles=${path}`, '-frames:v', '1'];
    run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...video, '-f', 'rawvideo', '-pix_fmt', 'gray', frame]);
    return readFileSync(frame);
  }

  it('libass draws a hostile SRT cue exactly as the same text in WebVTT, whose escapes make it literal', () => {
    const text = 'Hello <b>bold</b> <font color="red">red</font> --> a line\\Nbreak 42';
    const cue = [{ startMs: 0, endMs: 2000, text }];
    const srt = drawn(written('draw.srt', toSrt(cue)));
    const vtt = drawn(written('draw.vtt', toWebVtt(cue)));
    expect(srt.equals(vtt)).toBe(true);
    // The same cue written naively (tags and all) is drawn differently: the comparison can tell.
    const naive = drawn(written('naive.srt', `1\n00:00:00,000 --> 00:00:02,000\n${text}\n`));
    expect(naive.equals(srt)).toBe(false);
  });

  it('libass does not move or restyle a cue for a brace override in the text', () => {
    // The rows the text is drawn on: \an8 would move it to the top, \fs72 make it taller.
    const rows = (frame: Buffer) => {
      const lit = [...frame].flatMap((value, index) => (value > 128 ? [Math.floor(index / 640)] : []));
      return { top: Math.min(...lit), bottom: Math.max(...lit) };
    };
    const plain = rows(drawn(written('plain.srt', toSrt([{ startMs: 0, endMs: 2000, text: 'Hello there' }]))));
    const braced = rows(drawn(written('braced.srt', toSrt([{ startMs: 0, endMs: 2000, text: '{\\an8}{\\fs72}Hello there' }]))));
    expect(braced).toEqual(plain);
  });
});
