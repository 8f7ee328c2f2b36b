import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/model/import';
import { previewDocument } from '../../../electron/core/import/pipeline';
import {
  bookText,
  characterErrorRate,
  droppedCount,
  expectedChapters,
  fixture,
  story,
  tableOfContents,
  type ExpectedChapter,
} from '../../helpers/import-expectations';

/**
 * Every fixture (tests/fixtures/import, made by its make-fixtures.cjs) imported through the real
 * pipeline and the real libraries: its chapters equal the table of contents, and its text equals
 * the story it was made from, character for character after NFC.
 */

async function imported(name: string): Promise<ImportPreview> {
  const result = await previewDocument(fixture(name), name);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

function expectExact(preview: ImportPreview, expected: ExpectedChapter[]): void {
  expect(tableOfContents(preview.chapters)).toEqual(tableOfContents(expected));
  const want = bookText(expected);
  const got = bookText(preview.chapters);
  expect({ characterErrorRate: characterErrorRate(want, got) }).toEqual({ characterErrorRate: 0 });
  expect(got).toBe(want);
}

const arabic = story('story-ar');

describe('import fixtures: chapters equal the table of contents, text equals the source', () => {
  it.each([
    ['story-ar.docx', 'docx'],
    ['story-ar.pdf', 'pdf'],
    ['story-ar-chromium.pdf', 'pdf'],
    ['story-ar.epub', 'epub'],
    ['story-ar.html', 'html'],
    ['story-ar.md', 'markdown'],
    ['story-ar.utf8.txt', 'txt'],
    ['story-ar.utf8-bom.txt', 'txt'],
    ['story-ar.utf16le.txt', 'txt'],
    ['story-ar.utf16be.txt', 'txt'],
  ])('%s (%s) reads back the Arabic story exactly', async (name, format) => {
    const preview = await imported(name);
    expect(preview.format).toBe(format);
    expect(preview.title.startsWith(name.endsWith('.md') ? 'story-ar' : arabic.title)).toBe(true);
    expectExact(preview, expectedChapters(arabic));
  });

  it.each(['story-ar.cp1256.txt', 'story-ar.iso8859-6.txt'])('%s, in a legacy Arabic encoding, reads back exactly', async (name) => {
    const preview = await imported(name);
    expect(preview.encoding).toMatchObject({
      sure: true,
      decidedBy: 'detector',
      chosen: name.includes('1256') ? 'windows-1256' : 'iso-8859-6',
    });
    expectExact(preview, expectedChapters(arabic, { legacy: true }));
  });

  it('the English EPUB 2 takes its chapters from the NCX, not its image-only cover', async () => {
    const preview = await imported('story-en.epub');
    expect(preview.title).toBe("The Lighthouse Keeper's Ledger");
    expectExact(preview, expectedChapters(story('story-en')));
  });

  it('a PDF without bookmarks takes its chapters and sections from headings, by size against its own script', async () => {
    const preview = await imported('story-ar-no-bookmarks.pdf');
    expectExact(preview, expectedChapters(arabic));
    expect(preview.warnings.map((w) => w.messageKey)).toEqual(['import.NO_TABLE_OF_CONTENTS']);
  });

  it('the LibreOffice PDF loses its running header and page numbers, and nothing else', async () => {
    const preview = await imported('story-ar.pdf');
    expect(preview.dropped).toContainEqual({ kind: 'running-header', text: arabic.title, count: 8 });
    expect(droppedCount(preview, 'page-number')).toBe(8);
    // Shown as the run of numbers left out, not the first page's alone.
    expect(preview.dropped).toContainEqual({ kind: 'page-number', text: '1\u20138', count: 8 });
    const paragraphs = preview.chapters.flatMap((c) => c.paragraphs);
    expect(paragraphs.filter((p) => p === arabic.title || /^[\d\u0660-\u0669]+$/.test(p))).toEqual([]);
  });

  it('the footnote, the URL and the e-mail are listed as dropped, from the chapters they were in', async () => {
    for (const name of ['story-ar.docx', 'story-ar.pdf', 'story-ar.epub', 'story-ar-chromium.pdf']) {
      const preview = await imported(name);
      const kinds = Object.fromEntries(
        preview.dropped.filter((d) => d.chapterIndex !== undefined).map((d) => [d.kind, [d.text, d.chapterIndex]]),
      );
      expect(kinds, name).toEqual({
        'footnote-marker': ['1', 4],
        footnote: [arabic.notes[0]!.text, 4],
        url: ['https://rasael.example.org/bahr', 5],
        email: ['sara.bahr@example.com', 5],
      });
    }
  });

  it('the SRT loses its bidi marks (listed) and keeps each paragraph of chapter 1 as one block', async () => {
    const preview = await imported('story-ar.srt');
    const text = bookText(preview.chapters);
    expect(text).not.toMatch(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/);
    expect(
      preview.dropped
        .filter((d) => d.kind === 'bidi-mark')
        .map((d) => d.text)
        .sort(),
    ).toEqual(['U+200F', 'U+202B', 'U+202C']);
    expect(droppedCount(preview, 'bidi-mark')).toBe(
      [...new TextDecoder().decode(fixture('story-ar.srt'))].filter((c) => /[\u200f\u202b\u202c]/.test(c)).length,
    );
    expect(preview.chapters[0]!.paragraphs).toEqual(expectedChapters(arabic)[0]!.paragraphs);
  });
});
