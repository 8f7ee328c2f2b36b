import type { PdfLine } from './pdf-lines';
import { orderedLine } from './pdf-paragraphs';

/**
 * Footnote bodies at the foot of a page: the block of smaller lines at the bottom, split where a
 * line starts with a label (a raised number, or a number then a space). A block without a label
 * is not notes (a caption, a small closing line) and stays text.
 */
export interface PdfNote {
  label: string;
  text: string;
  page: number;
}

const leadingLabel = /^([\d\u0660-\u0669*†‡§]{1,3})[.)]?\s+/u;

export function takeFootnotes(pages: readonly PdfLine[][], bodySize: number): { pages: PdfLine[][]; notes: PdfNote[] } {
  const notes: PdfNote[] = [];
  const remaining = pages.map((lines, index) => {
    let start = lines.length;
    while (start > 0 && lines[start - 1]!.size < bodySize * 0.9) start--;
    if (start === 0 || start === lines.length) return [...lines];
    const found: PdfNote[] = [];
    for (const line of lines.slice(start)) {
      const rtl = line.rtlLetters >= line.ltrLetters;
      const clusters = orderedLine(line, rtl);
      const first = clusters[0];
      const text = clusters.map((c) => c.text).join('');
      let label: string | undefined;
      let rest = text;
      if (first?.raised) {
        label = first.text.trim();
        rest = clusters
          .slice(1)
          .map((c) => c.text)
          .join('');
      } else {
        const match = leadingLabel.exec(text);
        if (match) {
          label = match[1]!;
          rest = text.slice(match[0].length);
        }
      }
      if (label) found.push({ label, text: rest.trim(), page: index + 1 });
      else if (found.length > 0) found[found.length - 1]!.text += ` ${text.trim()}`;
      else return [...lines];
    }
    notes.push(...found);
    return lines.slice(0, start);
  });
  return { pages: remaining, notes };
}
