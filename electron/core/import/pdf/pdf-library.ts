import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ImportRefusal } from '../document';

/**
 * pdf.js (pdfjs-dist's legacy build, ES modules only, so loaded with import()) set up for reading
 * text in Node: its worker code runs on this thread (the import already runs on a worker thread
 * of its own), no system fonts, no font faces; CMaps and standard font data from the
 * package's own folders.
 */
export type Pdfjs = typeof import('pdfjs-dist');

let loaded: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loaded ??= (async () => {
    const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as Pdfjs;
    const holder = globalThis as { pdfjsWorker?: unknown };
    holder.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  })();
  return loaded;
}

function packageFolder(): string | null {
  try {
    return dirname(createRequire(__filename).resolve('pdfjs-dist/package.json'));
  } catch {
    return null;
  }
}

export async function openPdf(pdfjs: Pdfjs, bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const folder = packageFolder();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given: give it a copy.
    data: bytes.slice(),
    ...(folder
      ? { cMapUrl: join(folder, 'cmaps') + '/', cMapPacked: true, standardFontDataUrl: join(folder, 'standard_fonts') + '/' }
      : {}),
    useSystemFonts: false,
    // Only text is read: every image is skipped rather than decoded (pdf.js drops images above
    // maxImageSize pixels), and no wasm decoders are loaded for them.
    maxImageSize: 1,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ImportRefusal(
        'import.ENCRYPTED',
        'The PDF is protected by a password. Open it with its password, save a copy without one (Print → Save as PDF also works), and import that copy.',
      );
    }
    throw new ImportRefusal(
      'import.DAMAGED',
      `The PDF could not be read (${error instanceof Error ? error.message : String(error)}). Open it in a PDF viewer, save a fresh copy, and import that copy.`,
    );
  }
}
