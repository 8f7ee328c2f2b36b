import { parentPort, workerData } from 'node:worker_threads';
import { writeFileAtomic } from '../state/atomic-file';
import { InThreadSpeech, type SpeechMode } from './render';
import type { SpeechJob, SpeechReply } from './worker-protocol';

/**
 * The sandbox's speech thread: synthesis, WAV encoding and writing the file (seconds for a long
 * script) happen here, so the process hosting the sandbox — the studio's core, when embedded
 * — keeps answering while a clip is made. Jobs run one at a time, in order.
 */
const speech = new InThreadSpeech((workerData as { mode: SpeechMode }).mode);
let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: SpeechJob) => {
  queue = queue.then(async () => {
    try {
      const rendered = await speech.render(job.request, job.title);
      // Written here too: a synchronous fsync of a few MB would stall the server thread.
      writeFileAtomic(job.outputPath, rendered.wav);
      const reply: SpeechReply = {
        id: job.id,
        ok: true,
        bytes: rendered.wav.byteLength,
        durationMs: rendered.durationMs,
        engine: rendered.engine,
      };
      parentPort?.postMessage(reply);
    } catch (error) {
      const reply: SpeechReply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
      parentPort?.postMessage(reply);
    }
  });
});
