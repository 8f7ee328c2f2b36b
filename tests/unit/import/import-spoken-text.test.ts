import { describe, expect, it } from 'vitest';
import { cleanDocument } from '../../../electron/core/import/clean';
import type { ReadDocument } from '../../../electron/core/import/document';
import { findEmails, findUrls, plainLetters, withoutBidiMarks, withoutSpans } from '../../../electron/core/import/spoken-text';

describe('what is not spoken', () => {
  it('finds bare web addresses without the punctuation that ends their sentence', () => {
    const text = 'زوروا https://example.org/a/b. أو www.example.com، أو (https://en.wikipedia.org/wiki/Sea_(film)).';
    expect(findUrls(text).map((u) => u.text)).toEqual([
      'https://example.org/a/b',
      'www.example.com',
      'https://en.wikipedia.org/wiki/Sea_(film)',
    ]);
  });

  it('finds e-mail addresses from their @ outwards', () => {
    expect(findEmails('راسلوا sara.bahr@example.com، أو info@mail.example.org.').map((e) => e.text)).toEqual([
      'sara.bahr@example.com',
      'info@mail.example.org',
    ]);
    expect(findEmails('@handle and a@b and x@y.z1')).toEqual([]);
  });

  it('takes a removed address with the space before it, and brackets left empty', () => {
    const text = 'على الموقع https://x.example/y وتستقبل (https://x.example) الرسائل';
    expect(withoutSpans(text, findUrls(text))).toBe('على الموقع وتستقبل الرسائل');
  });

  it('removes bidi controls and says which', () => {
    const names: string[] = [];
    expect(withoutBidiMarks('\u200fسارة\u200f: \u202bمرحبا\u202c', (n) => names.push(n))).toBe('سارة: مرحبا');
    expect(names).toEqual(['U+200F', 'U+200F', 'U+202B', 'U+202C']);
  });

  it('turns presentation forms into letters, and a haraka form into the haraka alone', () => {
    expect(plainLetters('\ufefb\ufe8e\ufee3')).toBe('لاام');
    expect(plainLetters('\ufe94')).toBe('ة');
    expect(plainLetters('ب\ufe70 ب\ufe77 ب\ufe7d')).toBe('بً بَ بّ');
    expect(plainLetters('a\u00a0b\u200bc\u00add')).toBe('a bcd');
  });
});

describe('cleaning a read document', () => {
  const document: ReadDocument = {
    format: 'docx',
    title: 'كتاب',
    chapters: [{ title: 'الفصل', level: 1, paragraphs: [['نص', { footnote: '1' }, ' وموقع https://a.example وبريد a@b.example.'], ['']] }],
    notes: [{ label: '1', text: 'حاشية.', chapterIndex: 0 }],
    dropped: [],
    warnings: [],
  };

  it('leaves markers, notes, URLs and e-mails out by default and lists them', () => {
    const preview = cleanDocument(document, {});
    expect(preview.chapters[0]!.paragraphs).toEqual(['نص وموقع وبريد.']);
    expect(preview.dropped.map((d) => [d.kind, d.text])).toEqual([
      ['footnote-marker', '1'],
      ['url', 'https://a.example'],
      ['email', 'a@b.example'],
      ['footnote', 'حاشية.'],
    ]);
    expect(preview.characterCount).toBe('نص وموقع وبريد.'.length);
  });

  it('keeps each of them when the user asks', () => {
    const preview = cleanDocument(document, { keepFootnotes: true, keepUrls: true, keepEmails: true });
    expect(preview.chapters[0]!.paragraphs).toEqual(['نص[1] وموقع https://a.example وبريد a@b.example.', '[1] حاشية.']);
    expect(preview.dropped).toEqual([]);
  });
});
