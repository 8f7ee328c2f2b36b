/**
 * An entry's written and spoken forms as they are kept: trimmed, with every run of white space one
 * space. Matching ignores how many spaces a phrase has, and PLS collapses them too, so keeping the
 * collapsed form is what makes an export → import round trip give back the same text.
 */
export function normalizeEntryText(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}
