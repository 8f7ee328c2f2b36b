import { parentPort } from 'node:worker_threads';
import { runExportJob, type ExportJob } from './export-job';

/**
 * The export worker's entry: one job per thread. Decoding, resampling, loudness and encoding are
 * long synchronous WebAssembly and array work, which would stall the core's event loop (every
 * request, every event) for seconds on a long render; here they only keep this thread busy.
 */
const port = parentPort;
if (!port) throw new Error('export-worker.ts runs as a worker thread only.');

port.once('message', (job: ExportJob) => {
  runExportJob(job, (done, total) => port.postMessage({ type: 'progress', done, total }))
    .then((result) => port.postMessage({ type: 'done', result }))
    .catch((error: unknown) => port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
