import type { ImportWarning } from '../../../../shared/model/import';
import type { DocumentChapter } from '../document';
import type { DocumentBlock } from '../html-blocks';
import type { TocEntry } from './epub-toc';

/**
 * A book's chapters: the spine gives the order, the table of contents gives where each chapter
 * starts (a file, or an anchor inside one) and its title. The HTML is cut only where an entry
 * points; a heading that only repeats the entry's title is not kept as text.
 */

const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\p{P}]+/gu, '')
    .toLowerCase();

function repeatsTitle(block: DocumentBlock | undefined, title: string): boolean {
  if (block?.kind !== 'heading') return false;
  const heading = comparable(block.text);
  return heading.length > 0 && comparable(title).includes(heading);
}

export function chaptersFromSpine(
  documents: readonly { path: string; blocks: DocumentBlock[] }[],
  entries: readonly TocEntry[],
  bookTitle: string,
): { chapters: DocumentChapter[]; warnings: ImportWarning[] } {
  const warnings: ImportWarning[] = [];
  const chapters: DocumentChapter[] = [];
  const preamble: DocumentChapter = { title: bookTitle, level: 1, paragraphs: [] };
  const used = new Set<TocEntry>();
  let startsFresh = false;
  const open = (entry: TocEntry) => {
    used.add(entry);
    chapters.push({ title: entry.title, level: entry.level, paragraphs: [] });
    startsFresh = true;
  };
  for (const document of documents) {
    for (const entry of entries) if (!entry.fragment && entry.path === document.path && !used.has(entry)) open(entry);
    for (const block of document.blocks) {
      if (block.kind === 'anchor') {
        for (const entry of entries) if (entry.fragment === block.id && entry.path === document.path && !used.has(entry)) open(entry);
        continue;
      }
      const current = chapters[chapters.length - 1];
      const chapter = current ?? preamble;
      if (startsFresh && current && repeatsTitle(block, current.title)) {
        startsFresh = false;
        continue;
      }
      startsFresh = false;
      chapter.paragraphs.push(block.kind === 'heading' ? [block.text] : block.parts);
    }
    // An entry whose anchor never appeared starts at the end of its file rather than nowhere.
    for (const entry of entries) if (entry.path === document.path && !used.has(entry)) open(entry);
  }
  if (entries.length === 0) {
    warnings.push({
      messageKey: 'import.NO_TABLE_OF_CONTENTS',
      message: 'The book has no table of contents, so it becomes one chapter. Split it into chapters in the editor if you need them.',
    });
  }
  if (preamble.paragraphs.length > 0) {
    if (entries.length > 0) {
      warnings.push({
        messageKey: 'import.TEXT_BEFORE_FIRST_CHAPTER',
        message:
          'Text before the first chapter of the table of contents (a title page, a dedication) became a chapter of its own, named after the book.',
      });
    }
    chapters.unshift(preamble);
  }
  return { chapters, warnings };
}
