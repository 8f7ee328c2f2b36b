import { scriptCharLimit } from '../model/script';
import { countScriptChars } from './count';
import { cutAtPauseMarkers, hasPauseMarkers } from './pause-markers';

/**
 * Splits a long script into parts the service accepts (each at most `maxChars` as
 * countScriptChars counts), cutting only where a reader would pause: after a paragraph break,
 * else after a sentence mark (. ! ? ؟ ۔), else after a clause mark (، ؛ ; :), else at a space.
 *
 * Invariants (property-tested): `parts.join('') === text` exactly — whitespace stays with the
 * part before the cut, so nothing is added or lost — and no cut falls between two word
 * characters (letters, diacritics, digits). Only a single "word" longer than `maxChars` (no space
 * anywhere in it) is cut hard, since there is no other way to fit it.
 */

/** Letters, combining marks (tashkeel), digits and tatweel belong to the word they touch. */
const wordChar = /[\p{L}\p{M}\p{N}\u0640\u200C\u200D]/u;
const sentenceEnd = /[.!?\u061F\u06D4\u2026]/u;
const clauseMark = /[\u060C\u061B;:]/u;

/** Cut priorities, best first. */
const PARAGRAPH = 3;
const SENTENCE = 2;
const CLAUSE = 1;
const SPACE = 0;

interface Cut {
  /** Index in the text (UTF-16) where the next part starts. */
  at: number;
  priority: number;
}

/** True when a cut at `index` would fall between two characters of one word. */
export function isInsideWord(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  const before = charBefore(text, index);
  const after = String.fromCodePoint(text.codePointAt(index)!);
  // Never between the halves of a surrogate pair either.
  if (isLowSurrogate(text.charCodeAt(index))) return true;
  return wordChar.test(before) && wordChar.test(after);
}

function charBefore(text: string, index: number): string {
  const code = text.charCodeAt(index - 1);
  return isLowSurrogate(code) && index >= 2 ? text.slice(index - 2, index) : text.slice(index - 1, index);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Every place a part may start: just after a run of whitespace. The run's priority comes from
 * what it contains (a line break) and what precedes it (a sentence or clause mark, possibly
 * followed by closing quotes or brackets).
 */
function findCuts(text: string): Cut[] {
  const cuts: Cut[] = [];
  const whitespaceRun = /\s+/gu;
  for (let match = whitespaceRun.exec(text); match; match = whitespaceRun.exec(text)) {
    const at = match.index + match[0].length;
    if (at >= text.length) break;
    let priority = SPACE;
    if (match[0].includes('\n')) priority = PARAGRAPH;
    else {
      const before = text.slice(Math.max(0, match.index - 4), match.index).replace(/["'»”’)\]}]+$/u, '');
      const last = before.slice(-1);
      if (sentenceEnd.test(last)) priority = SENTENCE;
      else if (clauseMark.test(last)) priority = CLAUSE;
    }
    cuts.push({ at, priority });
  }
  return cuts;
}

/** The furthest raw end `end` (≤ text.length) from `start` whose part still fits in maxChars. */
function furthestFit(text: string, start: number, maxChars: number): number {
  let end = Math.min(text.length, start + maxChars);
  // NFC rarely lengthens text (composition exclusions); shrink until it fits.
  while (end > start && countScriptChars(text.slice(start, end)) > maxChars) {
    end -= Math.max(1, countScriptChars(text.slice(start, end)) - maxChars);
  }
  return end;
}

/** A hard cut for a word longer than a part: at a code point boundary, never before a mark. */
function hardCut(text: string, start: number, end: number): number {
  for (let at = end; at > start + 1; at--) {
    if (!isInsideWord(text, at)) return at;
  }
  for (let at = end; at > start + 1; at--) {
    if (!isLowSurrogate(text.charCodeAt(at)) && !/\p{M}/u.test(text[at] ?? '')) return at;
  }
  return end;
}

/** Cut first after every pause marker (each part ends at its pause), then at sentence ends. */
export function splitScript(text: string, maxChars: number = scriptCharLimit): string[] {
  if (!hasPauseMarkers(text)) return splitLongText(text, maxChars);
  return cutAtPauseMarkers(text).flatMap((chunk) => splitLongText(chunk, maxChars));
}

function splitLongText(text: string, maxChars: number): string[] {
  if (maxChars < 1) throw new RangeError('maxChars must be at least 1');
  if (countScriptChars(text) <= maxChars) return text === '' ? [] : [text];
  const cuts = findCuts(text);
  const parts: string[] = [];
  let start = 0;
  let cutIndex = 0;
  while (start < text.length) {
    if (countScriptChars(text.slice(start)) <= maxChars) {
      parts.push(text.slice(start));
      break;
    }
    const end = furthestFit(text, start, maxChars);
    while (cutIndex < cuts.length && cuts[cutIndex]!.at <= start) cutIndex++;
    // Candidates inside (start, end]; prefer the best priority among those past half a part, so
    // a paragraph break early on does not leave a tiny part when a sentence end is near the limit.
    const half = start + Math.floor((end - start) / 2);
    let best: Cut | undefined;
    let bestAnywhere: Cut | undefined;
    for (let i = cutIndex; i < cuts.length && cuts[i]!.at <= end; i++) {
      const cut = cuts[i]!;
      if (!bestAnywhere || cut.priority >= bestAnywhere.priority) bestAnywhere = cut;
      if (cut.at >= half && (!best || cut.priority >= best.priority)) best = cut;
    }
    // …unless the only late candidates are weaker than a sentence end found earlier.
    const chosen = best && bestAnywhere && best.priority >= Math.min(SENTENCE, bestAnywhere.priority) ? best : bestAnywhere;
    const at = chosen?.at ?? hardCut(text, start, end);
    parts.push(text.slice(start, at));
    start = at;
  }
  return parts;
}

/** Whether the script is over the service's limit and must be split before generating. */
export function needsSplitting(text: string, maxChars: number = scriptCharLimit): boolean {
  // A marker needs the script cut there, however short it is.
  return countScriptChars(text) > maxChars || hasPauseMarkers(text);
}
