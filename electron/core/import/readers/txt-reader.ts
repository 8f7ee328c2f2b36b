import type { ImportWarning } from '../../../../shared/model/import';
import { chaptersFromBlocks } from '../chapters';
import { titleFromFileName, type DocumentReader, type ReadDocument } from '../document';
import type { DocumentBlock } from '../html-blocks';
import { decodeText } from './text-encoding';

/**
 * Plain text: paragraphs are separated by blank lines, and a line break inside one is the
 * writer's (a verse, an address) unless the whole file is hard-wrapped at a fixed width, as
 * Project Gutenberg texts are; then a paragraph's lines are one line. A heading is a lone short
 * line without closing punctuation: "الفصل …", "Chapter …" and a line after two blank lines are
 * chapters, other lone lines sections. A first lone line that is not a chapter is the title.
 */

const chapterWords =
  /^(?:الفصل|الباب|الجزء|المقدمة|مقدمة|الخاتمة|خاتمة|تمهيد|chapter|part|prologue|epilogue|introduction|preface)(?=$|[\s:.\-–—\d])/iu;
const closingPunctuation = /[.!?؟،,;؛:…"»”)\]]$/u;
const maxHeadingLength = 80;

interface TextBlock {
  lines: string[];
  blankLinesBefore: number;
}

function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let blank = 0;
  let current: TextBlock | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      blank++;
      current = null;
      continue;
    }
    if (!current) {
      current = { lines: [], blankLinesBefore: blank };
      blocks.push(current);
    }
    current.lines.push(line.trim());
    blank = 0;
  }
  if (blocks.length === 1 && blocks[0]!.lines.length > 1 && !isHardWrapped(blocks)) {
    return blocks[0]!.lines.map((line) => ({ lines: [line], blankLinesBefore: 1 }));
  }
  return blocks;
}

/** Most lines that are not the last of their paragraph end near one width: the file was wrapped. */
function isHardWrapped(blocks: readonly TextBlock[]): boolean {
  const inner = blocks.flatMap((block) => block.lines.slice(0, -1).map((line) => line.length));
  if (inner.length < 8) return false;
  const sorted = [...inner].sort((a, b) => a - b);
  const width = sorted[Math.floor(sorted.length * 0.95)]!;
  if (width < 50 || width > 100) return false;
  return inner.filter((length) => length >= width * 0.7).length >= inner.length * 0.7;
}

function isLoneShortLine(block: TextBlock): boolean {
  const line = block.lines[0]!;
  return block.lines.length === 1 && line.length <= maxHeadingLength && !closingPunctuation.test(line);
}

export const txtReader: DocumentReader = {
  format: 'txt',
  async read(bytes, context): Promise<ReadDocument> {
    const { text, choice } = decodeText(bytes, context.options.encoding);
    const blocks = textBlocks(text);
    const wrapped = isHardWrapped(blocks);
    let title = titleFromFileName(context.fileName);
    const hasChapterWords = blocks.some((block) => isLoneShortLine(block) && chapterWords.test(block.lines[0]!));
    const documentBlocks: DocumentBlock[] = [];
    blocks.forEach((block, index) => {
      const line = block.lines[0]!;
      const next = blocks[index + 1];
      const nextIsText = next !== undefined && !(isLoneShortLine(next) && !chapterWords.test(next.lines[0]!));
      if (index === 0 && isLoneShortLine(block) && !chapterWords.test(line) && nextIsText) {
        title = line;
        return;
      }
      const namedChapter = isLoneShortLine(block) && chapterWords.test(line) && next !== undefined;
      if (namedChapter || (isLoneShortLine(block) && nextIsText && (hasChapterWords || blocks.length > 2))) {
        const chapter = chapterWords.test(line) || block.blankLinesBefore >= 2;
        documentBlocks.push({ kind: 'heading', level: chapter ? 1 : 2, text: line });
        return;
      }
      documentBlocks.push({ kind: 'paragraph', parts: [block.lines.join(wrapped ? ' ' : '\n')] });
    });
    const { chapters, warnings } = chaptersFromBlocks(documentBlocks, title);
    const encodingWarnings: ImportWarning[] = choice.sure
      ? []
      : [
          {
            messageKey: 'import.ENCODING_UNSURE',
            message: `The file is short or unusual, so its encoding could not be told for sure. It was read as ${choice.chosen}; compare the readings and choose the one that shows the right text.`,
          },
        ];
    return { format: 'txt', title, chapters, notes: [], dropped: [], warnings: [...encodingWarnings, ...warnings], encoding: choice };
  },
};
