import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract/errors';
import type { ImportPreview } from '../../../shared/model/import';
import { importDocument } from '../../../electron/core/import';
import { bookText, expectedChapters, fixture, story } from '../../helpers/import-expectations';

/**
 * The heavy readers run on a worker thread: the core's thread never loads pdf.js, a cancelled
 * import ends its thread, and the built bundle (CommonJS, loading the ES-module-only pdf.js and
 * subsrt-ts with import()) reads every format.
 */

const root = join(__dirname, '..', '..', '..');
const builtWorker = join(root, 'out', 'main', 'import-worker.js');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildIfStale(): void {
  const sources = [
    join(root, 'electron', 'core', 'import'),
    join(root, 'shared', 'model', 'import.ts'),
    join(root, 'electron.vite.config.ts'),
  ];
  if (existsSync(builtWorker) && statSync(builtWorker).mtimeMs >= Math.max(...sources.map(newest))) return;
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`electron-vite build failed:\n${result.stderr}`);
}

function readInBuiltWorker(name: string): Promise<Result<ImportPreview>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(builtWorker);
    const bytes = fixture(name).buffer as ArrayBuffer;
    worker.once('message', (result: Result<ImportPreview>) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
    worker.postMessage({ bytes, fileName: name, options: {} }, [bytes]);
  });
}

describe('imports off the core thread', () => {
  it('reads a PDF, an EPUB and a DOCX on a worker: pdf.js is never loaded on this thread', async () => {
    for (const name of ['story-ar.pdf', 'story-ar.epub', 'story-ar.docx']) {
      const result = await importDocument(fixture(name), name);
      expect(result.ok && bookText(result.value.chapters), name).toBe(bookText(expectedChapters(story('story-ar'))));
    }
    expect((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker).toBeUndefined();
  });

  it('ends the thread of a cancelled import and answers CANCELLED', async () => {
    const controller = new AbortController();
    const pending = importDocument(fixture('book-300.pdf'), 'book-300.pdf', {}, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'CANCELLED', messageKey: 'import.CANCELLED' } });
    const early = new AbortController();
    early.abort();
    expect(await importDocument(fixture('story-ar.utf8.txt'), 'a.txt', {}, early.signal)).toMatchObject({
      ok: false,
      error: { code: 'CANCELLED' },
    });
  });

  it('answers a refusal from the worker as data', async () => {
    expect(await importDocument(fixture('story-ar-password.pdf'), 'locked.pdf')).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', messageKey: 'import.ENCRYPTED' },
    });
  });

  it('the built bundle loads every reader (pdf.js and subsrt-ts through import())', { timeout: 180_000 }, async () => {
    buildIfStale();
    for (const name of [
      'story-ar.pdf',
      'story-ar-chromium.pdf',
      'story-ar.epub',
      'story-en.epub',
      'story-ar.docx',
      'story-ar.srt',
      'story-ar.md',
      'story-ar.html',
      'story-ar.utf16be.txt',
    ]) {
      const result = await readInBuiltWorker(name);
      expect(result.ok ? result.value.chapters.length : result.error.message, name).toBeGreaterThan(0);
    }
  });
});
