import { parentPort } from 'node:worker_threads';
import { previewDocument } from './pipeline';
import type { ImportJob } from './import-runner';

/**
 * The import worker's entry: one document per thread. PDF fonts, EPUB and DOCX archives are long
 * synchronous library work that would hold the core's event loop (every request, every event);
 * here they only keep this thread busy, and a cancelled import is a terminated thread.
 */
// Only as a worker: the bundle's shared chunks may load this module on another thread too.
parentPort?.once('message', (job: ImportJob) => {
  void previewDocument(new Uint8Array(job.bytes), job.fileName, job.options).then((result) => parentPort?.postMessage(result));
});
