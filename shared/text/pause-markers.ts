/**
 * Pause markers in a script: `[pause 1.5s]`, or in Arabic `[وقفة ١٫٥ث]`. Either keyword takes
 * either digit set (Western 0–9, Arabic-Indic ٠–٩, Persian ۰–۹), a decimal point `.`, `,` or the
 * Arabic decimal separator `٫`, and the unit `s` or `ث` (ثانية), spaces allowed inside. A marker
 * splits generation there and becomes exact silence in the joined audio; the service never sees it,
 * so it does not count against the script's limit. Anything in brackets starting with a keyword
 * that is not a valid marker is reported, never sent as speech.
 */

export const pauseLimitsMs = { min: 100, max: 30_000 } as const;

export interface PauseMarker {
  /** UTF-16 offsets of the marker in the text, `end` exclusive. */
  start: number;
  end: number;
  ms: number;
}

export interface PauseMarkerProblem {
  start: number;
  end: number;
  marker: string;
  message: string;
}

/** An opening bracket and a pause keyword, tried where each bracket stands. */
const markerHead = /\[\s*(?:pause|وقفة)(?=[\s\]\d٠-٩۰-۹])/iuy;
const valuePattern = /^\[\s*(?:pause|وقفة)\s*([0-9٠-٩۰-۹]+(?:[.,٫][0-9٠-٩۰-۹]+)?)\s*(?:s|sec|ث)\s*\]$/iu;

function westernDigits(text: string): string {
  return text.replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/gu, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * Every bracketed stretch that starts with a pause keyword, valid or not: from the bracket to the
 * first ] after the keyword, if that comes before the line ends. Scanned by hand: one pattern for
 * it read to the end of the line from every unclosed "[pause", so a line of them took time growing
 * with the square of its length. Here the next ] and line break are found once and reused.
 */
function* markerCandidates(text: string): Generator<{ start: number; end: number; marker: string }> {
  let close = -1;
  let lineEnd = -1;
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
    markerHead.lastIndex = open;
    if (!markerHead.test(text)) continue;
    const from = markerHead.lastIndex;
    if (close < from) close = indexOrEnd(text, ']', from);
    if (lineEnd < from) lineEnd = indexOrEnd(text, '\n', from);
    if (close >= lineEnd) continue;
    yield { start: open, end: close + 1, marker: text.slice(open, close + 1) };
    open = close;
  }
}

function indexOrEnd(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at === -1 ? text.length : at;
}

export function parsePauseMarkers(text: string): { markers: PauseMarker[]; problems: PauseMarkerProblem[] } {
  const markers: PauseMarker[] = [];
  const problems: PauseMarkerProblem[] = [];
  for (const { start, end, marker } of markerCandidates(text)) {
    const value = valuePattern.exec(marker);
    if (!value) {
      problems.push({
        start,
        end,
        marker,
        message: `"${marker}" is not a pause marker the studio understands: write [pause 1.5s] or [وقفة ١٫٥ث].`,
      });
      continue;
    }
    const seconds = Number(westernDigits(value[1]!).replace(/[,٫]/u, '.'));
    const ms = Math.round(seconds * 1000);
    if (ms < pauseLimitsMs.min || ms > pauseLimitsMs.max) {
      problems.push({
        start,
        end,
        marker,
        message: `The pause "${marker}" is ${seconds} s; a pause is from ${pauseLimitsMs.min / 1000} s to ${pauseLimitsMs.max / 1000} s.`,
      });
      continue;
    }
    markers.push({ start, end, ms });
  }
  return { markers, problems };
}

/** The text the service is sent: every marker (valid or not) removed. */
export function stripPauseMarkers(text: string): string {
  let kept = '';
  let from = 0;
  for (const { start, end } of markerCandidates(text)) {
    kept += text.slice(from, start);
    from = end;
  }
  return from === 0 ? text : kept + text.slice(from);
}

export function hasPauseMarkers(text: string): boolean {
  return !markerCandidates(text).next().done;
}

/**
 * How many spoken characters (not whitespace, not inside a marker, valid or not) come before each
 * index, so "is this stretch silent?" costs one subtraction: a run of a thousand markers stays linear.
 */
function spokenBefore(text: string): Uint32Array {
  const inMarker = new Uint8Array(text.length);
  for (const { start, end } of markerCandidates(text)) inMarker.fill(1, start, end);
  const counts = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) counts[i + 1] = counts[i]! + (inMarker[i] === 1 || /\s/u.test(text[i]!) ? 0 : 1);
  return counts;
}

/**
 * Silence around one part of a long script: markers before its first spoken letter pause before
 * it, every other marker after it (the splitter ends a part at each marker, so a marker inside a
 * part only happens when the user types one there; it then pauses after the part, as documented).
 */
export function pausesOfPart(text: string): { beforeMs: number; afterMs: number } {
  let beforeMs = 0;
  let afterMs = 0;
  const spoken = spokenBefore(text);
  for (const marker of parsePauseMarkers(text).markers) {
    if (spoken[marker.start] === 0) beforeMs += marker.ms;
    else afterMs += marker.ms;
  }
  return { beforeMs, afterMs };
}

/** The text cut after each marker, so each chunk ends at its pause; the chunks join back to the text. */
export function cutAtPauseMarkers(text: string): string[] {
  const chunks: string[] = [];
  const spoken = spokenBefore(text);
  let from = 0;
  for (const marker of parsePauseMarkers(text).markers) {
    if (spoken[marker.start] === spoken[from]) continue;
    chunks.push(text.slice(from, marker.end));
    from = marker.end;
  }
  const rest = text.slice(from);
  // Only spaces after the last marker: they stay with the part before, not a silent part of their own.
  if (chunks.length > 0 && spoken[text.length] === spoken[from]) chunks[chunks.length - 1] += rest;
  else if (rest !== '') chunks.push(rest);
  return chunks;
}
