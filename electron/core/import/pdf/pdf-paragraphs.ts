import type { DocumentParagraph, Inline } from '../document';
import { strongCounts } from './pdf-bidi';
import { readingOrder, type PdfCluster, type PdfLine } from './pdf-lines';

/**
 * Lines to the writer's paragraphs. A paragraph ends where the gap to the next line is a
 * paragraph's gap (this document's own, measured), or, in a document without such gaps, where a
 * line stops short: the next line's first word would have fitted on it. A short line inside a
 * spaced paragraph is the writer's line break (a verse). A line's base direction is the one
 * that does not put closing punctuation first (producers give each paragraph its own), else the
 * paragraph's majority.
 */
export interface PdfParagraph {
  parts: DocumentParagraph;
  page: number;
  /** Baseline of its first line. */
  y: number;
  size: number;
  text: string;
  /** Mostly right-to-left letters (Arabic and Latin text are often set in different sizes). */
  rtl: boolean;
}

const closingFirst = /^[.,!?؟،؛:;»)\]]/u;
const openingLast = /[«([]$/u;
const markerLabel = /^[\d\u0660-\u0669*†‡§]{1,3}$/u;

function badness(text: string): number {
  return (closingFirst.test(text) ? 1 : 0) + (openingLast.test(text) ? 1 : 0);
}

export function orderedLine(line: PdfLine, paragraphRtl: boolean): PdfCluster[] {
  const preferred = readingOrder(line, paragraphRtl);
  const other = readingOrder(line, !paragraphRtl);
  const join = (clusters: PdfCluster[]) => clusters.map((c) => c.text).join('');
  return badness(join(other)) < badness(join(preferred)) ? other : preferred;
}

/** The logical first word's width: where the next line would have had to fit. */
function firstWordWidth(line: PdfLine, rtl: boolean): number {
  const clusters = rtl ? [...line.clusters].reverse() : line.clusters;
  const end = clusters.findIndex((c) => c.isSpace);
  const word = end < 0 ? clusters : clusters.slice(0, end);
  return word.length === 0 ? 0 : Math.max(...word.map((c) => c.x1)) - Math.min(...word.map((c) => c.x0));
}

interface Column {
  left: number;
  right: number;
}

/**
 * Whether the next line's first word would have fitted on this one: the writer (or a paragraph's
 * end) broke it, not the width. Measured as the line's whole slack, so it holds whatever the
 * alignment (LibreOffice sets right-to-left paragraphs flush left in some exports).
 */
function isShort(line: PdfLine, next: PdfLine | undefined, column: Column): boolean {
  if (!next) return true;
  const slack = column.right - column.left - (line.x1 - line.x0);
  // The next line's first word is at its right end or its left, by a direction not known yet:
  // the wider of the two keeps a wrapped line from passing for a broken one.
  return slack > Math.max(firstWordWidth(next, true), firstWordWidth(next, false)) + line.size * 0.3;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export interface ParagraphInput {
  pages: PdfLine[][];
  bodySize: number;
  noteLabels: ReadonlySet<string>;
}

export function buildParagraphs({ pages, bodySize, noteLabels }: ParagraphInput): PdfParagraph[] {
  const lines = pages.flat();
  const columns = pages.map((pageLines) => {
    const body = pageLines.filter((l) => Math.abs(l.size - bodySize) <= bodySize * 0.15);
    const source = body.length > 0 ? body : pageLines;
    return { left: Math.min(...source.map((l) => l.x0)), right: Math.max(...source.map((l) => l.x1)) };
  });
  const deltas: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    if (a.page === b.page && Math.abs(a.size - bodySize) < bodySize * 0.1 && Math.abs(b.size - bodySize) < bodySize * 0.1)
      deltas.push(a.y - b.y);
  }
  const pitch = median(deltas.filter((d) => d > 0 && d < bodySize * 2.5)) ?? bodySize * 1.2;
  const shortOf = (i: number) => {
    const line = lines[i]!;
    return isShort(line, lines[i + 1], columns[line.page - 1] ?? columns[0]!);
  };
  const paragraphGaps = lines.flatMap((line, i) => {
    const next = lines[i + 1];
    return next && next.page === line.page && shortOf(i) && line.y - next.y > pitch * 1.1
      ? [(line.y - next.y) / (line.size / bodySize)]
      : [];
  });
  const gap = median(paragraphGaps);
  const groups: { lines: PdfLine[]; breaks: boolean[] }[] = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    const current = groups[groups.length - 1];
    let newParagraph = !previous || !current;
    let lineBreak = false;
    if (previous && current) {
      const sizeChanged = Math.abs(line.size - previous.size) > Math.max(line.size, previous.size) * 0.15;
      const short = shortOf(i - 1);
      if (sizeChanged) newParagraph = true;
      else if (previous.page !== line.page) newParagraph = short;
      else {
        const scale = line.size / bodySize;
        const delta = previous.y - line.y;
        const tall = (line.maxSize - line.size) * 1.5;
        const spaced = gap !== undefined && delta >= (pitch * scale + gap * scale) / 2 + tall;
        newParagraph = spaced || delta > pitch * scale * 1.8 + tall || (gap === undefined && short);
        lineBreak = !newParagraph && short;
      }
    }
    if (newParagraph) groups.push({ lines: [line], breaks: [] });
    else {
      current!.lines.push(line);
      current!.breaks.push(lineBreak);
    }
  });
  return groups.map((group) => {
    const counts = strongCounts(group.lines.flatMap((l) => l.clusters.map((c) => c.text)));
    const rtl = counts.rtl >= counts.ltr;
    const parts: Inline[] = [];
    group.lines.forEach((line, index) => {
      if (index > 0) {
        const last = parts[parts.length - 1];
        const hyphenated = typeof last === 'string' && /[\p{L}]-$/u.test(last);
        if (typeof last === 'string' && last.endsWith('\u00ad')) parts[parts.length - 1] = last.slice(0, -1);
        else if (!hyphenated) parts.push(group.breaks[index - 1] ? '\n' : ' ');
      }
      for (const cluster of orderedLine(line, rtl)) {
        if (cluster.raised && markerLabel.test(cluster.text) && noteLabels.has(cluster.text)) parts.push({ footnote: cluster.text });
        else parts.push(cluster.text);
      }
    });
    const first = group.lines[0]!;
    const text = parts.map((p) => (typeof p === 'string' ? p : '')).join('');
    return { parts, page: first.page, y: first.y, size: median(group.lines.map((l) => l.size)) ?? first.size, text, rtl };
  });
}
