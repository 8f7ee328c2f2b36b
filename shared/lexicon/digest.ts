import type { EffectiveEntry } from './types';

/**
 * A digest of what a set of entries would do to a script: each entry's written and spoken forms,
 * dialects, case rule and scope, in order (order breaks ties). Names and ids are left out, so
 * renaming a lexicon does not count as a change. The preview sends the digest it used with a
 * generation; the core computes it again from the lexicons on disk and refuses a mismatch, so what
 * is sent is what was previewed. Not a security measure: two 32-bit hashes (FNV-1a and a
 * multiply-rotate one) over the UTF-16 text, enough to notice any edit.
 */
export function lexiconDigest(entries: readonly EffectiveEntry[]): string {
  const canonical = JSON.stringify(
    entries.map((e) => [e.source.scope, e.written.trim(), e.spoken.trim(), [...e.dialects].sort(), e.caseSensitive]),
  );
  let fnv = 0x811c9dc5;
  let mix = 0x9e3779b9 ^ canonical.length;
  for (let i = 0; i < canonical.length; i++) {
    const code = canonical.charCodeAt(i);
    fnv = Math.imul(fnv ^ code, 0x01000193);
    mix = Math.imul(mix ^ code, 0x5bd1e995);
    mix = (mix << 13) | (mix >>> 19);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `${entries.length.toString(36)}-${hex(fnv)}${hex(mix)}`;
}

/** The digest of no entries: what a preview without lexicons used. */
export const emptyLexiconDigest = lexiconDigest([]);
