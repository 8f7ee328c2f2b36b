import type { ImportWarning } from '../../../shared/model/import';
import type { DocumentChapter, FootnoteBody } from './document';
import type { DocumentBlock, HtmlNote } from './html-blocks';

/**
 * Chapters from headings, for the formats whose structure is their headings (DOCX, HTML,
 * Markdown, TXT): the two highest heading levels used become chapters (1) and sections (2);
 * deeper headings stay in the text as paragraphs. A document without headings is one chapter.
 */
export function chaptersFromBlocks(
  blocks: readonly DocumentBlock[],
  documentTitle: string,
): { chapters: DocumentChapter[]; warnings: ImportWarning[] } {
  const levels = [...new Set(blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])))].sort((a, b) => a - b);
  const chapterLevel = levels[0];
  const sectionLevel = levels[1];
  const chapters: DocumentChapter[] = [];
  const warnings: ImportWarning[] = [];
  let preamble: DocumentChapter | null = null;
  const current = (): DocumentChapter => {
    const last = chapters[chapters.length - 1];
    if (last) return last;
    preamble = { title: documentTitle, level: 1, paragraphs: [] };
    chapters.push(preamble);
    return preamble;
  };
  for (const block of blocks) {
    if (block.kind === 'anchor') continue;
    if (block.kind === 'heading' && (block.level === chapterLevel || block.level === sectionLevel)) {
      chapters.push({ title: block.text, level: block.level === chapterLevel ? 1 : 2, paragraphs: [] });
    } else if (block.kind === 'heading') current().paragraphs.push([block.text]);
    else current().paragraphs.push(block.parts);
  }
  if (chapterLevel === undefined) {
    warnings.push({
      messageKey: 'import.NO_TABLE_OF_CONTENTS',
      message: 'The document has no headings, so it becomes one chapter. Split it into chapters in the editor if you need them.',
    });
  } else if (preamble && (preamble as DocumentChapter).paragraphs.length > 0) {
    warnings.push({
      messageKey: 'import.TEXT_BEFORE_FIRST_CHAPTER',
      message: 'Text before the first heading became a chapter of its own, named after the document.',
    });
  }
  return { chapters: chapters.filter((chapter) => chapter !== preamble || chapter.paragraphs.length > 0), warnings };
}

/** Footnote bodies with the chapter whose text carries their marker (the last chapter when none does). */
export function attachNotes(chapters: readonly DocumentChapter[], notes: readonly HtmlNote[]): FootnoteBody[] {
  const chapterOfLabel = new Map<string, number>();
  chapters.forEach((chapter, index) => {
    for (const paragraph of chapter.paragraphs)
      for (const part of paragraph)
        if (typeof part !== 'string' && !chapterOfLabel.has(part.footnote)) chapterOfLabel.set(part.footnote, index);
  });
  return notes.map((note) => ({
    label: note.label,
    text: note.text,
    chapterIndex: chapterOfLabel.get(note.label) ?? Math.max(0, chapters.length - 1),
  }));
}
