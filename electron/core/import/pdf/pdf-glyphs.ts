import type { PDFPageProxy } from 'pdfjs-dist';
import type { MarkedContent } from './pdf-marked-content';

/**
 * A page's text as positioned glyphs, from pdf.js's operator list (pdf.js decodes the fonts,
 * their encodings and ToUnicode maps; the text state is followed here). One glyph each, not
 * pdf.js's text items: those are already bidi-reordered as whole strings, which reverses a
 * two-letter lam-alef glyph, and they gain spaces before separately drawn harakat. A span with
 * /ActualText becomes one unit carrying that text.
 */
export interface PdfGlyph {
  /** Its characters in their own (logical) order: a ToUnicode value or a span's ActualText. */
  text: string;
  x0: number;
  x1: number;
  /** Baseline, in page space (y grows upwards). */
  y: number;
  size: number;
  /** Only combining marks (harakat): drawn on a letter, belongs with it. */
  isMark: boolean;
  /** Its font maps it to nothing, to U+FFFD or to a private-use code point. */
  unmapped: boolean;
}

export interface PageGlyphs {
  glyphs: PdfGlyph[];
  /** Glyphs drawn along a rotated baseline, left out. */
  rotated: number;
  /** Marked-content spans (BDC /Span) on the page, with or without ActualText. */
  spans: number;
}

type Matrix = [number, number, number, number, number, number];
type Ops = Record<string, number>;
interface GlyphArg {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

const identity: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const asMatrix = (args: unknown[]): Matrix => {
  const source = (args.length === 1 ? args[0] : args) as ArrayLike<number>;
  return [source[0]!, source[1]!, source[2]!, source[3]!, source[4]!, source[5]!];
};
const onlyMarks = /^\p{M}+$/u;
const unmappedText = /^$|[\ufffd\ue000-\uf8ff]/u;

interface TextState {
  ctm: Matrix;
  font: string;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
}

export async function pageGlyphs(
  page: PDFPageProxy,
  OPS: Ops,
  annotationMode: number,
  marked: MarkedContent[] | null,
): Promise<PageGlyphs> {
  const list = await page.getOperatorList({ annotationMode });
  const glyphs: PdfGlyph[] = [];
  let rotated = 0;
  let state: TextState = { ctm: identity, font: '', fontSize: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0 };
  const saved: TextState[] = [];
  let tm: Matrix = identity;
  let tlm: Matrix = identity;
  const fontMatrices = new Map<string, number>();
  const fontScale = (name: string) => {
    let scale = fontMatrices.get(name);
    if (scale === undefined) {
      const font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as { fontMatrix?: number[] }) : undefined;
      scale = font?.fontMatrix?.[0] ?? 0.001;
      fontMatrices.set(name, scale);
    }
    return scale;
  };
  // Open marked content: the BDC's index in `marked`, or -1 for a BMC.
  const open: number[] = [];
  let bdcCount = 0;
  let spanCount = 0;
  let span: { text: string; glyphs: PdfGlyph[]; depth: number } | null = null;
  const closeSpan = () => {
    if (!span) return;
    const parts = span.glyphs;
    if (parts.length > 0) {
      // The widest glyph is the letter; a span's marks may be drawn well above the baseline.
      const anchor = parts.reduce((a, b) => (b.x1 - b.x0 > a.x1 - a.x0 ? b : a));
      glyphs.push({
        text: span.text,
        x0: Math.min(...parts.map((g) => g.x0)),
        x1: Math.max(...parts.map((g) => g.x1)),
        y: anchor.y,
        size: Math.max(...parts.map((g) => g.size)),
        isMark: onlyMarks.test(span.text),
        unmapped: false,
      });
    }
    span = null;
  };
  const moveText = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = (list.argsArray[i] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        saved.push({ ...state });
        break;
      case OPS.restore:
        state = saved.pop() ?? state;
        break;
      case OPS.transform:
        state.ctm = multiply(asMatrix(args), state.ctm);
        break;
      case OPS.paintFormXObjectBegin:
        saved.push({ ...state });
        if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0])) state.ctm = multiply(asMatrix([args[0]]), state.ctm);
        break;
      case OPS.paintFormXObjectEnd:
        state = saved.pop() ?? state;
        break;
      case OPS.beginText:
        tm = identity;
        tlm = identity;
        break;
      case OPS.setFont:
        state.font = String(args[0]);
        state.fontSize = Number(args[1]);
        break;
      case OPS.setTextMatrix:
        tm = asMatrix(args);
        tlm = tm;
        break;
      case OPS.moveText:
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.setLeadingMoveText:
        state.leading = -Number(args[1]);
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.nextLine:
        moveText(0, -state.leading);
        break;
      case OPS.setLeading:
        state.leading = Number(args[0]);
        break;
      case OPS.setCharSpacing:
        state.charSpacing = Number(args[0]);
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = Number(args[0]);
        break;
      case OPS.setHScale:
        state.hScale = Number(args[0]) / 100;
        break;
      case OPS.setTextRise:
        state.rise = Number(args[0]);
        break;
      case OPS.beginMarkedContent:
        open.push(-1);
        break;
      case OPS.beginMarkedContentProps: {
        const index = bdcCount++;
        if (args[0] === 'Span') spanCount++;
        open.push(index);
        const actual = marked?.[index]?.actualText;
        if (actual !== undefined && !span) span = { text: actual, glyphs: [], depth: open.length };
        break;
      }
      case OPS.endMarkedContent:
        if (span && open.length === span.depth) closeSpan();
        open.pop();
        break;
      case OPS.showText: {
        const scale = fontScale(state.font);
        for (const item of args[0] as (GlyphArg | number)[]) {
          if (typeof item === 'number') {
            tm = multiply([1, 0, 0, 1, (-item / 1000) * state.fontSize * state.hScale, 0], tm);
            continue;
          }
          const advance =
            ((item.width ?? 0) * scale * state.fontSize + state.charSpacing + (item.isSpace ? state.wordSpacing : 0)) * state.hScale;
          const m = multiply(tm, state.ctm);
          const origin = multiply([state.fontSize * state.hScale, 0, 0, state.fontSize, 0, state.rise], m);
          const dx = advance * m[0];
          if (Math.abs(m[1]) > Math.abs(m[0]) + 1e-6) rotated++;
          else {
            const text = item.unicode ?? '';
            const glyph: PdfGlyph = {
              text,
              x0: Math.min(origin[4], origin[4] + dx),
              x1: Math.max(origin[4], origin[4] + dx),
              y: origin[5],
              size: Math.abs(state.fontSize) * Math.hypot(m[2], m[3]),
              isMark: onlyMarks.test(text),
              unmapped: unmappedText.test(text),
            };
            if (span) span.glyphs.push(glyph);
            else glyphs.push(glyph);
          }
          tm = multiply([1, 0, 0, 1, advance, 0], tm);
        }
        break;
      }
    }
  }
  closeSpan();
  if (marked && marked.length !== bdcCount) throw new MarkedContentMismatch(marked.length, bdcCount);
  return { glyphs, rotated, spans: spanCount };
}

/** The page's spans as read from its content streams do not line up with pdf.js's. */
export class MarkedContentMismatch extends Error {
  constructor(raw: number, library: number) {
    super(`${raw} marked-content spans in the content streams, ${library} in pdf.js`);
  }
}
