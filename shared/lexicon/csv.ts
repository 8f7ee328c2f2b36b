import type { LexiconEntry } from './types';

/**
 * Lexicons as CSV, both ways: UTF-8 (a byte-order mark is written, so spreadsheet programs read
 * Arabic right, and tolerated on import), RFC 4180 quoting (quotes doubled, commas and line breaks
 * inside quotes). Export writes every field, so export → import gives the same entries. Import
 * reads a header naming the columns in any order (English or Arabic names), or, without one,
 * takes the columns as written, spoken, note; a comma, semicolon or tab separates, whichever the
 * first line uses most.
 */

export interface CsvEntry {
  line: number;
  written: string;
  spoken: string;
  note: string;
  enabled: boolean;
  dialects: string[];
  caseSensitive: boolean;
}

export interface CsvProblem {
  line: number;
  code: 'unclosed-quote' | 'no-spoken-column' | 'bad-boolean';
  message: string;
}

const columns = ['written', 'spoken', 'note', 'enabled', 'dialects', 'case_sensitive'] as const;
type Column = (typeof columns)[number];
const names: Record<string, Column> = {
  written: 'written',
  grapheme: 'written',
  word: 'written',
  المكتوب: 'written',
  spoken: 'spoken',
  alias: 'spoken',
  المنطوق: 'spoken',
  note: 'note',
  ملاحظة: 'note',
  enabled: 'enabled',
  مفعل: 'enabled',
  dialects: 'dialects',
  اللهجات: 'dialects',
  case_sensitive: 'case_sensitive',
  casesensitive: 'case_sensitive',
};

export function writeCsv(entries: readonly LexiconEntry[]): string {
  const rows = [columns.join(',')];
  for (const e of entries) {
    rows.push([e.written, e.spoken, e.note, String(e.enabled), e.dialects.join(' '), String(e.caseSensitive)].map(quoted).join(','));
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

function quoted(field: string): string {
  return /[",\r\n;\t]|^\s|\s$/u.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Rows of fields, with the line each row starts on; an unclosed quote is reported, not guessed. */
function splitRows(text: string, separator: string): { rows: Array<{ line: number; fields: string[] }>; unclosedAt: number | null } {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quotedField = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quotedField) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quotedField = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quotedField = true;
      quoteLine = line;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quotedField) return { rows, unclosedAt: quoteLine };
  if (field !== '' || fields.length > 0) rows.push({ line: rowLine, fields: [...fields, field] });
  return { rows, unclosedAt: null };
}

function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/u));
  const count = (c: string) => firstLine.split(c).length - 1;
  return [',', ';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

const truthy = new Set(['true', '1', 'yes', 'نعم']);
const falsy = new Set(['false', '0', 'no', 'لا']);

export function parseCsv(source: string): { entries: CsvEntry[]; problems: CsvProblem[] } {
  const text = source.replace(/^\uFEFF/u, '');
  const { rows, unclosedAt } = splitRows(text, separatorOf(text));
  if (unclosedAt !== null) {
    return {
      entries: [],
      problems: [{ line: unclosedAt, code: 'unclosed-quote', message: `Line ${unclosedAt}: a quoted field is never closed.` }],
    };
  }
  const nonEmpty = rows.filter((row) => row.fields.some((f) => f.trim() !== ''));
  const header = nonEmpty[0]?.fields.map((f) => names[f.trim().toLowerCase()]);
  const hasHeader = header !== undefined && header.includes('written');
  const order: Array<Column | undefined> = hasHeader ? header : ['written', 'spoken', 'note'];
  if (hasHeader && !order.includes('spoken')) {
    return {
      entries: [],
      problems: [{ line: nonEmpty[0]!.line, code: 'no-spoken-column', message: 'The header names no spoken column (spoken or alias).' }],
    };
  }
  const entries: CsvEntry[] = [];
  const problems: CsvProblem[] = [];
  for (const row of hasHeader ? nonEmpty.slice(1) : nonEmpty) {
    const cell = (column: Column) => {
      const at = order.indexOf(column);
      return at < 0 ? undefined : (row.fields[at] ?? '');
    };
    const flag = (column: Column, fallback: boolean): boolean | null => {
      const value = cell(column)?.trim().toLowerCase();
      if (value === undefined || value === '') return fallback;
      return truthy.has(value) ? true : falsy.has(value) ? false : null;
    };
    const enabled = flag('enabled', true);
    const caseSensitive = flag('case_sensitive', false);
    if (enabled === null || caseSensitive === null) {
      problems.push({ line: row.line, code: 'bad-boolean', message: `Line ${row.line}: enabled and case_sensitive take true or false.` });
      continue;
    }
    const dialects = (cell('dialects') ?? '')
      .split(/[\s,;|]+/u)
      .filter((d) => d !== '')
      .map((d) => d.toLowerCase());
    entries.push({
      line: row.line,
      written: cell('written') ?? '',
      spoken: cell('spoken') ?? '',
      note: cell('note') ?? '',
      enabled,
      dialects,
      caseSensitive,
    });
  }
  return { entries, problems };
}
