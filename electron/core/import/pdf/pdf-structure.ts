import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ImportWarning } from '../../../../shared/model/import';
import type { DocumentChapter } from '../document';
import type { PdfParagraph } from './pdf-paragraphs';

/**
 * Chapters of a PDF: from its outline (bookmarks) where it has one, each entry starting where its
 * destination points (page and height); otherwise from headings, paragraphs set clearly larger
 * than the body text (the largest size is a chapter, the others sections). A heading paragraph
 * that only repeats its chapter's title is not kept as text.
 */
export interface ChapterStart {
  title: string;
  level: 1 | 2;
  page: number;
  /** Top of the destination; undefined: the top of the page. */
  top?: number;
}

type OutlineItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];

async function destinationOf(doc: PDFDocumentProxy, dest: OutlineItem['dest']): Promise<{ page: number; top?: number } | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target = explicit[0] as unknown;
    const pageIndex =
      typeof target === 'number' ? target : await doc.getPageIndex(target as Parameters<PDFDocumentProxy['getPageIndex']>[0]);
    const kind = (explicit[1] as { name?: string } | undefined)?.name;
    const top = kind === 'XYZ' ? explicit[3] : kind === 'FitH' || kind === 'FitBH' ? explicit[2] : undefined;
    return { page: pageIndex + 1, ...(typeof top === 'number' ? { top } : {}) };
  } catch {
    return null;
  }
}

export async function outlineStarts(doc: PDFDocumentProxy): Promise<ChapterStart[]> {
  const outline = (await doc.getOutline()) ?? [];
  const starts: ChapterStart[] = [];
  const visit = async (items: OutlineItem[], level: 1 | 2) => {
    for (const item of items) {
      const target = await destinationOf(doc, item.dest);
      const title = item.title.replace(/\s+/g, ' ').trim();
      if (target && title) starts.push({ title, level, ...target });
      if (item.items.length > 0) await visit(item.items, 2);
    }
  };
  await visit(outline, 1);
  return starts.sort((a, b) => a.page - b.page || (b.top ?? Infinity) - (a.top ?? Infinity));
}

const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\p{P}\p{M}]+/gu, '')
    .toLowerCase();

/** The size most of the text of one direction is set in (Arabic and Latin often differ). */
function bodySizes(paragraphs: readonly PdfParagraph[]): { rtl: number; ltr: number } {
  const mode = (rtl: boolean) => {
    const weights = new Map<number, number>();
    for (const p of paragraphs.filter((q) => q.rtl === rtl)) weights.set(p.size, (weights.get(p.size) ?? 0) + p.text.length);
    return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  const rtl = mode(true);
  const ltr = mode(false);
  return { rtl: rtl ?? ltr ?? 12, ltr: ltr ?? rtl ?? 12 };
}

/**
 * Headings: short paragraphs set clearly larger than the body text of their own script. Their
 * levels come from how much larger: the largest group of ratios is chapters, the rest sections.
 */
export function headingStarts(paragraphs: readonly PdfParagraph[]): ChapterStart[] {
  const body = bodySizes(paragraphs);
  const ratioOf = (p: PdfParagraph) => p.size / (p.rtl ? body.rtl : body.ltr);
  const headings = paragraphs.filter((p) => ratioOf(p) >= 1.12 && p.text.length <= 200 && p.text.trim() !== '');
  const ratios = [...new Set(headings.map(ratioOf))].sort((a, b) => b - a);
  let chapterFloor = ratios[0] ?? 0;
  for (const ratio of ratios) {
    if (chapterFloor - ratio > 0.12) break;
    chapterFloor = ratio;
  }
  return headings.map((p) => ({
    title: p.text.replace(/\s+/g, ' ').trim(),
    level: ratioOf(p) >= chapterFloor ? 1 : 2,
    page: p.page,
    top: p.y + p.size,
  }));
}

export interface ChapterPlan {
  starts: readonly ChapterStart[];
  fromOutline: boolean;
  documentTitle: string;
  bodySize: number;
}

export interface PdfChapters {
  chapters: DocumentChapter[];
  warnings: ImportWarning[];
  /** The chapter a page's text belongs to (its last chapter starting on or before it). */
  chapterAt(page: number): number;
}

export function chaptersFrom(paragraphs: readonly PdfParagraph[], plan: ChapterPlan): PdfChapters {
  const { starts, fromOutline, documentTitle, bodySize } = plan;
  const chapters: DocumentChapter[] = starts.map((s) => ({ title: s.title, level: s.level, paragraphs: [] }));
  const preamble: DocumentChapter = { title: documentTitle, level: 1, paragraphs: [] };
  const fresh = new Set(chapters);
  for (const paragraph of paragraphs) {
    let index = -1;
    starts.forEach((start, i) => {
      if (start.page < paragraph.page || (start.page === paragraph.page && (start.top === undefined || paragraph.y <= start.top + 2)))
        index = i;
    });
    const chapter = index >= 0 ? chapters[index]! : preamble;
    if (
      fresh.has(chapter) &&
      paragraph.size > bodySize * 1.1 &&
      comparable(chapter.title).includes(comparable(paragraph.text)) &&
      comparable(paragraph.text) !== ''
    ) {
      continue;
    }
    fresh.delete(chapter);
    chapter.paragraphs.push(paragraph.parts);
  }
  const warnings: ImportWarning[] = [];
  if (starts.length === 0) {
    warnings.push({
      messageKey: 'import.NO_TABLE_OF_CONTENTS',
      message:
        'The PDF has no bookmarks and no headings set larger than its text, so it becomes one chapter. Split it into chapters in the editor if you need them.',
    });
  } else if (!fromOutline) {
    warnings.push({
      messageKey: 'import.NO_TABLE_OF_CONTENTS',
      message: 'The PDF has no bookmarks: its chapters were taken from headings set larger than the text. Check them in the preview.',
    });
  }
  if (preamble.paragraphs.length > 0) {
    if (starts.length > 0) {
      warnings.push({
        messageKey: 'import.TEXT_BEFORE_FIRST_CHAPTER',
        message: 'Text before the first chapter (a title page, a dedication) became a chapter of its own, named after the document.',
      });
    }
    chapters.unshift(preamble);
  }
  const offset = chapters[0] === preamble ? 1 : 0;
  const chapterAt = (page: number) => {
    let index = 0;
    starts.forEach((start, i) => {
      if (start.page <= page) index = i + offset;
    });
    return index;
  };
  return { chapters, warnings, chapterAt };
}
