import type { DroppedText, ImportWarning } from '../../../../shared/model/import';
import { ImportRefusal, refuseIfCancelled, titleFromFileName, type DocumentReader, type ReadDocument } from '../document';
import { MarkedContentMismatch, pageGlyphs, type PdfGlyph } from './pdf-glyphs';
import { loadPdfjs, openPdf } from './pdf-library';
import { pageLines, type PdfLine } from './pdf-lines';
import { pageMarkedContent } from './pdf-marked-content';
import { takeFootnotes } from './pdf-footnotes';
import { findFurniture } from './pdf-page-furniture';
import { buildParagraphs, orderedLine } from './pdf-paragraphs';
import { RawPdf } from './pdf-raw-document';
import { chaptersFrom, headingStarts, outlineStarts } from './pdf-structure';

/**
 * PDF through pdf.js, with the Arabic text exact. What pdf.js gets wrong, and what is done here:
 * its text items are whole strings bidi-reordered, which turns a lam-alef glyph (ToUnicode "لا")
 * into "ال" and puts spaces before harakat drawn apart; it drops /ActualText, where LibreOffice
 * keeps clusters with harakat and Chromium keeps every letter (its glyphs map to presentation
 * forms); it leaves presentation forms as they are. So: glyphs come from the operator list, each
 * with its position; ActualText is read from the content streams (pdf-marked-content.ts); lines,
 * harakat and the order of runs come from positions (pdf-lines.ts, pdf-bidi.ts); cleaning turns
 * presentation forms into letters. Running headers, footers and page numbers are left out,
 * footnotes kept apart. Text that cannot be recovered exactly is refused, never imported garbled.
 */

const unmappedRefusalShare = 0.005;

function notExact(reason: string): ImportRefusal {
  return new ImportRefusal(
    'import.TEXT_NOT_EXACT',
    `The text of this PDF cannot be recovered exactly: ${reason}. Import the document it was made from (DOCX, EPUB, HTML or text), or export the PDF again with its fonts embedded and text kept as text.`,
  );
}

function modeSize(pages: readonly PdfLine[][]): number {
  const weights = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.clusters.length);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;
}

export const pdfReader: DocumentReader = {
  format: 'pdf',
  async read(bytes, context): Promise<ReadDocument> {
    const pdfjs = await loadPdfjs();
    const doc = await openPdf(pdfjs, bytes);
    try {
      const raw = RawPdf.open(bytes);
      const pages: PdfLine[][] = [];
      const heights: number[] = [];
      let glyphCount = 0;
      let unmapped = 0;
      let rotated = 0;
      for (let number = 1; number <= doc.numPages; number++) {
        refuseIfCancelled(context.signal);
        const page = await doc.getPage(number);
        heights.push(page.view[3]! - page.view[1]!);
        const marked = raw && page.ref ? pageMarkedContent(raw, page.ref.num) : null;
        let glyphs: PdfGlyph[];
        try {
          const found = await pageGlyphs(page, pdfjs.OPS, pdfjs.AnnotationMode.DISABLE, marked);
          if (!marked && found.spans > 0)
            throw notExact(
              `page ${number} keeps text in marked spans whose content streams could not be read (the file is encrypted or uses an unusual compression)`,
            );
          glyphs = found.glyphs;
          rotated += found.rotated;
        } catch (error) {
          if (error instanceof MarkedContentMismatch)
            throw notExact(`the spans of page ${number} could not be matched to its text (${error.message})`);
          throw error;
        }
        glyphCount += glyphs.length;
        unmapped += glyphs.filter((g) => g.unmapped).length;
        pages.push(
          pageLines(
            glyphs.filter((g) => !g.unmapped),
            number,
          ),
        );
        page.cleanup();
      }
      if (glyphCount === 0) {
        throw new ImportRefusal(
          'import.NO_TEXT',
          'This PDF has no text layer: its pages are pictures (a scan). Run it through text recognition (OCR) first and import the result.',
        );
      }
      if (unmapped / glyphCount > unmappedRefusalShare) {
        throw notExact(`${unmapped} of its ${glyphCount} characters are drawn with fonts that do not say which letters they are`);
      }
      const warnings: ImportWarning[] = [];
      if (unmapped > 0) {
        warnings.push({
          messageKey: 'import.UNMAPPED_CHARACTERS',
          message: `${unmapped} symbols whose fonts do not say what they are were left out. Check the text around them in the preview.`,
        });
      }
      if (rotated > 0) {
        warnings.push({
          messageKey: 'import.SKIPPED_CONTENT',
          message: `${rotated} characters set sideways (margin notes, rotated tables) were left out.`,
        });
      }
      const bodySize = modeSize(pages);
      const textOf = (line: PdfLine) =>
        orderedLine(line, line.rtlLetters >= line.ltrLetters)
          .map((c) => c.text)
          .join('');
      const furniture = findFurniture(pages, heights, bodySize, textOf);
      const withoutFurniture = pages.map((lines) => lines.filter((line) => !furniture.removed.has(line)));
      const { pages: bodyPages, notes } = takeFootnotes(withoutFurniture, bodySize);
      const paragraphs = buildParagraphs({ pages: bodyPages, bodySize, noteLabels: new Set(notes.map((n) => n.label)) });
      const metadata = await doc.getMetadata().catch(() => null);
      const infoTitle = ((metadata?.info as { Title?: unknown } | undefined)?.Title ?? '') as string;
      const title = (typeof infoTitle === 'string' && infoTitle.trim()) || titleFromFileName(context.fileName);
      const outline = await outlineStarts(doc);
      const starts = outline.length > 0 ? outline : headingStarts(paragraphs);
      const {
        chapters,
        warnings: structureWarnings,
        chapterAt,
      } = chaptersFrom(paragraphs, { starts, fromOutline: outline.length > 0, documentTitle: title, bodySize });
      const dropped: DroppedText[] = furniture.dropped;
      return {
        format: 'pdf',
        title,
        chapters,
        notes: notes.map((note) => ({ label: note.label, text: note.text, chapterIndex: chapterAt(note.page) })),
        dropped,
        warnings: [...warnings, ...structureWarnings],
      };
    } finally {
      await doc.loadingTask.destroy();
    }
  },
};
