import type { FormatterModule } from 'i18next';

/**
 * Names inside translated sentences are bidi-isolated, once, here.
 *
 * A voice called «أحمد» in "Delete Ahmed?" (or "Studio One" in «حذف …؟») is a run of the other
 * direction inside the sentence; left bare it joins the neighbouring neutrals (spaces, "?", "“”",
 * ":") and the sentence's punctuation and words are drawn in the wrong order. Isolating the name
 * makes it one neutral unit whose own direction comes from its first strong letter (as dir=auto).
 *
 * Mechanism: Unicode FSI…PDI (U+2068 / U+2069) around the interpolated value, added by the
 * i18next formatter for every `t()` call. Chosen over a React `<bdi>` because one sentence travels
 * as a plain string to many places that cannot hold an element: aria-label and title attributes,
 * confirm-dialog text, notices kept as data, the document title. A `<bdi>` would need a rich-text
 * helper at each call site and a second mechanism for attributes; the characters work in all of
 * them, Chromium draws them (UBA 6.3 isolates), screen readers skip them, and no string needs to
 * change. Which values are names is decided by the placeholder's key (below); i18n.test.ts fails
 * on a placeholder no list here claims, so a new `{{voiceName}}` cannot slip through unisolated.
 */
export const firstStrongIsolate = '\u2068';
export const popDirectionalIsolate = '\u2069';

/** Placeholders that carry user or service text (names, titles, paths, hosts): isolated. */
export const isolatedValueKeys: ReadonlySet<string> = new Set([
  'name',
  'names',
  'voice',
  'agent',
  'item',
  'subject',
  'title',
  'text',
  'next',
  'path',
  'directory',
  'host',
  'address',
  'event',
  'marker',
  'detail',
  'message',
  // A dialect's name from the catalogue (English in an Arabic sentence when it has no Arabic one).
  'dialect',
  // Words the read-as engine quotes from the script, as written there.
  'source',
  'noun',
  'word',
  'code',
  'currency',
  'subunit',
  'period',
  // Lexicons: an entry's written and spoken forms, its lexicon, what was attached, a file, a language tag.
  'entry',
  'spoken',
  'lexicon',
  'attached',
  'other',
  'otherSpoken',
  'list',
  'id',
  'file',
  'graphemes',
  'phoneme',
  'alphabet',
  'language',
  // Projects (issue 30): a chapter's title, a dialogue speaker's name (a document's file name is 'file').
  'chapter',
  'speaker',
]);

/**
 * Placeholders that are numbers, dates or the studio's own words in the sentence's language:
 * left as they are (an isolate would only cost them copy-paste cleanliness). `reason` is a
 * sentence in the interface language whose first letter may be a Latin product name; isolating it
 * would turn a whole Arabic sentence left-to-right.
 */
export const plainValueKeys: ReadonlySet<string> = new Set([
  'count',
  'reason',
  'n',
  'index',
  'already',
  'port',
  'date',
  'time',
  'total',
  'max',
  'min',
  'limit',
  'field',
  'failed',
  'done',
  'written',
  'withAudio',
  'usage',
  'succeeded',
  'start',
  'end',
  'shown',
  'seconds',
  'rate',
  'page',
  'pages',
  'over',
  'ms',
  'lufs',
  'delivered',
  'deleted',
  'bytes',
  'attempted',
  'duration',
  'stage',
  'section',
  'scheme',
  'position',
  'gender',
  'case',
  'part',
  'per',
  'digits',
  'length',
  'when',
  // Lexicons: a line number, the studio's own words, figures.
  'line',
  'action',
  'size',
  'where',
  'refused',
  'added',
  'updated',
  'unchanged',
  'duplicates',
  // The date field's words and figures, in the interface language.
  'label',
  'example',
  'iso',
  'month',
  'day',
  'last',
  // Projects (issue 30): counts, lengths of audio, the studio's own words (a format, a kind of
  // text left out) and a key's name.
  'chapters',
  'blocks',
  'generated',
  'chars',
  'expected',
  'actual',
  'format',
  'kind',
  'mod',
  // A cover's size (a project export's progress counts with 'index' of 'total').
  'width',
  'height',
]);

/** `text` as one isolated run (unchanged if empty or already isolated). */
export function isolate(text: string): string {
  if (text === '' || (text.startsWith(firstStrongIsolate) && text.endsWith(popDirectionalIsolate))) return text;
  return `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
}

/** `text` without the isolates this module adds: for comparing with what the user sees. */
export const withoutIsolates = (text: string): string => text.replace(/[\u2068\u2069]/g, '');

type NamedFormat = Parameters<FormatterModule['add']>[1];

/**
 * i18next's formatter with `alwaysFormat`: called for every `{{placeholder}}`, so the isolation
 * is decided by the placeholder's key in one place. The studio uses no named formats (numbers and
 * dates go through Intl in format.ts), but `add` keeps the formatter's contract whole.
 */
export function isolatingFormatter(): FormatterModule {
  const named = new Map<string, NamedFormat>();
  return {
    type: 'formatter',
    init: () => undefined,
    add: (name, format) => void named.set(name.toLowerCase(), format),
    addCached: (name, makeFormat) => void named.set(name.toLowerCase(), (value, language, options) => makeFormat(language, options)(value)),
    // i18next's type says string, but it hands over numbers and absent values too and expects
    // them back as they came (an absent one keeps its missing-variable handling): only strings change.
    format: (value, format, language, options) => {
      const formatted: unknown = format ? (named.get(format.trim().toLowerCase())?.(value, language, options) ?? value) : value;
      const key: unknown = options?.['interpolationkey'];
      if (typeof formatted !== 'string') return formatted as string;
      return typeof key === 'string' && isolatedValueKeys.has(key) ? isolate(formatted) : formatted;
    },
  };
}
