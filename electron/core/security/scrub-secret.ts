/** Shortest piece of a secret worth hiding: shorter runs match ordinary words by chance. */
const minimumFragment = 8;

/**
 * No run shorter than this is ever hidden, whatever the secret or the caller asks: a secret of a
 * few characters (a key saved before keys were checked, see api-key-shape.ts) would otherwise
 * hide every `_` or `e` of an answer (NOT[redacted]FOUND). Such a secret is no secret to keep;
 * the answers are.
 */
export const SCRUB_FLOOR = 8;

/**
 * Removes a secret from text: the whole secret in any letter case, and any run of 8 or more of
 * its characters (a service message cut in the middle of an echoed key, a key split over two
 * quotes), also as it reads percent-encoded in a URL (`+` `/` `=` as %2B %2F %3D would otherwise
 * cut a key into runs too short to match). Callers scrub BEFORE truncating, so a cut never leaves
 * a piece long enough to use. A secret (or spelling of it) shorter than SCRUB_FLOOR is left alone.
 */
export function scrubSecret(text: string, secret: string | null | undefined, shortestRun = minimumFragment): string {
  if (!secret || secret.length === 0 || text.length === 0) return text;
  let out = text;
  for (const form of spellingsOf(secret)) out = scrubOne(out, form, shortestRun);
  return out;
}

/** The shortest run of `secret` hidden: the caller's length, or the whole secret when shorter, never under the floor. */
export function shortestHiddenRun(secret: string, shortestRun: number): number {
  return Math.max(SCRUB_FLOOR, Math.min(shortestRun, secret.length));
}

/** The secret as it may be written back to us: as is, and percent-encoded when that differs. */
export function spellingsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return encoded === secret ? [secret] : [secret, encoded];
}

/**
 * Lower case, one code unit for one: the scan's positions are the text's positions. Plain
 * toLowerCase turns some letters into two code units ("İ" → "i̇"), and a message with enough of
 * them before an echoed key would move the hidden range off the key and leave the key in view.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const unit of text.split('')) {
    const folded = unit.toLowerCase();
    out += folded.length === 1 ? folded : unit;
  }
  return out;
}

function scrubOne(text: string, secret: string, shortestRun: number): string {
  const haystack = foldCase(text);
  const needle = foldCase(secret);
  const shortest = shortestHiddenRun(needle, shortestRun);
  if (needle.length < shortest) return text;
  // Every run worth hiding starts with one of these; the set keeps the scan linear in the text.
  const starts = new Set<string>();
  for (let at = 0; at + shortest <= needle.length; at++) starts.add(needle.slice(at, at + shortest));
  const hidden: Array<[number, number]> = [];
  for (let start = 0; start + shortest <= haystack.length;) {
    if (!starts.has(haystack.slice(start, start + shortest))) {
      start++;
      continue;
    }
    // The longest run of the secret that begins here.
    let length = shortest;
    while (start + length < haystack.length && needle.includes(haystack.slice(start, start + length + 1))) length++;
    hidden.push([start, start + length]);
    start += length;
  }
  if (hidden.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [start, end] of hidden) {
    out += `${text.slice(from, start)}[redacted]`;
    from = end;
  }
  return out + text.slice(from);
}
