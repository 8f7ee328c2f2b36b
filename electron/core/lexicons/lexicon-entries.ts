import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import type { EntryInput } from '../../../shared/contract/ops/lexicons';
import {
  checkEntry,
  foldedKey,
  lexiconDigest,
  lexiconLimits,
  normalizeEntryText,
  type EffectiveEntry,
  type Lexicon,
  type LexiconEntry,
  type LexiconsInEffect,
  type LexiconSummary,
} from '../../../shared/lexicon';

/** What the store does to a lexicon's entries, as pure functions of the lexicon (the store writes the result). */

export function summaryOf({ entries, ...lexicon }: Lexicon): LexiconSummary {
  return { ...lexicon, entryCount: entries.length, enabledCount: entries.filter((e) => e.enabled).length };
}

/**
 * Entries that are the same rule for a reader: the same written form as the matcher files it, for
 * the same dialects, with the same case rule. An import updates such an entry rather than adding
 * a second one.
 */
export function entryKey(entry: Pick<LexiconEntry, 'written' | 'dialects' | 'caseSensitive'>): string {
  const written = entry.caseSensitive ? `case:${normalizeEntryText(entry.written)}` : foldedKey(entry.written);
  return `${written}|${[...entry.dialects].sort().join(',')}`;
}

/** An entry as it is kept: texts normalised, dialects lower-case and unique. */
export function entryFrom(input: EntryInput, existing: LexiconEntry | undefined, now: string): LexiconEntry {
  return {
    id: existing?.id ?? input.id ?? randomUUID(),
    written: normalizeEntryText(input.written),
    spoken: normalizeEntryText(input.spoken),
    note: (input.note ?? existing?.note ?? '').trim(),
    enabled: input.enabled ?? existing?.enabled ?? true,
    dialects: [...new Set((input.dialects ?? existing?.dialects ?? []).map((d) => d.toLowerCase()))],
    caseSensitive: input.caseSensitive ?? existing?.caseSensitive ?? false,
    createdAt: existing?.createdAt ?? now,
  };
}

/** The entry's own checks, as the contract's error: which entry, which field, what to do. */
export function entryRefusal(
  index: number,
  input: Pick<EntryInput, 'written' | 'spoken' | 'note' | 'caseSensitive' | 'dialects'>,
): Result<never> | null {
  const problem = checkEntry(input);
  if (!problem) return null;
  const written = normalizeEntryText(input.written);
  const which = written === '' ? `Entry ${index + 1}` : `Entry ${index + 1} (“${written.slice(0, 40)}”)`;
  return fail('VALIDATION', `${which}: ${problem.message}`, {
    field: `entries.${index}.${problem.field}`,
    messageKey: `lexicon.entry.${problem.code}`,
  });
}

/** Adds or replaces entries; the first one its checks refuse leaves the lexicon as it was. */
export function upsertEntries(lexicon: Lexicon, inputs: readonly EntryInput[], now: string): Result<Lexicon> {
  for (const [index, input] of inputs.entries()) {
    const refused = entryRefusal(index, { ...input, dialects: input.dialects?.map((d) => d.toLowerCase()) });
    if (refused) return refused;
  }
  const entries = [...lexicon.entries];
  const at = new Map(entries.map((entry, i) => [entry.id, i]));
  for (const input of inputs) {
    const index = input.id === undefined ? undefined : at.get(input.id);
    if (index === undefined) {
      const added = entryFrom(input, undefined, now);
      at.set(added.id, entries.length);
      entries.push(added);
    } else entries[index] = entryFrom(input, entries[index], now);
  }
  const full = tooMany(entries.length);
  return full ?? ok({ ...lexicon, entries, updatedAt: now });
}

export function tooMany(count: number): Result<never> | null {
  return count > lexiconLimits.entries
    ? fail(
        'VALIDATION',
        `A lexicon holds at most ${lexiconLimits.entries.toLocaleString('en')} entries; this would make ${count.toLocaleString('en')}. Split it into two lexicons.`,
        {
          field: 'entries',
          messageKey: 'lexicon.tooManyEntries',
        },
      )
    : null;
}

export function deleteEntries(lexicon: Lexicon, ids: readonly string[], now: string): Lexicon {
  const gone = new Set(ids);
  return { ...lexicon, entries: lexicon.entries.filter((entry) => !gone.has(entry.id)), updatedAt: now };
}

/** Project lexicons first (they win), then the profile's; each group oldest first, so the order never depends on the disk's. */
const byAge = (a: Lexicon, b: Lexicon) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The entries generation applies for a script of `projectId` (null: no project): enabled entries
 * of enabled lexicons, the project's before the profile's. Another project's lexicons never apply.
 */
export function lexiconsInEffect(lexicons: readonly Lexicon[], projectId: string | null): LexiconsInEffect {
  const project = projectId === null ? [] : lexicons.filter((l) => l.projectId === projectId && l.enabled).sort(byAge);
  const profile = lexicons.filter((l) => l.projectId === null && l.enabled).sort(byAge);
  const entries: EffectiveEntry[] = [];
  for (const [scope, group] of [
    ['project', project],
    ['profile', profile],
  ] as const) {
    for (const lexicon of group) {
      for (const entry of lexicon.entries) {
        if (!entry.enabled) continue;
        entries.push({
          written: entry.written,
          spoken: entry.spoken,
          dialects: entry.dialects,
          caseSensitive: entry.caseSensitive,
          source: { lexiconId: lexicon.id, lexiconName: lexicon.name, entryId: entry.id, scope },
        });
      }
    }
  }
  return { projectId, digest: lexiconDigest(entries), entries };
}
