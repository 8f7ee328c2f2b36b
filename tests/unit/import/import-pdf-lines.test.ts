import { describe, expect, it } from 'vitest';
import type { PdfGlyph } from '../../../electron/core/import/pdf/pdf-glyphs';
import { pageLines, readingOrder } from '../../../electron/core/import/pdf/pdf-lines';
import { plainLetters } from '../../../electron/core/import/spoken-text';

/** Glyphs as a producer draws an Arabic line: left to right on the page, each with its place. */
function glyph(text: string, x0: number, width: number, y = 100, size = 12): PdfGlyph {
  return { text, x0, x1: x0 + width, y, size, isMark: /^\p{M}+$/u.test(text), unmapped: false };
}

function lineText(glyphs: PdfGlyph[]): string[] {
  return pageLines(glyphs, 1).map((line) =>
    readingOrder(line, line.rtlLetters >= line.ltrLetters)
      .map((c) => c.text)
      .join(''),
  );
}

describe('PDF glyphs to lines', () => {
  it('puts a space where the gap between two words is a word gap and none was drawn', () => {
    // "سلام عليكم" drawn without a space glyph: عليكم on the left, a gap, then سلام.
    const glyphs = [
      glyph('م', 10, 6),
      glyph('ك', 16, 5),
      glyph('ي', 21, 4),
      glyph('ل', 25, 3),
      glyph('ع', 28, 6),
      glyph('م', 40, 6),
      glyph('لا', 46, 7),
      glyph('س', 53, 8),
    ];
    expect(lineText(glyphs)).toEqual(['سلام عليكم']);
  });

  it('joins a haraka to the letter it is drawn on, wherever it comes in the drawing, with no space', () => {
    // "صباحِ": the kasra is drawn first, under the ح, lower than the baseline.
    const glyphs = [glyph('ِ', 12, 0, 97), glyph('ح', 10, 6), glyph('ا', 16, 3), glyph('ب', 19, 4), glyph('ص', 23, 8)];
    expect(lineText(glyphs)).toEqual(['صباحِ']);
  });

  it('keeps the drawing order of a zero-width alef drawn with its lam (lam-alef in Noto)', () => {
    // "لا": the alef has no advance and starts where the lam starts; drawn first, it reads second.
    const glyphs = [glyph('ا', 10, 0), glyph('ل', 10, 6)];
    expect(lineText(glyphs)).toEqual(['لا']);
  });

  it('reads presentation-form glyphs in visual order into letters', () => {
    const glyphs = [glyph('\ufee1', 10, 6), glyph('\ufefc', 16, 7), glyph('\ufeb3', 23, 8)];
    expect(lineText(glyphs).map(plainLetters)).toEqual(['سلام']);
  });

  it('keeps a raised footnote number on the line it belongs to', () => {
    const glyphs = [
      glyph('1', 8, 3, 106, 7),
      glyph('ة', 11, 5),
      glyph('ر', 16, 4),
      glyph('ي', 20, 4),
      glyph('ز', 24, 4),
      glyph('ج', 28, 6),
    ];
    const lines = pageLines(glyphs, 1);
    expect(lines).toHaveLength(1);
    expect(
      readingOrder(lines[0]!, true)
        .map((c) => (c.raised ? `^${c.text}` : c.text))
        .join(''),
    ).toBe('جزيرة^1');
  });
});
