/**
 * Folds text for search so Arabic spelling variants meet: tashkeel and tatweel removed, alef forms
 * (أ إ آ ٱ) to ا, ى to ي, ة to ه, seated hamza (ؤ ئ) to ء; Arabic-Indic and Persian digits to
 * 0–9; Latin lower-cased; runs of spaces collapsed.
 * Seated hamza folds to the hamza itself, not to its seat: the seat is a spelling convention that
 * differs between regions (Egypt writes مسئول where the standard writes مسؤول), so both must meet.
 * The price: a hamza left out entirely (سوال for سؤال) no longer meets, as it did when ؤ folded
 * to و and ئ to ي — which in turn kept مسئول (→ مسيول) from ever meeting مسؤول (→ مسوول).
 * Both the query and the haystack go through it, so "احمد" finds "أحمد".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu, '')
    .replace(/[\u0623\u0625\u0622\u0671]/gu, '\u0627')
    .replace(/\u0649/gu, '\u064A')
    .replace(/\u0629/gu, '\u0647')
    .replace(/[\u0624\u0626]/gu, '\u0621')
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Whether `haystack` contains `query` once both are folded by normalizeForSearch. */
export function matchesSearch(haystack: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(haystack).includes(needle);
}
