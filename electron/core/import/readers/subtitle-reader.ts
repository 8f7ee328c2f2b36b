import type { ImportFormat } from '../../../../shared/model/import';
import { titleFromFileName, type DocumentReader, type ReadDocument } from '../document';
import { decodeText } from './text-encoding';

/**
 * SRT and WebVTT through subsrt-ts (ESM, loaded with import()). Around it: it keeps bidi marks
 * (RLM, RLE…PDF), which cleaning removes; it leaves "\r" inside cues of CRLF files; it drops a
 * WebVTT voice span's speaker (<v Sara>), which is given back as "Sara: " so dialogue stays
 * dialogue. Cues are display lines, not paragraphs: a cue continues the paragraph before it unless
 * the pause between them is long or a new speaker starts; a long paragraph also ends at a sentence.
 */

interface Caption {
  type: string;
  start?: number;
  end?: number;
  content?: string;
  text?: string;
}

const sentenceEnd = /[.!?؟…"»”)\]]$/u;
const speakerLine = /^(?:-\s*|[\p{L}][\p{L}\p{M} .'-]{0,30}[:：]\s)/u;
const longPauseMs = 2000;
const longParagraph = 600;
const bidiMarks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

function cueText(caption: Caption): string {
  const voice = /^<v(?:\.[\w.-]+)?\s+([^>]+)>/.exec(caption.content ?? '');
  const text = (caption.text ?? '')
    .replace(/\r/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return voice && text ? `${voice[1]!.trim()}: ${text}` : text;
}

async function readSubtitles(format: ImportFormat, bytes: Uint8Array, fileName: string): Promise<ReadDocument> {
  const { parse } = await import('subsrt-ts');
  const { text } = decodeText(bytes);
  const captions = (parse(text.replace(/^\ufeff/, ''), { format: format === 'vtt' ? 'vtt' : 'srt' }) as Caption[]).filter(
    (caption) => caption.type === 'caption',
  );
  const paragraphs: string[][] = [];
  let previous: { text: string; end: number } | null = null;
  for (const caption of captions) {
    const line = cueText(caption);
    if (!line) continue;
    const plain = line.replace(bidiMarks, '');
    const current = paragraphs[paragraphs.length - 1];
    const long =
      current !== undefined && current.join('').length >= longParagraph && sentenceEnd.test(previous?.text.replace(bidiMarks, '') ?? '');
    const continues = previous !== null && !long && !speakerLine.test(plain) && (caption.start ?? 0) - previous.end < longPauseMs;
    if (continues) paragraphs[paragraphs.length - 1]!.push(` ${line}`);
    else paragraphs.push([line]);
    previous = { text: line, end: caption.end ?? caption.start ?? 0 };
  }
  const title = titleFromFileName(fileName);
  return {
    format,
    title,
    chapters: [{ title, level: 1, paragraphs: paragraphs.map((parts) => [parts.join('')]) }],
    notes: [],
    dropped: [],
    warnings: [],
  };
}

export const srtReader: DocumentReader = { format: 'srt', read: (bytes, context) => readSubtitles('srt', bytes, context.fileName) };
export const vttReader: DocumentReader = { format: 'vtt', read: (bytes, context) => readSubtitles('vtt', bytes, context.fileName) };
