import type { Cue } from './subtitle-cues';

/**
 * SRT and WebVTT text from cues.
 *
 * Direction: an Arabic line that starts with a Latin word, a number or punctuation would be laid
 * out left-to-right by players, which take a line's base direction from its first strong
 * character (Unicode bidi rules P2–P3; VLC, mpv/libass, browsers' WebVTT renderer all do). Each
 * Arabic line therefore starts with RIGHT-TO-LEFT MARK (U+200F): an invisible strong RTL
 * character, so the line is RTL from its first character and trailing punctuation stays at the
 * line's logical end. RLE…PDF would not do it: embedding controls are not strong characters, so
 * P2 skips them and the base direction would still come from the first letter, and several
 * subtitle renderers ignore explicit embeddings altogether. A mark on every line (not once per
 * cue) because SRT renderers treat each line as its own paragraph.
 *
 * SRT has no escapes, and its readers take structure and styling from the text itself: a line
 * holding `00:00:09,000 --> 00:00:10,000` starts a new cue (and a line of digits before it becomes
 * that cue's number), `<b>`, `<font>`, `{\an8}` style or move the cue, and libass reads `\N`, `\h`.
 * The script's own text must show as written, so each of these is broken with WORD JOINER
 * (U+2060): invisible, default-ignorable, neutral to bidi and to Arabic joining, so every written
 * character stays and shows, and no reader finds a tag, an escape, a timing line or a cue number in
 * it. (libass, which draws SRT for mpv, still treats a `{…}` pair as a comment and leaves its
 * inside undrawn; with the joiners nothing in it can style the cue.) WebVTT has real escapes.
 */

const rlm = '\u200F';
const wordJoiner = '\u2060';
// C0 and C1 controls become spaces: a reader that breaks lines at NEL, VT or FF would otherwise
// find a line (a cue number, a timing line) that was never written as one.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f]/gu;
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const latinLetter = /[A-Za-z\u00C0-\u024F]/gu;
/** Lines of at most this many characters (the usual subtitle guideline), broken between words. */
const maxLineChars = 42;

function isMostlyArabic(line: string): boolean {
  return (line.match(arabicLetter) ?? []).length > (line.match(latinLetter) ?? []).length;
}

export function wrapLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(controls, ' ').replace(/\s+/gu, ' ').trim().split(' ')) {
    if (line !== '' && line.length + 1 + word.length > maxLineChars) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Cue text as lines, every line of an Arabic cue marked RTL; never an empty line (it would end the
 * cue). The cue's language decides, not each line's: a wrapped line of an Arabic cue that holds
 * only numbers, times or a Latin word is still part of a right-to-left sentence.
 */
export function cueLines(text: string): string[] {
  const lines = wrapLines(text);
  return isMostlyArabic(text) ? lines.map((line) => `${rlm}${line}`) : lines;
}

function timestamp(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${separator}${String(millis).padStart(3, '0')}`;
}

/** One SRT text line made inert: no timing arrow, tag, brace override, backslash escape or bare number. */
export function inertSrtLine(line: string): string {
  const inert = line.replace(/-->/gu, `--${wordJoiner}>`).replace(/[<{\\]/gu, (opener) => `${opener}${wordJoiner}`);
  return /^[\p{Nd}\s]+$/u.test(inert) ? `${wordJoiner}${inert}` : inert;
}

/** SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, a blank line between cues. */
export function toSrt(cues: readonly Cue[]): string {
  return cues
    .map((cue, index) =>
      [String(index + 1), `${timestamp(cue.startMs, ',')} --> ${timestamp(cue.endMs, ',')}`, ...cueLines(cue.text).map(inertSrtLine)].join(
        '\n',
      ),
    )
    .map((block) => `${block}\n`)
    .join('\n');
}

/**
 * WebVTT: the `WEBVTT` header, `HH:MM:SS.mmm` times. "-->" cannot appear in cue text, and "&"
 * and "<" start entities and tags, so they are escaped. A backslash gets a word joiner as in SRT:
 * WebVTT gives it no meaning, but players that draw WebVTT through libass would read `\N` as a
 * line break.
 */
export function toWebVtt(cues: readonly Cue[]): string {
  const escape = (line: string) =>
    line.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/\\/gu, `\\${wordJoiner}`);
  const blocks = cues.map((cue) =>
    [`${timestamp(cue.startMs, '.')} --> ${timestamp(cue.endMs, '.')}`, ...cueLines(cue.text).map(escape)].join('\n'),
  );
  return `WEBVTT\n\n${blocks.map((block) => `${block}\n`).join('\n')}`;
}

export type SubtitleFormat = 'srt' | 'vtt';

export function subtitleText(cues: readonly Cue[], format: SubtitleFormat): string {
  return format === 'srt' ? toSrt(cues) : toWebVtt(cues);
}
