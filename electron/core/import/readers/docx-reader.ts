import mammoth from 'mammoth';
import { attachNotes, chaptersFromBlocks } from '../chapters';
import { ImportRefusal, titleFromFileName, type DocumentReader, type ReadDocument } from '../document';
import { decodeEntities } from '../html-tokens';
import { readHtmlBlocks } from '../html-blocks';
import { readZipEntry, zipEntries } from '../zip-entries';

/**
 * DOCX through mammoth: its HTML keeps Heading 1/2 as h1/h2 (chapters and sections) and a line
 * break as <br>. Around mammoth: its footnotes come as one list at the very end of the document,
 * so each note is given back to the chapter that refers to it; its back-link arrow (↑) is not
 * text; images are not read at all (mammoth would inline each one as base64); the document's
 * title comes from the Title style or the file's own properties, which mammoth does not read.
 */

const titleClass = 'sawt-document-title';
const styleMap = [`p[style-name='Title'] => p.${titleClass}:fresh`];

function coreTitle(bytes: Uint8Array): string {
  const core = readZipEntry(bytes, zipEntries(bytes), 'docProps/core.xml');
  if (!core) return '';
  const match = /<dc:title>([^<]*)<\/dc:title>/.exec(new TextDecoder().decode(core));
  return match ? decodeEntities(match[1]!).trim() : '';
}

export const docxReader: DocumentReader = {
  format: 'docx',
  async read(bytes, context): Promise<ReadDocument> {
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
        {
          styleMap,
          ignoreEmptyParagraphs: true,
          externalFileAccess: false,
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        },
      );
      html = result.value;
    } catch (error) {
      throw new ImportRefusal(
        'import.DAMAGED',
        `The Word document could not be read (${error instanceof Error ? error.message : String(error)}). Open it in Word or LibreOffice, save it again as .docx, and import that copy.`,
      );
    }
    let styledTitle = '';
    html = html.replace(new RegExp(`<p class="${titleClass}">([\\s\\S]*?)</p>`), (_, inner: string) => {
      styledTitle = decodeEntities(inner.replace(/<[^>]*>/g, '')).trim();
      return '';
    });
    const reading = readHtmlBlocks(html);
    const title = styledTitle || coreTitle(bytes) || titleFromFileName(context.fileName);
    const { chapters, warnings } = chaptersFromBlocks(reading.blocks, title);
    return { format: 'docx', title, chapters, notes: attachNotes(chapters, reading.notes), dropped: [], warnings };
  },
};
