import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { ExportJob, ExportJobResult, ProgressReport } from './export-job';

/**
 * Runs an export job on its own worker thread and answers with a Result. Cancelling terminates
 * the thread at once (the caller removes its unfinished output file). Built, the worker is the
 * bundle's `audio-export-worker.js` beside the main bundle; from source (web mode, tests) it is
 * the TypeScript entry, loaded through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = join(__dirname, 'audio-export-worker.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: join(__dirname, 'export-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/**
 * The export thread's young generation, bounded. An export allocates small short-lived objects
 * per chunk at a steady rate; unbounded, V8 lets a busy thread's young generation grow to its
 * maximum before collecting it (and keeps it that size), a large share of a long export's peak
 * (`npm run bench -- audio-export`, "30-min export: peak RSS").
 * 4 MB keeps scavenges cheap and frequent; the export's buffers are reused, not young garbage.
 */
const exportYoungGenerationMb = 4;

type WorkerMessage =
  { type: 'progress'; done: number; total: number } | { type: 'done'; result: ExportJobResult } | { type: 'failed'; message: string };

export function runExportInWorker(
  job: ExportJob,
  onProgress: ProgressReport = () => undefined,
  signal?: AbortSignal,
): Promise<Result<ExportJobResult>> {
  if (signal?.aborted) return Promise.resolve(fail('CANCELLED', 'The export was cancelled'));
  const entry = workerEntry();
  return new Promise((resolve) => {
    const worker = new Worker(entry.file, {
      execArgv: entry.execArgv,
      resourceLimits: { maxYoungGenerationSizeMb: exportYoungGenerationMb },
    });
    let settled = false;
    const settle = (result: Result<ExportJobResult>) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      resolve(result);
    };
    const abort = () => settle(fail('CANCELLED', 'The export was cancelled'));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') onProgress(message.done, message.total);
      else if (message.type === 'done') settle(ok(message.result));
      else settle(fail('INTERNAL', `The audio could not be exported: ${message.message}`));
    });
    worker.on('error', (error) => settle(fail('INTERNAL', `The audio could not be exported: ${error.message}`)));
    worker.on('exit', (code) => settle(fail('INTERNAL', `The export stopped unexpectedly (worker exit ${code}).`)));
    worker.postMessage(job);
  });
}
