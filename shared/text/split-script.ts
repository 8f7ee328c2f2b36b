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

/**
 * How long a stretch of script counts against the limit. countScriptChars (as typed) by default;
 * the editor passes the length of what will be sent (read-as applied: generation-rules' sentLengthOf),
 * so a part is cut by what the service receives, not by what the user typed.
 */
export type ScriptMeasure = (slice: string) => number;

/** Cut first after every pause marker (each part ends at its pause), then at sentence ends. */
export function splitScript(text: string, maxChars: number = scriptCharLimit, measure: ScriptMeasure = countScriptChars): string[] {
  if (maxChars < 1) throw new RangeError('maxChars must be at least 1');
  if (!hasPauseMarkers(text)) return splitLongText(text, maxChars, measure);
  return cutAtPauseMarkers(text).flatMap((chunk) => splitLongText(chunk, maxChars, measure));
}

function splitLongText(text: string, maxChars: number, measure: ScriptMeasure): string[] {
  const cuts = findCuts(text);
  // Every end a part may have, ascending: each cut, then the end of the text.
  const ends = [...cuts.map((cut) => cut.at), text.length];
  const fits = (start: number, end: number) => measure(text.slice(start, end)) <= maxChars;
  const parts: string[] = [];
  let start = 0;
  let first = 0;
  // Characters of text per unit of the measure, learnt from each part: the next part's first guess.
  const pace = { charsPerUnit: 1 };
  while (start < text.length) {
    while (first < cuts.length && cuts[first]!.at <= start) first++;
    const last = furthestFit(text, start, { from: first, to: ends.length - 1, endAt: (i) => ends[i]! }, maxChars, measure, pace);
    if (last === ends.length - 1) {
      parts.push(text.slice(start));
      break;
    }
    const at = last < first ? hardCutThatFits(text, start, ends[first]!, maxChars, measure) : chooseCut(cuts, first, last, start, fits);
    parts.push(text.slice(start, at));
    start = at;
  }
  return parts;
}

/**
 * The best cut among cuts[from..last] (each ends a part that fits, as far as a growing measure
 * goes): the best priority past half a part, so a paragraph break early on does not leave a tiny
 * part when a sentence end is near the limit, unless the only late candidates are weaker than a
 * sentence end found earlier. A measure that is not quite monotonic (read-as may read a number
 * differently once the words after it are cut off) is checked: a choice that does not fit gives
 * way to the furthest cut that does.
 */
function chooseCut(cuts: readonly Cut[], from: number, last: number, start: number, fits: (start: number, end: number) => boolean): number {
  const half = start + Math.floor((cuts[last]!.at - start) / 2);
  let best: Cut | undefined;
  let bestAnywhere: Cut | undefined;
  for (let i = from; i <= last; i++) {
    const cut = cuts[i]!;
    if (!bestAnywhere || cut.priority >= bestAnywhere.priority) bestAnywhere = cut;
    if (cut.at >= half && (!best || cut.priority >= best.priority)) best = cut;
  }
  const chosen = best && best.priority >= Math.min(SENTENCE, bestAnywhere!.priority) ? best : bestAnywhere!;
  if (chosen === cuts[last] || fits(start, chosen.at)) return chosen.at;
  for (let i = last; i > from; i--) if (fits(start, cuts[i]!.at)) return cuts[i]!.at;
  return cuts[from]!.at;
}

/** A word longer than a part (no cut fits before `wordEnd`): cut it hard at the furthest point that fits. */
function hardCutThatFits(text: string, start: number, wordEnd: number, maxChars: number, measure: ScriptMeasure): number {
  const last = furthestFit(text, start, { from: start + 1, to: wordEnd - 1, endAt: (i) => i }, maxChars, measure, { charsPerUnit: 1 });
  let at = hardCut(text, start, Math.max(start + 1, last));
  // Shrinks only for a measure that is not monotonic; one character always goes, so splitting ends.
  while (at > start + 1 && measure(text.slice(start, at)) > maxChars) at = hardCut(text, start, at - 1);
  return at;
}

/** Candidate ends of a part: indices from..to, each naming a position in the text (ascending). */
interface Ends {
  from: number;
  to: number;
  endAt: (i: number) => number;
}

/**
 * The last index in ends.from..to whose end makes a part from `start` that fits, or from - 1 when
 * none does. The measure grows about linearly with the part, so each guess interpolates between
 * the longest part that fits and the shortest that does not (or extrapolates while none is too
 * long), and the range is halved when guesses keep gaining too little: a handful of measures per
 * part rather than one per candidate, which keeps a costly measure (read-as runs on every slice
 * it is given) about linear in the script.
 */
function furthestFit(
  text: string,
  start: number,
  ends: Ends,
  maxChars: number,
  measure: ScriptMeasure,
  pace: { charsPerUnit: number },
): number {
  const { from, to, endAt } = ends;
  let fit = from - 1;
  let fitLength = 0;
  let over = to + 1;
  let overLength = Number.POSITIVE_INFINITY;
  let slow = 0;
  const positionOf = (i: number) => (i < from ? start : endAt(i));
  // First guess: as far as the last part's pace goes (the limit itself for a script measured as typed).
  let guess = lastAtOrBefore(ends, start + maxChars * pace.charsPerUnit);
  while (over - fit > 1) {
    guess = Math.min(over - 1, Math.max(fit + 1, guess));
    const width = over - fit;
    const length = measure(text.slice(start, endAt(guess)));
    if (length <= maxChars) [fit, fitLength] = [guess, length];
    else [over, overLength] = [guess, length];
    slow = over - fit > width / 2 ? slow + 1 : 0;
    const fitAt = positionOf(fit);
    if (overLength === Number.POSITIVE_INFINITY) {
      // Nothing too long yet: extrapolate from the longest part that fits, doubling when that creeps.
      guess =
        fitLength === 0
          ? to
          : slow >= 2
            ? fit + 2 * (fit - from + 1)
            : lastAtOrBefore(ends, start + ((fitAt - start) * maxChars) / fitLength);
    } else {
      guess =
        slow >= 2
          ? fit + Math.floor((over - fit) / 2)
          : lastAtOrBefore(ends, fitAt + ((maxChars - fitLength) * (endAt(over) - fitAt)) / (overLength - fitLength));
    }
    if (slow >= 2) slow = 0;
  }
  if (fitLength > 0) pace.charsPerUnit = (positionOf(fit) - start) / fitLength;
  return fit;
}

/** The last index whose end is at or before `position` (from - 1 when none), by bisection: no measure. */
function lastAtOrBefore({ from, to, endAt }: Ends, position: number): number {
  let low = from;
  let high = to + 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (endAt(middle) > position) high = middle;
    else low = middle + 1;
  }
  return low - 1;
}

/** Whether the script is over the limit (as `measure` counts it) and must be split before generating. */
export function needsSplitting(text: string, maxChars: number = scriptCharLimit, measure: ScriptMeasure = countScriptChars): boolean {
  // A marker needs the script cut there, however short it is.
  return hasPauseMarkers(text) || measure(text) > maxChars;
}
