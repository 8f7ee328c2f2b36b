import { compileLexicon } from './match';
import { keyOf, tokenize } from './tokens';
import { lexiconLimits, type EffectiveEntry, type LexiconEntry } from './types';

/**
 * What makes an entry unusable, checked the same way by the editor (before it asks), the import
 * and the core (before it writes): each problem has a code the interface words in its language,
 * the field at fault and an English message for logs and the contract's error.
 */
export type EntryProblemCode =
  | 'written-empty'
  | 'written-too-long'
  | 'written-too-many-words'
  | 'written-line-break'
  | 'written-no-letters'
  | 'spoken-empty'
  | 'spoken-too-long'
  | 'spoken-loops'
  | 'note-too-long'
  | 'dialect-invalid';

export interface EntryProblem {
  code: EntryProblemCode;
  field: 'written' | 'spoken' | 'note' | 'dialects';
  message: string;
  values: Record<string, string>;
}

export interface EntryDraft {
  written: string;
  spoken: string;
  note?: string | undefined;
  caseSensitive?: boolean | undefined;
  dialects?: readonly string[] | undefined;
}

/** A dialect code as the service writes them (pls, egy, ar-sa). */
const dialectCode = /^[a-z][a-z0-9-]{0,19}$/u;

const punctuationOnly = /^[\p{P}\s]+$/u;

const problem = (
  code: EntryProblemCode,
  field: EntryProblem['field'],
  message: string,
  values: Record<string, string> = {},
): EntryProblem => ({
  code,
  field,
  message,
  values,
});

/** The first problem of an entry, or null when it can be kept. */
export function checkEntry(draft: EntryDraft): EntryProblem | null {
  const written = draft.written.trim();
  const spoken = draft.spoken.trim();
  const limits = lexiconLimits;
  if (written === '') return problem('written-empty', 'written', 'Write the word or phrase the script says.');
  if (written.length > limits.writtenChars) {
    return problem(
      'written-too-long',
      'written',
      `The written form is ${written.length} characters; an entry matches at most ${limits.writtenChars}.`,
      {
        n: String(written.length),
        max: String(limits.writtenChars),
      },
    );
  }
  const tokens = tokenize(written);
  if (tokens.some((token, i) => i > 0 && token.gap === 'break')) {
    return problem('written-line-break', 'written', 'The written form spans a line break; an entry is one word or a phrase on one line.');
  }
  const words = tokens.filter((token) => token.kind !== 'symbol').length;
  if (words === 0 && punctuationOnly.test(written)) {
    return problem(
      'written-no-letters',
      'written',
      'The written form is only punctuation, which would change every sentence; an entry needs a letter, a digit or a symbol such as € or an emoji.',
    );
  }
  if (words > limits.writtenWords) {
    return problem(
      'written-too-many-words',
      'written',
      `The written form has ${words} words; an entry matches at most ${limits.writtenWords}.`,
      {
        n: String(words),
        max: String(limits.writtenWords),
      },
    );
  }
  if (spoken === '') return problem('spoken-empty', 'spoken', `Write how “${written}” should be spoken.`, { written });
  if (spoken.length > limits.spokenChars) {
    return problem(
      'spoken-too-long',
      'spoken',
      `The spoken form is ${spoken.length} characters; an entry may say at most ${limits.spokenChars} (a whole script is at most 3,000).`,
      { n: String(spoken.length), max: String(limits.spokenChars) },
    );
  }
  if (loops(written, spoken, draft.caseSensitive ?? false)) {
    return problem(
      'spoken-loops',
      'spoken',
      `The spoken form contains “${written}” itself: applied again it would grow without end. Write the spoken form without it.`,
      { written },
    );
  }
  const badDialect = (draft.dialects ?? []).find((code) => !dialectCode.test(code));
  if (badDialect !== undefined) {
    return problem('dialect-invalid', 'dialects', `“${badDialect}” is not a dialect code (such as egy, leb or ar-sa).`, {
      code: badDialect,
    });
  }
  if ((draft.note ?? '').length > limits.noteChars) {
    return problem('note-too-long', 'note', `The note is ${(draft.note ?? '').length} characters; at most ${limits.noteChars}.`, {
      n: String((draft.note ?? '').length),
      max: String(limits.noteChars),
    });
  }
  return null;
}

/**
 * Whether the spoken form holds the written one as a whole word (clitics too): a rule a tool
 * that applies lexicons again (or a person exporting to one) would apply forever. A spoken form
 * that is the written one again is allowed: it keeps the word as written, protected from read-as.
 */
function loops(written: string, spoken: string, caseSensitive: boolean): boolean {
  if (foldedKey(written) === foldedKey(spoken)) return false;
  const self: EffectiveEntry = {
    written,
    spoken,
    dialects: [],
    caseSensitive,
    source: { lexiconId: '', lexiconName: '', entryId: '', scope: 'profile' },
  };
  return compileLexicon([self], { digest: false }).find(spoken, null).length > 0;
}

/** A written form as the matcher files it: folded tokens with their spacing. */
export function foldedKey(written: string): string {
  return tokenize(written.trim())
    .map((token, i) => keyOf(token, i === 0))
    .join('\u0000');
}

export type EntryWarningKind = 'duplicate' | 'conflict' | 'digits-spoken';

export interface EntryWarning {
  kind: EntryWarningKind;
  /** The other entry, for duplicates and conflicts. */
  otherId?: string;
}

const digits = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
const overlap = (a: readonly string[], b: readonly string[]) => a.length === 0 || b.length === 0 || a.some((d) => b.includes(d));

/**
 * What the editor flags in a lexicon's entries: the same written form twice for the same voices
 * (a duplicate when both say the same, a conflict when they differ: the first listed wins), and a
 * spoken form with digits (sent as digits: read-as does not read inside an entry's output).
 */
export function entryWarnings(entries: readonly LexiconEntry[]): Map<string, EntryWarning[]> {
  const warnings = new Map<string, EntryWarning[]>();
  const add = (id: string, warning: EntryWarning) => warnings.set(id, [...(warnings.get(id) ?? []), warning]);
  const byKey = new Map<string, LexiconEntry[]>();
  for (const entry of entries) {
    const key = `${entry.caseSensitive ? entry.written.trim() : foldedKey(entry.written)}`;
    const same = byKey.get(key) ?? [];
    for (const other of same) {
      if (!overlap(entry.dialects, other.dialects)) continue;
      const kind = foldedKey(entry.spoken) === foldedKey(other.spoken) ? 'duplicate' : 'conflict';
      add(entry.id, { kind, otherId: other.id });
      add(other.id, { kind, otherId: entry.id });
    }
    byKey.set(key, [...same, entry]);
    if (digits.test(entry.spoken)) add(entry.id, { kind: 'digits-spoken' });
  }
  return warnings;
}
