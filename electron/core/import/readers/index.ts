import type { ImportFormat } from '../../../../shared/model/import';
import type { DocumentReader } from '../document';

/**
 * Every format's reader, loaded when first needed: the PDF and EPUB libraries are large, and the
 * core's own thread only ever runs the light readers (import-runner.ts sends the rest to a worker).
 */
const loaders: Record<ImportFormat, () => Promise<DocumentReader>> = {
  txt: async () => (await import('./txt-reader')).txtReader,
  docx: async () => (await import('./docx-reader')).docxReader,
  epub: async () => (await import('./epub-reader')).epubReader,
  pdf: async () => (await import('../pdf/pdf-reader')).pdfReader,
  srt: async () => (await import('./subtitle-reader')).srtReader,
  vtt: async () => (await import('./subtitle-reader')).vttReader,
  markdown: async () => (await import('./markdown-reader')).markdownReader,
  html: async () => (await import('./html-reader')).htmlReader,
};

export function readerFor(format: ImportFormat): Promise<DocumentReader> {
  return loaders[format]();
}

/** Formats whose reading is long synchronous library work: always read off the core's thread. */
export const heavyFormats: ReadonlySet<ImportFormat> = new Set(['pdf', 'epub', 'docx']);
