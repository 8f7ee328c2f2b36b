import EPub from 'epub2';
import { detect } from 'jschardet';
import { describe, expect, it } from 'vitest';
import { previewDocument } from '../../../electron/core/import/pipeline';
import { loadPdfjs, openPdf } from '../../../electron/core/import/pdf/pdf-library';
import { storyEpub } from '../../fixtures/import/build-epub.cjs';
import { zip } from '../../fixtures/import/zip-writer.cjs';
import { bookText, characterErrorRate, expectedChapters, fixture, story } from '../../helpers/import-expectations';

/**
 * What each library gets wrong on its own (checked here on the real library, so an upgrade that
 * fixes it shows), beside what the import gives for the same input.
 */

describe('pdf.js alone garbles the Arabic of the LibreOffice PDF', () => {
  it('splits lam-alef and harakat and keeps span glyphs; the import is exact', async () => {
    const pdfjs = await loadPdfjs();
    const doc = await openPdf(pdfjs, fixture('story-ar.pdf'));
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    await doc.loadingTask.destroy();
    expect(text).toContain('ل ا تفتحيها');
    expect(text).toContain('صباح ِ');
    expect(text).not.toContain('لا تفتحيها');
    const imported = await previewDocument(fixture('story-ar.pdf'), 'story-ar.pdf');
    expect(imported.ok && characterErrorRate(bookText(expectedChapters(story('story-ar'))), bookText(imported.value.chapters))).toBe(0);
  });
});

function epubToc(bytes: Buffer): Promise<{ title?: string }[]> {
  return EPub.createAsync(bytes as unknown as string).then((book: EPub) => book.toc as { title?: string }[]);
}

describe('epub2 alone', () => {
  it('finds no table of contents in an EPUB 3 book (it reads no navigation document)', async () => {
    expect(await epubToc(storyEpub(story('story-ar'), { version: 3, lang: 'ar' }))).toEqual([]);
  });

  it('gives two NCX entries that point at one file the same (last) title; the import keeps both', async () => {
    const page = (body: string) =>
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;
    const book = zip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      {
        name: 'META-INF/container.xml',
        data: '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      },
      {
        name: 'content.opf',
        data: `<package xmlns="http://www.idpf.org/2007/opf" version="2.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Parts</dc:title></metadata>
          <manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
          <spine toc="ncx"><itemref idref="c1"/></spine></package>`,
      },
      {
        name: 'toc.ncx',
        data: `<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap><navPoint id="a" playOrder="1"><navLabel><text>Part One</text></navLabel><content src="c1.xhtml"/>
          <navPoint id="b" playOrder="2"><navLabel><text>Chapter 1</text></navLabel><content src="c1.xhtml"/></navPoint></navPoint></navMap></ncx>`,
      },
      { name: 'c1.xhtml', data: page('<p>The first words.</p>') },
    ]);
    expect((await epubToc(book)).map((entry) => entry.title)).toEqual(['Chapter 1', 'Chapter 1']);
    const imported = await previewDocument(new Uint8Array(book), 'parts.epub');
    expect(imported.ok && imported.value.chapters).toEqual([
      { title: 'Part One', level: 1, paragraphs: [] },
      { title: 'Chapter 1', level: 2, paragraphs: ['The first words.'] },
    ]);
  });
});

describe('subsrt-ts alone', () => {
  it('keeps bidi marks and carriage returns in cue text; the import has neither', async () => {
    const { parse } = await import('subsrt-ts');
    const captions = parse(new TextDecoder().decode(fixture('story-ar.srt')), { format: 'srt' }) as { text?: string }[];
    expect(captions.some((c) => /[\u200f\u202b]/.test(c.text ?? ''))).toBe(true);
    expect(captions.some((c) => (c.text ?? '').includes('\r'))).toBe(true);
    const imported = await previewDocument(fixture('story-ar.srt'), 'story-ar.srt');
    expect(imported.ok && /[\u200f\u202b\r]/.test(bookText(imported.value.chapters))).toBe(false);
  });
});

describe('jschardet alone', () => {
  it('guesses a short file with low confidence; the import offers both readings instead', async () => {
    const guess = detect(fixture('short-ar.iso8859-6.txt'));
    expect(guess.confidence).toBeLessThan(0.6);
    const imported = await previewDocument(fixture('short-ar.iso8859-6.txt'), 'short.txt');
    expect(imported.ok && imported.value.encoding?.readings.length).toBe(2);
  });
});
