import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SpeechMode } from './render';
import type { SpeechRequest } from './types';
import type { SpeechJob, SpeechReply } from './worker-protocol';

export type { SpeechMode } from './render';

/** A clip the speech thread has written to disk. */
export interface WrittenSpeech {
  bytes: number;
  durationMs: number;
  engine: 'espeak' | 'synthetic';
}

/**
 * Built, the worker is the bundle's `sandbox-speech-worker.js` (electron.vite.config.ts) beside
 * the main bundle or one folder up from the chunk this code lands in; from source (web mode,
 * tests, `npm run sandbox`) it is the TypeScript entry, loaded through tsx.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  for (const bundled of [join(__dirname, 'sandbox-speech-worker.js'), join(__dirname, '..', 'sandbox-speech-worker.js')]) {
    if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  }
  return { file: join(__dirname, 'speech-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/**
 * Speech for the sandbox, made on its own thread (speech-worker.ts) so a long generation never
 * blocks the thread that serves HTTP. The thread starts on the first request and lives until
 * close(); if it dies, pending requests fail and the next request starts a new one.
 */
export class SpeechRenderer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(speech: WrittenSpeech): void; reject(error: Error): void }>();

  constructor(private readonly mode: SpeechMode) {}

  /** Makes the clip and writes it atomically to `outputPath`, both on the speech thread. */
  renderToFile(request: SpeechRequest, title: string, outputPath: string): Promise<WrittenSpeech> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const job: SpeechJob = { id, request, title, outputPath };
      worker.postMessage(job);
    });
  }

  /** Stops the thread; requests still pending fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the sandbox is closing'));
    await worker?.terminate();
  }

  private start(): Worker {
    const entry = workerEntry();
    const worker = new Worker(entry.file, { execArgv: entry.execArgv, workerData: { mode: this.mode } });
    // An idle speech thread must not keep a CLI or a test process alive.
    worker.unref();
    worker.on('message', (reply: SpeechReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve({ bytes: reply.bytes, durationMs: reply.durationMs, engine: reply.engine });
      else waiting.reject(new Error(reply.message));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error(`the speech thread stopped (exit ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
