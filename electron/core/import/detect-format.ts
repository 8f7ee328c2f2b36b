import type { ImportFormat } from '../../../shared/model/import';
import { ImportRefusal } from './document';
import { isZip, readZipEntry, zipEntries } from './zip-entries';

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

function refuse(what: string): never {
  throw new ImportRefusal(
    'import.UNSUPPORTED_FORMAT',
    `This file is ${what}, which Sawt Studio does not import. Save it as .docx, .epub, .pdf or plain text and import that copy.`,
  );
}

export function detectFormat(bytes: Uint8Array, fileName: string): ImportFormat {
  const extension = extensionOf(fileName);
  if (startsWithAscii(bytes, '%PDF-')) return 'pdf';
  if (isZip(bytes)) {
    const entries = zipEntries(bytes);
    if (entries.some((entry) => entry.name === 'word/document.xml')) return 'docx';
    // An OpenDocument file has a mimetype entry and META-INF/ too: the mimetype's text decides.
    const mimetype = readZipEntry(bytes, entries, 'mimetype');
    const declared = mimetype ? new TextDecoder().decode(mimetype).trim() : '';
    if (declared === 'application/epub+zip' || (!declared && entries.some((entry) => entry.name === 'META-INF/container.xml')))
      return 'epub';
    if (declared.startsWith('application/vnd.oasis.opendocument')) return refuse(refusedExtensions['odt']!);
    if (entries.length === 0 && (extension === 'docx' || extension === 'epub')) return extension;
  }
  const refused = refusedExtensions[extension];
  if (refused || isZip(bytes)) {
    return refuse(refused ?? 'an archive that is neither a Word document nor an EPUB book');
  }
  const named = byExtension[extension];
  if (named && named !== 'txt') return named;
  return named === 'txt' ? 'txt' : sniffText(bytes);
}
