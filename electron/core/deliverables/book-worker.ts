import { parentPort } from 'node:worker_threads';
import { runBookJob, type BookJob } from './book-job';

/**
 * The book export's thread: reading, resampling, finishing and encoding a book is minutes of
 * synchronous array and WebAssembly work, which would stall the core's event loop; here it only
 * keeps this thread busy. One job per thread; cancelling terminates it.
 */
const port = parentPort;
if (!port) throw new Error('book-worker.ts runs as a worker thread only.');

port.once('message', (job: BookJob) => {
  runBookJob(job, (progress) => port.postMessage({ type: 'progress', progress }))
    .then((report) => port.postMessage({ type: 'done', report }))
    .catch((error: unknown) => port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
