import type { ImportFormat } from '../../../shared/model/import';
import { ImportRefusal } from './document';
import { isZip, zipEntries } from './zip-entries';

/**
 * Which reader a file goes to: the bytes decide where they can (PDF, the two ZIP formats), the
 * extension otherwise, and a text file without a telling extension is sniffed (WebVTT, SRT, HTML).
 */

const byExtension: Record<string, ImportFormat> = {
  txt: 'txt',
  text: 'txt',
  docx: 'docx',
  epub: 'epub',
  pdf: 'pdf',
  srt: 'srt',
  vtt: 'vtt',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
};

const refusedExtensions: Record<string, string> = {
  doc: 'an old Word document (.doc)',
  odt: 'an OpenDocument text (.odt)',
  rtf: 'a rich text file (.rtf)',
  pages: 'a Pages document',
  mobi: 'a Kindle book (.mobi)',
  azw3: 'a Kindle book (.azw3)',
};

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function startsWithAscii(bytes: Uint8Array, text: string, within = 1024): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, within));
  return head.includes(text);
}

function sniffText(bytes: Uint8Array): ImportFormat {
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).replace(/^\ufeff/, '');
  if (/^WEBVTT/.test(head)) return 'vtt';
  if (/^\s*\d+\r?\n\d{1,2}:\d{2}:\d{2}[,.]\d{3} --> /.test(head)) return 'srt';
  if (/^\s*(<!doctype html|<html[\s>])/i.test(head)) return 'html';
  return 'txt';
}

export function detectFormat(bytes: Uint8Array, fileName: string): ImportFormat {
  const extension = extensionOf(fileName);
  if (startsWithAscii(bytes, '%PDF-')) return 'pdf';
  if (isZip(bytes)) {
    const names = zipEntries(bytes).map((entry) => entry.name);
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('META-INF/container.xml') || names.includes('mimetype')) return 'epub';
    if (extension === 'docx' || extension === 'epub') return extension;
  }
  const refused = refusedExtensions[extension];
  if (refused || isZip(bytes)) {
    throw new ImportRefusal(
      'import.UNSUPPORTED_FORMAT',
      `This file is ${refused ?? 'an archive that is neither a Word document nor an EPUB book'}, which Sawt Studio does not import. Save it as .docx, .epub, .pdf or plain text and import that copy.`,
    );
  }
  const named = byExtension[extension];
  if (named && named !== 'txt') return named;
  return named === 'txt' ? 'txt' : sniffText(bytes);
}
