import { attachNotes, chaptersFromBlocks } from '../chapters';
import { titleFromFileName, type DocumentReader, type ReadDocument } from '../document';
import { readHtmlBlocks } from '../html-blocks';
import { decodeText } from './text-encoding';

/** A web page or an HTML export: its h1/h2 (the two highest levels used) are chapters and sections. */
export const htmlReader: DocumentReader = {
  format: 'html',
  async read(bytes, context): Promise<ReadDocument> {
    const reading = readHtmlBlocks(decodeText(bytes).text);
    const title = reading.title || titleFromFileName(context.fileName);
    const { chapters, warnings } = chaptersFromBlocks(reading.blocks, title);
    return { format: 'html', title, chapters, notes: attachNotes(chapters, reading.notes), dropped: [], warnings };
  },
};
