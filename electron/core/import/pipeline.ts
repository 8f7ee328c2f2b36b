import { fail, ok, type Result } from '../../../shared/contract/errors';
import { maxImportBytes, type ImportOptions, type ImportPreview } from '../../../shared/model/import';
import { cleanDocument } from './clean';
import { detectFormat } from './detect-format';
import { ImportRefusal, refuseIfCancelled } from './document';
import { readerFor } from './readers';

/**
 * The import pipeline, pure: bytes → a format's reader → cleaning → the preview the user
 * confirms. It reads no file and writes nothing; the caller hands it the bytes and makes the
 * project from the confirmed preview.
 */
/** Refuses what no reader should be given: an empty file, or one beyond the size limit. */
export function refuseBadSize(bytes: Uint8Array): void {
  if (bytes.length > maxImportBytes) {
    const megabytes = Math.ceil(bytes.length / (1024 * 1024));
    throw new ImportRefusal(
      'import.TOO_LARGE',
      `The file is ${megabytes} MB; Sawt Studio imports documents up to ${maxImportBytes / (1024 * 1024)} MB. Split the book into parts and import each one.`,
    );
  }
  if (bytes.length === 0)
    throw new ImportRefusal('import.EMPTY', 'The file is empty. Choose the document itself, not an empty copy of it.');
}

export async function readPreview(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<ImportPreview> {
  refuseBadSize(bytes);
  const format = detectFormat(bytes, fileName);
  const reader = await readerFor(format);
  refuseIfCancelled(signal);
  const document = await reader.read(bytes, { fileName, options, ...(signal ? { signal } : {}) });
  refuseIfCancelled(signal);
  const preview = cleanDocument(document, options);
  if (preview.characterCount === 0) {
    throw new ImportRefusal(
      'import.NO_TEXT',
      'The document has no text to read aloud. If it is a scan, run it through text recognition (OCR) first and import the result.',
    );
  }
  return preview;
}

/** The pipeline with its refusals as data. */
export async function previewDocument(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<Result<ImportPreview>> {
  try {
    return ok(await readPreview(bytes, fileName, options, signal));
  } catch (error) {
    return importFailure(error);
  }
}

export function importFailure(error: unknown): Result<never> {
  if (error instanceof ImportRefusal) {
    return error.key === 'import.CANCELLED'
      ? fail('CANCELLED', error.message, { messageKey: error.key })
      : fail('VALIDATION', error.message, { messageKey: error.key });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return fail(
    'VALIDATION',
    `The document could not be read (${detail}). Save it again from the program that made it and import that copy.`,
    {
      messageKey: 'import.DAMAGED',
    },
  );
}
