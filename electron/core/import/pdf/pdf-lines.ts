import { logicalOrder, strongCounts } from './pdf-bidi';
import type { PdfGlyph } from './pdf-glyphs';

/**
 * A page's glyphs as lines: glyphs on one baseline (within half a letter's height) form a line;
 * each haraka joins the letter it is drawn on (wherever the producer drew it, and with no space
 * before it); letters are ordered by position, not by drawing order (LibreOffice draws a line's
 * bidi runs in logical order, each run left to right); a space goes where the gap between two
 * letters is a word's gap and the producer drew none.
 */
export interface PdfCluster {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  isSpace: boolean;
  /** Smaller and above the baseline: a footnote marker's shape. */
  raised: boolean;
}

export interface PdfLine {
  page: number;
  y: number;
  x0: number;
  x1: number;
  /** The size most of its glyphs have. */
  size: number;
  /** Its largest glyph (a line with a bigger glyph stands taller, further from the line above). */
  maxSize: number;
  /** Visual order, left to right. */
  clusters: PdfCluster[];
  rtlLetters: number;
  ltrLetters: number;
}

const wordGap = 0.15;
const sameLine = 0.45;

function nearestBase(bases: readonly PdfCluster[], mark: PdfGlyph): PdfCluster | undefined {
  let best: PdfCluster | undefined;
  let bestDistance = Infinity;
  for (const base of bases) {
    if (base.isSpace) continue;
    const inside = mark.x0 >= base.x0 - 0.5 && mark.x0 <= base.x1 + 0.5;
    const distance = inside
      ? Math.abs((base.x0 + base.x1) / 2 - mark.x0)
      : 1000 + Math.min(Math.abs(mark.x0 - base.x0), Math.abs(mark.x0 - base.x1));
    if (distance < bestDistance) {
      bestDistance = distance;
      best = base;
    }
  }
  return best;
}

/** The largest size at least 30 % of the letters have (sizes ascending). */
function dominantSize(sizes: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const size of sizes) counts.set(Math.round(size * 4) / 4, (counts.get(Math.round(size * 4) / 4) ?? 0) + 1);
  const common = [...counts].filter(([, count]) => count >= sizes.length * 0.3).map(([size]) => size);
  return common.length > 0 ? Math.max(...common) : sizes[Math.floor(sizes.length / 2)]!;
}

type LineGroup = { y: number; size: number; maxSize?: number; bases: PdfCluster[] };

/** A "line" of only small glyphs just above a line of text is that line's superscripts (footnote markers). */
function mergeRaisedLines(lines: LineGroup[]): void {
  lines.sort((a, b) => b.y - a.y);
  for (let i = 0; i < lines.length - 1; i++) {
    const small = lines[i]!;
    const below = lines[i + 1]!;
    const x0 = Math.min(...below.bases.map((b) => b.x0));
    const x1 = Math.max(...below.bases.map((b) => b.x1));
    const inside = small.bases.every((b) => b.x0 >= x0 - below.size && b.x1 <= x1 + below.size);
    if (small.size < below.size * 0.85 && small.y - below.y <= below.size * 0.7 && inside) {
      below.bases.push(...small.bases);
      below.bases.sort((a, b) => a.x0 - b.x0);
      lines.splice(i, 1);
      i--;
    }
  }
}

export function pageLines(glyphs: readonly PdfGlyph[], page: number): PdfLine[] {
  const lines: LineGroup[] = [];
  const bases = glyphs.filter((g) => !g.isMark && g.text !== '');
  // Drawing order breaks ties among glyphs that start at one x (a zero-width alef drawn with its lam).
  const order = new Map<PdfCluster, number>();
  const sorted = bases.map((glyph, index) => ({ glyph, index })).sort((a, b) => b.glyph.y - a.glyph.y);
  for (const { glyph, index } of sorted) {
    let line = lines.find((l) => Math.abs(l.y - glyph.y) <= sameLine * Math.max(l.size, glyph.size));
    if (!line) {
      line = { y: glyph.y, size: glyph.size, bases: [] };
      lines.push(line);
    } else if (glyph.size > line.size * 1.05) {
      line.y = glyph.y;
      line.size = glyph.size;
    }
    const cluster: PdfCluster = {
      text: glyph.text,
      x0: glyph.x0,
      x1: glyph.x1,
      y: glyph.y,
      size: glyph.size,
      isSpace: glyph.text.trim() === '',
      raised: false,
    };
    order.set(cluster, index);
    line.bases.push(cluster);
  }
  mergeRaisedLines(lines);
  for (const line of lines) {
    line.bases.sort((a, b) => a.x0 - b.x0 || order.get(a)! - order.get(b)!);
    // The baseline and size most of the line has (a raised marker or one bigger glyph moves neither).
    const letters = line.bases.filter((b) => !b.isSpace);
    const ys = letters.map((b) => b.y).sort((a, b) => a - b);
    const sizes = letters.map((b) => b.size).sort((a, b) => a - b);
    if (ys.length > 0) {
      line.y = ys[Math.floor(ys.length / 2)]!;
      line.maxSize = sizes[sizes.length - 1]!;
      // The largest size that a good share of the letters have: Arabic and Latin often differ in
      // size on one line (a URL in an Arabic sentence), one odd glyph does not count.
      line.size = dominantSize(sizes);
    }
  }
  for (const mark of glyphs.filter((g) => g.isMark)) {
    const line = lines.reduce<LineGroup | undefined>(
      (best, l) => (!best || Math.abs(l.y - mark.y) < Math.abs(best.y - mark.y) ? l : best),
      undefined,
    );
    const base = line ? nearestBase(line.bases, mark) : undefined;
    if (base) base.text += mark.text;
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      const clusters: PdfCluster[] = [];
      for (const base of line.bases) {
        base.raised = base.size < line.size * 0.85 && base.y - line.y > line.size * 0.15;
        const previous = clusters[clusters.length - 1];
        if (previous && base.isSpace && previous.isSpace) continue;
        const gap = previous ? base.x0 - previous.x1 : 0;
        if (previous && !previous.isSpace && !base.isSpace && !previous.raised && !base.raised && gap > wordGap * line.size) {
          clusters.push({ text: ' ', x0: previous.x1, x1: base.x0, y: line.y, size: line.size, isSpace: true, raised: false });
        }
        clusters.push(base);
      }
      while (clusters[0]?.isSpace) clusters.shift();
      while (clusters[clusters.length - 1]?.isSpace) clusters.pop();
      const letters = strongCounts(clusters.map((c) => c.text));
      return {
        page,
        y: line.y,
        x0: Math.min(...clusters.map((c) => c.x0)),
        x1: Math.max(...clusters.map((c) => c.x1)),
        size: line.size,
        maxSize: line.maxSize ?? line.size,
        clusters,
        rtlLetters: letters.rtl,
        ltrLetters: letters.ltr,
      };
    })
    .filter((line) => line.clusters.length > 0);
}

/** A line's clusters in reading order. (LibreOffice and Chromium map a mirrored bracket's glyph to the bracket as written.) */
export function readingOrder(line: PdfLine, baseRtl: boolean): PdfCluster[] {
  return logicalOrder(
    line.clusters,
    line.clusters.map((c) => c.text),
    baseRtl,
  ).map(({ unit }) => unit);
}
