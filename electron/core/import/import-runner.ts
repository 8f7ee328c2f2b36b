import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fail, type Result } from '../../../shared/contract/errors';
import type { ImportOptions, ImportPreview } from '../../../shared/model/import';
import { detectFormat } from './detect-format';
import { importFailure, previewDocument, refuseBadSize } from './pipeline';
import { heavyFormats } from './readers';

/**
 * Where an import runs: PDF, EPUB and DOCX, and any large file, on a worker thread of their own
 * (the core's loop stays free: p99 ≤ 50 ms); a small text file on the core's thread, which it
 * holds for less than a frame. Built, the worker is the bundle's `import-worker.js` beside the
 * main bundle; from source (web mode, tests) it is the TypeScript entry, loaded through tsx.
 */

export interface ImportJob {
  bytes: ArrayBuffer;
  fileName: string;
  options: ImportOptions;
}

/** Text up to this size is read on the core's thread. */
const inThreadBytes = 512 * 1024;
/** A 200 MB document's text, fonts and archive entries fit; a hostile one stops here, not in the core. */
const workerHeapMb = 1536;

function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = join(__dirname, 'import-worker.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: join(__dirname, 'import-worker.ts'), execArgv: ['--import', 'tsx'] };
}

export async function importDocument(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<Result<ImportPreview>> {
  if (signal?.aborted) return fail('CANCELLED', 'The import was cancelled.', { messageKey: 'import.CANCELLED' });
  try {
    refuseBadSize(bytes);
    const format = detectFormat(bytes, fileName);
    if (!heavyFormats.has(format) && bytes.length <= inThreadBytes) return await previewDocument(bytes, fileName, options, signal);
  } catch (error) {
    return importFailure(error);
  }
  return runInWorker(bytes, fileName, options, signal);
}

function runInWorker(bytes: Uint8Array, fileName: string, options: ImportOptions, signal?: AbortSignal): Promise<Result<ImportPreview>> {
  const entry = workerEntry();
  // A copy the worker owns: the caller's bytes may share a pooled buffer, which cannot be transferred.
  const copy = bytes.slice();
  return new Promise((resolve) => {
    const worker = new Worker(entry.file, { execArgv: entry.execArgv, resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
    let settled = false;
    const settle = (result: Result<ImportPreview>) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      resolve(result);
    };
    const abort = () => settle(fail('CANCELLED', 'The import was cancelled.', { messageKey: 'import.CANCELLED' }));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (result: Result<ImportPreview>) => settle(result));
    worker.on('error', (error) =>
      settle(fail('INTERNAL', `The document could not be read: ${error.message}`, { messageKey: 'import.DAMAGED' })),
    );
    worker.on('exit', (code) =>
      settle(
        fail('INTERNAL', `Reading the document stopped unexpectedly (worker exit ${code}); it may be too large or damaged.`, {
          messageKey: 'import.DAMAGED',
        }),
      ),
    );
    const job: ImportJob = { bytes: copy.buffer as ArrayBuffer, fileName, options };
    worker.postMessage(job, [job.bytes]);
  });
}
