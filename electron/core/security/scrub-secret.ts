/** Shortest piece of a secret worth hiding: shorter runs match ordinary words by chance. */
const minimumFragment = 8;

/**
 * Removes a secret from text: the whole secret in any letter case, and any run of 8 or more of
 * its characters (a service message cut in the middle of an echoed key, a key split over two
 * quotes). Callers scrub BEFORE truncating, so a cut never leaves a piece long enough to use.
 */
export function scrubSecret(text: string, secret: string | null | undefined): string {
  if (!secret || secret.length === 0 || text.length === 0) return text;
  const haystack = text.toLowerCase();
  const needle = secret.toLowerCase();
  const shortest = Math.min(minimumFragment, needle.length);
  const hidden: Array<[number, number]> = [];
  for (let start = 0; start + shortest <= haystack.length;) {
    // The longest run of the secret that begins here (n ≤ a few KB, key ≤ a few hundred chars).
    let length = 0;
    while (start + length < haystack.length && needle.includes(haystack.slice(start, start + length + 1))) length++;
    if (length >= shortest) {
      hidden.push([start, start + length]);
      start += length;
    } else {
      start++;
    }
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
