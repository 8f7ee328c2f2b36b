import { attachNotes, chaptersFromBlocks } from '../chapters';
import { titleFromFileName, type DocumentParagraph, type DocumentReader, type Inline, type ReadDocument } from '../document';
import type { DocumentBlock, HtmlNote } from '../html-blocks';
import { decodeEntities } from '../html-tokens';
import { decodeText } from './text-encoding';

/**
 * Markdown (CommonMark's common part and GFM footnotes), read for speaking: ATX and setext
 * headings, paragraphs whose soft line breaks are spaces and whose hard breaks (two trailing
 * spaces, a backslash) are kept, list items and quotes as paragraphs, link text without its
 * address, images and code blocks left out, [^1] footnotes kept apart like every format's.
 */

const atxHeading = /^ {0,3}(#{1,6})(?:\s+|$)/;
const setextUnderline = /^ {0,3}(=+|-+)\s*$/;
const fence = /^ {0,3}(```|~~~)/;
const listItem = /^ {0,3}(?:[-*+]|\d{1,9}[.)])\s+/;
const quote = /^ {0,3}>\s?/;
const rule = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const noteDefinition = /^ {0,3}\[\^([^\]\s]+)\]:\s*(.*)$/;

function inlineText(markdown: string): Inline[] {
  const text = decodeEntities(
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, (_, address: string) => address.replace(/^mailto:/, ''))
      .replace(/<\/?[A-Za-z][^<>]*>/g, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\*\*([^*]+)\*\*|__([^_]+)__|~~([^~]+)~~/g, (_, a?: string, b?: string, c?: string) => a ?? b ?? c ?? '')
      .replace(/\*([^*\s][^*]*)\*/g, '$1')
      .replace(/(^|[^\p{L}\p{N}])_([^_\s][^_]*)_(?![\p{L}\p{N}])/gu, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1'),
  );
  const parts: Inline[] = [];
  let from = 0;
  for (const marker of text.matchAll(/\[\^([^\]\s]+)\]/g)) {
    if (marker.index > from) parts.push(text.slice(from, marker.index));
    parts.push({ footnote: marker[1]! });
    from = marker.index + marker[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** An ATX heading's text: after the opening hashes, without a closing run of hashes. */
function headingText(line: string, opening: string): string {
  let text = line.slice(opening.length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === 0 || /\s/.test(text[end - 1]!)) text = text.slice(0, end).trim();
  return text;
}

function paragraphOf(lines: readonly string[]): DocumentParagraph {
  const joined = lines
    .map((line, i) => {
      const hard = i < lines.length - 1 && (/ {2,}$/.test(line) || /\\$/.test(line));
      return line.replace(/\\$/, '').trim() + (i === lines.length - 1 ? '' : hard ? '\n' : ' ');
    })
    .join('');
  return inlineText(joined);
}

export const markdownReader: DocumentReader = {
  format: 'markdown',
  async read(bytes, context): Promise<ReadDocument> {
    const lines = decodeText(bytes).text.replace(/\r\n?/g, '\n').split('\n');
    const blocks: DocumentBlock[] = [];
    const notes: HtmlNote[] = [];
    let pending: string[] = [];
    let inFence = false;
    const flush = () => {
      if (pending.length > 0) blocks.push({ kind: 'paragraph', parts: paragraphOf(pending) });
      pending = [];
    };
    for (const line of lines) {
      if (fence.test(line)) {
        flush();
        inFence = !inFence;
        continue;
      }
      if (inFence) continue;
      const heading = atxHeading.exec(line);
      const note = noteDefinition.exec(line);
      if (heading) {
        flush();
        const text = headingText(line, heading[0]);
        blocks.push({
          kind: 'heading',
          level: heading[1]!.length,
          text: inlineText(text)
            .filter((p) => typeof p === 'string')
            .join(''),
        });
      } else if (pending.length === 1 && setextUnderline.test(line) && !listItem.test(pending[0]!)) {
        blocks.push({ kind: 'heading', level: line.trim().startsWith('=') ? 1 : 2, text: pending[0]!.trim() });
        pending = [];
      } else if (note) {
        flush();
        notes.push({ id: note[1]!, label: note[1]!, text: note[2]!.trim() });
      } else if (line.trim() === '' || rule.test(line)) flush();
      else if (listItem.test(line)) {
        flush();
        pending.push(line.replace(listItem, ''));
      } else if (quote.test(line)) pending.push(line.replace(quote, ''));
      else pending.push(line);
    }
    flush();
    const title = titleFromFileName(context.fileName);
    const { chapters, warnings } = chaptersFromBlocks(blocks, title);
    return { format: 'markdown', title, chapters, notes: attachNotes(chapters, notes), dropped: [], warnings };
  },
};
