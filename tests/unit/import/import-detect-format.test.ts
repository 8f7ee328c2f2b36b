import { describe, expect, it } from 'vitest';
import { ImportRefusal } from '../../../electron/core/import/document';
import { detectFormat } from '../../../electron/core/import/detect-format';
import { zip } from '../../fixtures/import/zip-writer.cjs';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ImportRefusal ? error.key : error;
  }
  return 'no refusal';
};

describe('which reader a file goes to', () => {
  it('tells an EPUB and a DOCX by their contents, whatever their names', () => {
    const epub = zip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'META-INF/container.xml', data: '<container/>' },
    ]);
    const docx = zip([{ name: 'word/document.xml', data: '<w:document/>' }]);
    expect(detectFormat(epub, 'book.zip')).toBe('epub');
    expect(detectFormat(docx, 'letter')).toBe('docx');
  });

  it('refuses an OpenDocument text as what it is, not as a damaged EPUB (both have a mimetype entry)', () => {
    const odt = zip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', store: true },
      { name: 'META-INF/manifest.xml', data: '<manifest/>' },
      { name: 'content.xml', data: '<office:document-content/>' },
    ]);
    expect(refusalOf(() => detectFormat(odt, 'story.odt'))).toBe('import.UNSUPPORTED_FORMAT');
    expect(refusalOf(() => detectFormat(odt, 'story.epub'))).toBe('import.UNSUPPORTED_FORMAT');
  });

  it('sniffs subtitles and HTML in files without a telling name', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectFormat(text('WEBVTT\n\n00:01.000 --> 00:02.000\nhi\n'), 'cues')).toBe('vtt');
    expect(detectFormat(text('1\n00:00:01,000 --> 00:00:02,000\nhi\n'), 'cues')).toBe('srt');
    expect(detectFormat(text('<!DOCTYPE html><html><body>hi'), 'page')).toBe('html');
    expect(detectFormat(text('plain words'), 'notes')).toBe('txt');
  });
});
