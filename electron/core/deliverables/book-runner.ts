import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { BookExportReport } from '../../../shared/model/deliverables';
import type { BookJob, JobProgress } from './book-job';

/**
 * Runs a book export on its own worker thread and answers with a Result. Cancelling terminates the
 * thread at once (with the encoders' threads it started); the caller removes the temp files. Built,
 * the worker is the bundle's `deliverables-worker.js` beside the main bundle; from source (web
 * mode, tests) it is the TypeScript entry, loaded through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = join(__dirname, 'deliverables-worker.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: join(__dirname, 'book-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/**
 * The export thread's young generation, bounded as the clip export's is: small, short-lived
 * objects per chunk at a steady rate would otherwise grow it to tens of megabytes.
 */
const youngGenerationMb = 4;

type WorkerMessage =
  { type: 'progress'; progress: JobProgress } | { type: 'done'; report: BookExportReport } | { type: 'failed'; message: string };

export function runBookInWorker(
  job: BookJob,
  onProgress: (progress: JobProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Result<BookExportReport>> {
  if (signal?.aborted) return Promise.resolve(fail('CANCELLED', 'The export was cancelled'));
  const entry = workerEntry();
  return new Promise((resolve) => {
    const worker = new Worker(entry.file, {
      execArgv: entry.execArgv,
      resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb },
    });
    let settled = false;
    const settle = (result: Result<BookExportReport>) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      // Resolved once the thread is gone, so no encoder still holds a temp file open.
      void worker.terminate().finally(() => resolve(result));
    };
    const abort = () => settle(fail('CANCELLED', 'The export was cancelled'));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'done') settle(ok(message.report));
      else settle(fail('INTERNAL', `The book could not be exported: ${message.message}`));
    });
    worker.on('error', (error) => settle(fail('INTERNAL', `The book could not be exported: ${error.message}`)));
    worker.on('exit', (code) => settle(fail('INTERNAL', `The export stopped unexpectedly (worker exit ${code}).`)));
    worker.postMessage(job);
  });
}
