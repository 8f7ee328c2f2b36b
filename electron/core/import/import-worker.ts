import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { previewDocument } from './pipeline';
import type { ImportJob } from './import-runner';

/**
 * The import worker's entry: one document per thread. PDF fonts, EPUB and DOCX archives are long
 * synchronous library work that would hold the core's event loop (every request, every event);
 * here they only keep this thread busy, and a cancelled import is a terminated thread.
 */
/**
 * On Linux a thread's nice value is its own: the import thread gives way to the core's thread
 * whenever both want a core. Elsewhere setpriority(0) would lower the whole app, so it is not set.
 */
function yieldToTheCore(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed here: the import runs at the core's priority, as it would elsewhere.
  }
}

// Only as a worker: the bundle's shared chunks may load this module on another thread too.
if (parentPort) yieldToTheCore();
parentPort?.once('message', (job: ImportJob) => {
  void previewDocument(new Uint8Array(job.bytes), job.fileName, job.options).then((result) => parentPort?.postMessage(result));
});
