import { describe, expect, it } from 'vitest';
import { previewDocument } from '../../../electron/core/import/pipeline';
import { decodeText } from '../../../electron/core/import/readers/text-encoding';

const utf16 = (text: string, bigEndian: boolean) => {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 * i + (bigEndian ? 1 : 0)] = code & 0xff;
    bytes[2 * i + (bigEndian ? 0 : 1)] = code >> 8;
  }
  return bytes;
};

describe('text encodings', () => {
  it('reads UTF-16 without a byte-order mark by the shape of its high bytes', () => {
    const text = 'سارة: أمي، انظري! '.repeat(40);
    expect(decodeText(utf16(text, false))).toMatchObject({ text, choice: { chosen: 'utf-16le', sure: true } });
    expect(decodeText(utf16(text, true))).toMatchObject({ text, choice: { chosen: 'utf-16be', sure: true } });
  });

  it('reads valid UTF-8 as UTF-8, surely, without asking a detector', () => {
    expect(decodeText(new TextEncoder().encode('نص قصير'))).toMatchObject({
      text: 'نص قصير',
      choice: { chosen: 'utf-8', sure: true, decidedBy: 'utf-8' },
    });
  });

  it('takes the encoding the user chose over any guess', () => {
    const bytes = new Uint8Array([0xd3, 0xc7, 0xd1, 0xc9]);
    expect(decodeText(bytes, 'windows-1256')).toMatchObject({
      text: 'سارة',
      choice: { chosen: 'windows-1256', decidedBy: 'user', sure: true },
    });
  });
});

describe('plain text structure', () => {
  const read = async (text: string) => {
    const result = await previewDocument(new TextEncoder().encode(text), 'notes.txt');
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it('keeps a line break inside a paragraph (a verse) and takes a lone first line as the title', async () => {
    const preview = await read('عنوان الكتاب\n\nالفصل الأول\n\nبيت أول\nبيت ثان\n\nفقرة أخرى.\n');
    expect(preview.title).toBe('عنوان الكتاب');
    expect(preview.chapters).toEqual([{ title: 'الفصل الأول', level: 1, paragraphs: ['بيت أول\nبيت ثان', 'فقرة أخرى.'] }]);
  });

  it('joins the lines of a hard-wrapped file into paragraphs', async () => {
    const line = 'The keeper climbed the steps of the lighthouse and found the ledger';
    const paragraph = Array.from({ length: 5 }, () => line).join('\n') + '\nby the lamp.';
    const preview = await read(`${paragraph}\n\n${paragraph}\n`);
    expect(preview.chapters[0]!.paragraphs[0]).toBe(`${Array.from({ length: 5 }, () => line).join(' ')} by the lamp.`);
    expect(preview.warnings.map((w) => w.messageKey)).toEqual(['import.NO_TABLE_OF_CONTENTS']);
  });
});

describe('subtitles', () => {
  it('reads WebVTT cues as dialogue: voice spans become "Name: ", notes and settings are not text', async () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE made by hand',
      '',
      '00:01.000 --> 00:03.500 align:start',
      '<v سارة>أمي، انظري!</v>',
      '',
      'cue-2',
      '00:00:03.700 --> 00:00:05.000',
      '\u200fماذا وجدتُ',
      '',
      '00:00:05.100 --> 00:00:06.000',
      'عند الصخرة؟',
      '',
      '00:00:09.000 --> 00:00:10.000',
      '\u200fالأم: زجاجة؟',
      '',
    ].join('\n');
    const result = await previewDocument(new TextEncoder().encode(vtt), 'scene.vtt');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.format).toBe('vtt');
    expect(result.value.chapters[0]!.paragraphs).toEqual(['سارة: أمي، انظري! ماذا وجدتُ عند الصخرة؟', 'الأم: زجاجة؟']);
    expect(result.value.dropped).toEqual([{ kind: 'bidi-mark', text: 'U+200F', count: 2, chapterIndex: 0 }]);
  });
});
