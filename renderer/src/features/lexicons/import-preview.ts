import {
  checkEntry,
  lexiconLimits,
  normalizeEntryText,
  parseCsv,
  parsePls,
  type EntryProblem,
  type PlsPhoneme,
} from '../../../../shared/lexicon';
import type { LexiconFileFormat } from '../../../../shared/model/lexicons';

/**
 * What a chosen file would import, read here with the same parsers and checks the core uses, so
 * the user sees every phoneme-only lexeme and every refused entry before anything changes. The
 * core reads the file again on import; this is a preview, not a second source of truth.
 */
export type ImportPreview =
  | { kind: 'too-big'; fileName: string; bytes: number }
  | { kind: 'unreadable'; fileName: string; message: string }
  | {
      kind: 'ready';
      fileName: string;
      format: LexiconFileFormat;
      text: string;
      entries: number;
      language: string;
      phonemes: PlsPhoneme[];
      skipped: number;
      refused: Array<{ line: number; written: string; problem: EntryProblem }>;
    };

export const formatOf = (fileName: string): LexiconFileFormat => (/\.(csv|txt|tsv)$/iu.test(fileName) ? 'csv' : 'pls');

export async function previewFile(file: File): Promise<ImportPreview> {
  if (file.size > lexiconLimits.fileBytes) return { kind: 'too-big', fileName: file.name, bytes: file.size };
  return previewText(file.name, await file.text());
}

export function previewText(fileName: string, text: string): ImportPreview {
  const format = formatOf(fileName);
  let rows: Array<{ line: number; written: string; spoken: string; note: string; dialects: string[]; caseSensitive: boolean }>;
  let language = '';
  let phonemes: PlsPhoneme[] = [];
  let skipped = 0;
  if (format === 'pls') {
    const pls = parsePls(text);
    if (!pls.ok) return { kind: 'unreadable', fileName, message: pls.problem.message };
    rows = pls.value.entries.map(({ lexeme, ...entry }) => ({ ...entry, line: lexeme }));
    ({ language, phonemes } = pls.value);
    skipped = pls.value.skipped.length;
  } else {
    const csv = parseCsv(text);
    if (csv.problems[0]) return { kind: 'unreadable', fileName, message: csv.problems[0].message };
    rows = csv.entries;
  }
  const refused = rows.flatMap((row) => {
    const problem = checkEntry(row);
    return problem ? [{ line: row.line, written: normalizeEntryText(row.written), problem }] : [];
  });
  return { kind: 'ready', fileName, format, text, entries: rows.length - refused.length, language, phonemes, skipped, refused };
}
