import { describe, expect, it } from 'vitest';
import { maxImportBytes } from '../../../shared/model/import';
import { previewDocument } from '../../../electron/core/import/pipeline';
import { expectedChapters, fixture, story } from '../../helpers/import-expectations';
import { tinyPdf } from '../../helpers/tiny-pdf';

/** What the import refuses, with the reason and what to do, and the choices the user keeps. */

async function refusal(bytes: Uint8Array, name: string) {
  const result = await previewDocument(bytes, name);
  if (result.ok) throw new Error(`${name} was imported`);
  return result.error;
}

describe('import refusals say why and what to do', () => {
  it('refuses a file over the size limit before reading it', async () => {
    const error = await refusal(new Uint8Array(maxImportBytes + 1), 'huge.pdf');
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'import.TOO_LARGE' });
    expect(error.message).toMatch(/up to 200 MB.*Split the book/);
  });

  it('refuses an empty file, an old Word file and a damaged PDF', async () => {
    expect(await refusal(new Uint8Array(0), 'empty.txt')).toMatchObject({ messageKey: 'import.EMPTY' });
    expect(await refusal(new TextEncoder().encode('\u00d0\u00cf\u0011\u00e0'), 'old.doc')).toMatchObject({
      messageKey: 'import.UNSUPPORTED_FORMAT',
    });
    const damaged = await refusal(new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all'), 'broken.pdf');
    expect(damaged.messageKey).toBe('import.DAMAGED');
    expect(damaged.message).toMatch(/save a fresh copy/);
  });

  it('refuses a password-protected PDF, saying how to get a copy without the password', async () => {
    expect(await refusal(fixture('story-ar-password.pdf'), 'story-ar-password.pdf')).toMatchObject({
      messageKey: 'import.ENCRYPTED',
      message: expect.stringMatching(/password.*save a copy without one/),
    });
  });

  it('refuses a scan (no text layer), pointing at OCR', async () => {
    const error = await refusal(tinyPdf('0 0 100 100 re f'), 'scan.pdf');
    expect(error).toMatchObject({ messageKey: 'import.NO_TEXT', message: expect.stringMatching(/OCR/) });
  });

  it('reads a span through its /ActualText, not its glyphs (pdf.js gives the glyphs)', async () => {
    const result = await previewDocument(
      tinyPdf('BT /F1 12 Tf 20 200 Td /Span <</ActualText (Hello)>> BDC (Hxllo) Tj EMC ( world) Tj ET'),
      'span.pdf',
    );
    expect(result.ok && result.value.chapters[0]!.paragraphs).toEqual(['Hello world']);
  });

  it('refuses a PDF whose spans cannot be read, rather than import their glyphs', async () => {
    const error = await refusal(
      tinyPdf('BT /F1 12 Tf 20 200 Td /Span <</ActualText (Hello)>> BDC (Hxllo) Tj EMC ET', { hexFilter: true }),
      'hex.pdf',
    );
    expect(error).toMatchObject({ messageKey: 'import.TEXT_NOT_EXACT' });
    expect(error.message).toMatch(/cannot be recovered exactly.*Import the document it was made from/);
  });
});

describe('the user choices', () => {
  it('keeps URLs, e-mails and footnotes when asked', async () => {
    const result = await previewDocument(fixture('story-ar.docx'), 'story-ar.docx', {
      keepUrls: true,
      keepEmails: true,
      keepFootnotes: true,
    });
    if (!result.ok) throw new Error(result.error.message);
    const chapters = result.value.chapters;
    expect(chapters[5]!.paragraphs.at(-1)).toContain(
      'https://rasael.example.org/bahr وتستقبل رسائل القراء على العنوان sara.bahr@example.com كل يوم.',
    );
    expect(chapters[4]!.paragraphs[1]).toContain('«جزيرة الغرباء»[1]،');
    expect(chapters[4]!.paragraphs.at(-1)).toBe(`[1] ${story('story-ar').notes[0]!.text}`);
    expect(result.value.dropped).toEqual([]);
  });

  it('offers both readings of a short Arabic file, and reads it as the user then chooses', async () => {
    const bytes = fixture('short-ar.iso8859-6.txt');
    const unsure = await previewDocument(bytes, 'short.txt');
    if (!unsure.ok) throw new Error(unsure.error.message);
    expect(unsure.value.encoding).toMatchObject({ sure: false, decidedBy: 'detector' });
    expect(unsure.value.encoding!.readings.map((r) => r.encoding).sort()).toEqual(['iso-8859-6', 'windows-1256']);
    expect(unsure.value.warnings.map((w) => w.messageKey)).toContain('import.ENCODING_UNSURE');
    const chosen = await previewDocument(bytes, 'short.txt', { encoding: 'iso-8859-6' });
    expect(chosen.ok && chosen.value.chapters[0]!.paragraphs).toEqual(['سارة: أمي، انظري ماذا وجدت عند الصخرة!']);
    expect(chosen.ok && chosen.value.encoding).toMatchObject({ chosen: 'iso-8859-6', sure: true, decidedBy: 'user' });
  });

  it('reads a long legacy file as its detector says, surely', async () => {
    const result = await previewDocument(fixture('story-ar.cp1256.txt'), 'story.txt');
    expect(result.ok && result.value.chapters.length).toBe(expectedChapters(story('story-ar')).length);
    expect(result.ok && result.value.encoding).toMatchObject({ chosen: 'windows-1256', sure: true });
  });
});
