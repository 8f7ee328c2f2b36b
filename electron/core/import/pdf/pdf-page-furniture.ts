import type { DroppedText } from '../../../../shared/model/import';
import type { PdfLine } from './pdf-lines';

/**
 * Running headers, running footers and page numbers: the first and last lines of a page, in the
 * page's top or bottom margin, whose text (digits aside) comes back on many pages, or that are
 * only a page number. A line bigger than the body text is a heading, never a header.
 */

const zoneShare = 0.15;
const pageNumber = /^(?:page|p\.|صفحة|ص\.?|-|–|—)?\s*(?:[\d\u0660-\u0669]+|[ivxlcdm]+)\s*(?:(?:\/|of|من)\s*[\d\u0660-\u0669]+|-|–|—)?$/iu;

export interface Furniture {
  /** Lines to leave out, by page (index into that page's lines). */
  removed: Set<PdfLine>;
  dropped: DroppedText[];
}

function shape(text: string): string {
  return text
    .replace(/[\d\u0660-\u0669]+/gu, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

export function findFurniture(
  pages: readonly PdfLine[][],
  pageHeights: readonly number[],
  bodySize: number,
  textOf: (line: PdfLine) => string,
): Furniture {
  const candidates: { line: PdfLine; zone: 'top' | 'bottom'; text: string }[] = [];
  pages.forEach((lines, index) => {
    const height = pageHeights[index] ?? 792;
    const pick = (line: PdfLine | undefined, zone: 'top' | 'bottom') => {
      if (!line || line.size > bodySize * 1.15) return;
      const inZone = zone === 'top' ? line.y > height * (1 - zoneShare) : line.y < height * zoneShare;
      if (inZone) candidates.push({ line, zone, text: textOf(line).trim() });
    };
    pick(lines[0], 'top');
    if (lines.length > 1) pick(lines[lines.length - 1], 'bottom');
  });
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(`${c.zone}\u0000${shape(c.text)}`, (counts.get(`${c.zone}\u0000${shape(c.text)}`) ?? 0) + 1);
  const repeatedAt = Math.max(2, Math.ceil(pages.length * 0.3));
  const removed = new Set<PdfLine>();
  const dropped = new Map<string, DroppedText>();
  const numbers: string[] = [];
  for (const c of candidates) {
    const repeated = pages.length >= 2 && (counts.get(`${c.zone}\u0000${shape(c.text)}`) ?? 0) >= repeatedAt;
    const isNumber = pageNumber.test(c.text);
    if (!repeated && !isNumber) continue;
    removed.add(c.line);
    if (isNumber) {
      numbers.push(c.text);
      continue;
    }
    const key = c.text;
    const known = dropped.get(key);
    if (known) known.count++;
    else dropped.set(key, { kind: 'running-header', text: c.text, count: 1 });
  }
  return { removed, dropped: [...dropped.values(), ...pageNumbers(numbers)] };
}

/**
 * Page numbers are one entry: the preview shows it as "1–8 (×8)", the first and last as printed,
 * rather than the first page's number alone, which read as if "1" had been left out eight times.
 */
function pageNumbers(numbers: readonly string[]): DroppedText[] {
  if (numbers.length === 0) return [];
  const first = numbers[0]!;
  const last = numbers[numbers.length - 1]!;
  return [{ kind: 'page-number', text: first === last ? first : `${first}\u2013${last}`, count: numbers.length }];
}
