import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import {
  checkEntry,
  normalizeEntryText,
  parseCsv,
  parsePls,
  lexiconLimits,
  type Lexicon,
  type LexiconEntry,
  type PlsPhoneme,
  type PlsSkipped,
} from '../../../shared/lexicon';
import type { LexiconFileFormat, LexiconImportReport, RefusedImportEntry } from '../../../shared/model/lexicons';
import { entryKey, summaryOf, tooMany } from './lexicon-entries';
import type { LexiconStore } from './lexicon-store';

/**
 * A PLS or CSV file into a lexicon, all or nothing: a file too big or unreadable, or (unless the
 * caller chose to leave them out) any entry its checks refuse, changes nothing and says why with
 * the line. Entries with the same written form as one already there update it; the same written
 * form twice in the file counts once (the first, as PLS readers take the first). Phoneme-only
 * lexemes are listed in the report with their count.
 */

export interface ImportRequest {
  format: LexiconFileFormat;
  text: string;
  target: { lexiconId: string } | { name: string; projectId?: string | null | undefined };
  skipInvalid?: boolean | undefined;
}

type Row = Omit<LexiconEntry, 'id' | 'createdAt'> & { line: number };

interface Parsed {
  rows: Row[];
  language: string;
  phonemes: PlsPhoneme[];
  skipped: PlsSkipped[];
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

function parse(request: ImportRequest): Result<Parsed> {
  const bytes = Buffer.byteLength(request.text, 'utf8');
  if (bytes > lexiconLimits.fileBytes) {
    return fail(
      'VALIDATION',
      `The file is ${megabytes(bytes)} MB; a lexicon file may be at most ${megabytes(lexiconLimits.fileBytes)} MB. Split it into smaller files. Nothing was imported.`,
      {
        field: 'text',
        messageKey: 'lexicon.fileTooLarge',
      },
    );
  }
  if (request.format === 'pls') {
    const pls = parsePls(request.text);
    if (!pls.ok)
      return fail('VALIDATION', `This PLS file cannot be read: ${pls.problem.message}. Nothing was imported.`, {
        field: 'text',
        messageKey: 'lexicon.fileUnreadable',
      });
    const rows = pls.value.entries.map(({ lexeme, ...entry }) => ({ ...entry, line: lexeme }));
    return ok({ rows, language: pls.value.language, phonemes: pls.value.phonemes, skipped: pls.value.skipped });
  }
  const csv = parseCsv(request.text);
  const first = csv.problems[0];
  if (first) {
    const more = csv.problems.length > 1 ? ` (${csv.problems.length} problems in all)` : '';
    return fail('VALIDATION', `This CSV file cannot be read: ${first.message}${more} Nothing was imported.`, {
      field: 'text',
      messageKey: 'lexicon.fileUnreadable',
    });
  }
  return ok({ rows: csv.entries, language: '', phonemes: [], skipped: [] });
}

/** The rows its checks accept, and those they refuse, named by their line (CSV) or lexeme (PLS). */
function sortRows(rows: readonly Row[]): { good: Row[]; refused: RefusedImportEntry[] } {
  const good: Row[] = [];
  const refused: RefusedImportEntry[] = [];
  for (const row of rows) {
    const problem = checkEntry(row);
    if (problem) refused.push({ line: row.line, written: normalizeEntryText(row.written), code: problem.code, message: problem.message });
    else good.push(row);
  }
  return { good, refused };
}

export async function importLexicon(store: LexiconStore, request: ImportRequest, now: () => Date): Promise<Result<LexiconImportReport>> {
  const parsed = parse(request);
  if (!parsed.ok) return parsed;
  const { rows, phonemes, skipped, language } = parsed.value;
  const { good, refused } = sortRows(rows);
  const where = request.format === 'pls' ? 'lexeme' : 'line';
  if (refused.length > 0 && !request.skipInvalid) {
    const first = refused[0]!;
    return fail(
      'VALIDATION',
      `${refused.length} of the file's entries cannot be imported, so nothing was. First, ${where} ${first.line} (“${first.written}”): ${first.message} Fix the file, or import the others and leave these out.`,
      { field: 'text', messageKey: 'lexicon.importRefused' },
    );
  }
  if (good.length === 0) {
    const why = phonemes.length > 0 ? ` Its ${phonemes.length} lexeme(s) give only phonemes, which the service does not take.` : '';
    return fail('VALIDATION', `The file has no entries to import.${why} Nothing was imported.`, {
      field: 'text',
      messageKey: 'lexicon.importEmpty',
    });
  }
  const at = now().toISOString();
  const counts = { added: 0, updated: 0, unchanged: 0, duplicates: 0 };
  const merge = (lexicon: Lexicon): Result<Lexicon> => {
    const entries = [...lexicon.entries];
    const byKey = new Map(entries.map((entry, i) => [entryKey(entry), i]));
    const seen = new Set<string>();
    for (const row of good) {
      const entry = { ...row, written: normalizeEntryText(row.written), spoken: normalizeEntryText(row.spoken), note: row.note.trim() };
      const key = entryKey(entry);
      if (seen.has(key)) {
        counts.duplicates++;
        continue;
      }
      seen.add(key);
      const index = byKey.get(key);
      const { line: _line, ...fields } = entry;
      if (index === undefined) {
        byKey.set(key, entries.length);
        entries.push({ ...fields, id: randomUUID(), createdAt: at });
        counts.added++;
      } else {
        const old = entries[index]!;
        const same = old.spoken === fields.spoken && old.note === fields.note && old.enabled === fields.enabled;
        if (same) counts.unchanged++;
        else {
          entries[index] = { ...old, ...fields };
          counts.updated++;
        }
      }
    }
    return tooMany(entries.length) ?? ok({ ...lexicon, entries, updatedAt: at });
  };
  const target = request.target;
  const created = !('lexiconId' in target);
  const saved =
    'lexiconId' in target
      ? await store.change(target.lexiconId, (lexicon) => merge(lexicon))
      : await (async () => {
          const fresh = merge({
            id: randomUUID(),
            name: target.name.trim(),
            language: language || 'ar',
            enabled: true,
            projectId: target.projectId ?? null,
            entries: [],
            createdAt: at,
            updatedAt: at,
          });
          return fresh.ok ? store.add(fresh.value) : fresh;
        })();
  if (!saved.ok) return saved;
  return ok({ lexicon: summaryOf(saved.value), format: request.format, created, ...counts, refused, phonemes, skipped, language });
}
