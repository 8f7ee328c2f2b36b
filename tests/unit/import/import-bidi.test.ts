import { describe, expect, it } from 'vitest';
import { logicalOrder } from '../../../electron/core/import/pdf/pdf-bidi';
import type { PdfLine } from '../../../electron/core/import/pdf/pdf-lines';
import { orderedLine } from '../../../electron/core/import/pdf/pdf-paragraphs';

/** Visual order (as a PDF draws a line, left to right) back to the order it was written in. */
function logical(visual: string[], rtl: boolean): string {
  return logicalOrder(visual, visual, rtl)
    .map((item) => item.unit)
    .join('');
}

function line(visual: string[]): PdfLine {
  const clusters = visual.map((text, i) => ({ text, x0: i * 5, x1: i * 5 + 5, y: 100, size: 12, isSpace: text === ' ', raised: false }));
  return { page: 1, y: 100, x0: 0, x1: visual.length * 5, size: 12, maxSize: 12, clusters, rtlLetters: 0, ltrLetters: 10 };
}

describe('PDF line order: visual to logical', () => {
  it('reverses a right-to-left line letter by letter', () => {
    expect(logical(['ة', 'ج', 'ا', 'ج', 'ز', 'ل', 'ا'], true)).toBe('الزجاجة');
  });

  it('keeps a lam-alef glyph whole, so it never turns into "ال" (pdf.js reverses it)', () => {
    expect(logical(['م', 'لا', 'س'], true)).toBe('سلام');
    expect(logical(['م', 'لا', 'س'], true)).not.toBe('سالم');
  });

  it('keeps numbers left to right inside Arabic', () => {
    expect(logical(['١', '٩', '٨', '٧', ' ', 'س', 'ر', 'ا', 'م'], true)).toBe('مارس ١٩٨٧');
    expect(logical(['2', '0', '0', '9', ' ', 'م', 'ا', 'ع'], true)).toBe('عام 2009');
  });

  it('keeps an English phrase whole inside an Arabic line, its period at the end', () => {
    expect(logical(['.', 'Wait', ' ', 'me', ' ', ':', 'ل', 'ا', 'ق'], true)).toBe('قال: Wait me.');
  });

  it('reads an Arabic word inside an English line', () => {
    expect(logical(['She', ' ', 'said', ' ', 'م', 'ل', 'س', ' ', 'twice'], false)).toBe('She said سلم twice');
  });

  it('chooses the direction that does not start a line with its closing period', () => {
    // LibreOffice sets some English paragraphs right to left: the period is drawn first, at the left.
    const text = orderedLine(line(['.', 'for', ' ', 'the', ' ', 'recording']), false)
      .map((c) => c.text)
      .join('');
    expect(text).toBe('for the recording.');
  });
});
