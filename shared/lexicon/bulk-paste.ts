/**
 * Bulk paste: one entry per line, `written = spoken`. The first `=` splits (a spoken form may hold
 * more); blank lines and lines starting with # are skipped; every other line that does not split
 * into two non-empty sides is reported by its number, and nothing is guessed from it.
 */
export interface PastedEntry {
  line: number;
  written: string;
  spoken: string;
}

export interface PasteProblem {
  line: number;
  text: string;
  code: 'no-equals' | 'written-empty' | 'spoken-empty';
}

export function parseBulkPaste(text: string): { entries: PastedEntry[]; problems: PasteProblem[] } {
  const entries: PastedEntry[] = [];
  const problems: PasteProblem[] = [];
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\r|\n/u);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const at = trimmed.indexOf('=');
    if (at < 0) return problems.push({ line, text: trimmed, code: 'no-equals' });
    const written = trimmed.slice(0, at).trim();
    const spoken = trimmed.slice(at + 1).trim();
    if (written === '') return problems.push({ line, text: trimmed, code: 'written-empty' });
    if (spoken === '') return problems.push({ line, text: trimmed, code: 'spoken-empty' });
    entries.push({ line, written, spoken });
  });
  return { entries, problems };
}
