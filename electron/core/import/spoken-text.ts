/**
 * What in a text is never spoken and what the user may keep: bidi controls (they break the
 * service's character count and are silent), invisible characters, Arabic presentation forms
 * (a PDF's glyph names, not letters), and the bare URLs and e-mail addresses found in the text.
 */

/** LRM, RLM, ALM, the embeddings and overrides, the isolates. */
const bidiMarks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/** Zero-width space, byte-order mark / zero-width no-break space, soft hyphen, word joiner. */
const invisibles = /[\u200b\ufeff\u00ad\u2060]/g;
/** No-break and fixed-width spaces read as a space. */
const oddSpaces = /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g;
/** Arabic Presentation Forms-A and -B: shaped glyphs, whose compatibility decomposition is the letter. */
const presentationForms = /[\ufb50-\ufdff\ufe70-\ufefe]+/g;
/**
 * The isolated and medial forms of the harakat (U+FE70–FE7F) decompose to a space or a tatweel
 * before the mark; a PDF's glyph for a haraka is the mark alone, on the letter before it.
 */
const harakatForms = /[\ufe70-\ufe72\ufe74\ufe76-\ufe7f]/g;
const harakaOfForm = (form: string) =>
  String.fromCharCode(0x064b + [0, 0, 1, -1, 2, -1, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7][form.charCodeAt(0) - 0xfe70]!);

export function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Removes bidi controls, reporting each one removed (by code point name). */
export function withoutBidiMarks(text: string, onDropped: (name: string) => void): string {
  return text.replace(bidiMarks, (mark) => {
    onDropped(codePointName(mark));
    return '';
  });
}

/** Letters as letters: presentation forms decomposed, invisibles removed, odd spaces made plain, NFC. */
export function plainLetters(text: string): string {
  return text
    .replace(invisibles, '')
    .replace(oddSpaces, ' ')
    .replace(harakatForms, harakaOfForm)
    .replace(presentationForms, (forms) => forms.normalize('NFKC'))
    .normalize('NFC');
}

/** The text without a run of the given characters at its end (a loop, linear on any input). */
export function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export interface FoundSpan {
  start: number;
  end: number;
  text: string;
}

const urlStart = /\b(?:https?:\/\/|www\.)/gi;
const urlBody = /[^\s<>"«»]+/y;
const trailingPunctuation = new Set('.,;:!?؟،؛\'"’”)]}');

/** Bare web addresses: http(s):// or www., up to a space, without trailing punctuation. */
export function findUrls(text: string): FoundSpan[] {
  const spans: FoundSpan[] = [];
  for (const start of text.matchAll(urlStart)) {
    const at = start.index;
    if (spans.length > 0 && at < spans[spans.length - 1]!.end) continue;
    urlBody.lastIndex = at;
    const body = urlBody.exec(text);
    if (!body) continue;
    let end = body[0].length;
    while (end > 0 && trailingPunctuation.has(body[0][end - 1]!)) end--;
    // A closing bracket the address itself opened stays (Wikipedia-style addresses).
    if (body[0][end] === ')' && body[0].lastIndexOf('(', end) >= 0) end++;
    const url = body[0].slice(0, end);
    if (url.length > start[0].length) spans.push({ start: at, end: at + url.length, text: url });
  }
  return spans;
}

const localChar = /[\p{L}\p{N}._%+-]/u;
const domainChar = /[\p{L}\p{N}.-]/u;

/** E-mail addresses, found from each '@' outwards (linear in the text's length). */
export function findEmails(text: string): FoundSpan[] {
  const spans: FoundSpan[] = [];
  let at = text.indexOf('@');
  while (at >= 0) {
    let start = at;
    while (start > 0 && localChar.test(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && domainChar.test(text[end]!)) end++;
    let domain = text.slice(at + 1, end);
    const trimmed = trimEndOf(domain, '.-');
    end -= domain.length - trimmed.length;
    domain = trimmed;
    while (start < at && /[._%+-]/.test(text[start]!)) start++;
    if (start < at && /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u.test(domain) && !spans.some((s) => s.end > start)) {
      spans.push({ start, end, text: text.slice(start, end) });
    }
    at = text.indexOf('@', Math.max(at + 1, end));
  }
  return spans;
}

/**
 * The text without the given spans; the space before each (or after one that starts the text)
 * goes with it, and brackets left empty go too.
 */
export function withoutSpans(text: string, spans: readonly FoundSpan[]): string {
  if (spans.length === 0) return text;
  let result = '';
  let from = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    result += trimEndOf(text.slice(from, span.start), ' \t');
    from = span.end;
  }
  result += text.slice(from);
  return result
    .replace(/[([{<]\s*[)\]}>]/g, '')
    .replace(/^[ \t]+/gm, '')
    .replace(/[ \t]{2,}/g, ' ');
}
