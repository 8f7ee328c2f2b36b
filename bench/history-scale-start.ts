import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createCore, type Core } from '../electron/core/core';
import { InMemorySecretStore } from '../tests/helpers/in-memory-secret-store';
import { embeddedSandbox, existingSandbox, type ProfileSession, type SandboxProvider } from '../electron/core/session';
import type { TestSandbox } from '../tests/helpers/test-sandbox';
import { startWebServer, type WebServer } from '../electron/web/server';
import { postOperation } from '../tests/helpers/web-harness';
import { childExited, startBenchChild } from './bench-child';
import { seedSandbox } from './history-scale-seed';

/** A core on `dataDir` behind a web-mode server, on a test sandbox that stays up across restarts, or on the provider given. */
export interface BenchCore {
  core: Core;
  server: WebServer;
  session: ProfileSession;
  close(): Promise<void>;
}

export async function startBenchCore(dataDir: string, sandbox: TestSandbox | SandboxProvider): Promise<BenchCore> {
  const provider = 'account' in sandbox ? sandbox : existingSandbox(sandbox);
  const core = await createCore({ dataDir, version: 'bench', secrets: new InMemorySecretStore(), sandbox: provider });
  const server = await startWebServer({
    handlers: core.handlers,
    events: core.events,
    audio: core.audio,
    rendererDir: resolve(__dirname, '..', 'out', 'renderer'),
  });
  const session = await core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  return {
    core,
    server,
    session: session.value,
    async close() {
      await server.close();
      await core.close();
    },
  };
}

/** One operation over a fresh loopback connection, as a newly loaded page's first call. */
export const callOp = (server: Pick<WebServer, 'host' | 'port' | 'token'>, name: string, input: unknown): Promise<string> =>
  postOperation(server, name, input, false);

export interface StartFigures {
  /** createCore → web server up → history.list's first page received over loopback. */
  startToRows: number;
  /** The history.list call alone in that cold core (the History screen's cold open). */
  coldList: number;
  /** A bare loopback round trip to the same server (an operation that does nothing). */
  loopbackFloor: number;
}

/**
 * A restart of the core on a seeded data directory. The caller has the sandbox refuse history
 * listings, so the session's first sync cannot remove the seeded rows it does not list.
 */
export async function measureStart(dataDir: string, sandbox: TestSandbox): Promise<StartFigures> {
  const t0 = performance.now();
  const started = await startBenchCore(dataDir, sandbox);
  const t1 = performance.now();
  const page = await callOp(started.server, 'history.list', { limit: 100 });
  const t2 = performance.now();
  if (!page.includes('"items":[{')) throw new Error(`history.list gave no rows: ${page.slice(0, 200)}`);
  const floors: number[] = [];
  for (let i = 0; i < 5; i++) {
    const f0 = performance.now();
    await callOp(started.server, 'app.ping', {});
    floors.push(performance.now() - f0);
  }
  await started.close();
  return { startToRows: t2 - t0, coldList: t2 - t1, loopbackFloor: Math.min(...floors) };
}

export interface EmbeddedStartFigures {
  /** createCore → history.list's first page over loopback, with the studio's own embedded sandbox. */
  embeddedToRows: number;
  /** createCore → the embedded sandbox's process answered (its whole history loaded). */
  embeddedAnswered: number;
}

/**
 * A restart of the core as the studio runs with no account configured: its own embedded sandbox,
 * a process started by the session's first sync, which loads all `size` entries before it answers.
 * The sandbox holds the same entries as the cache (seeded alike), so that sync leaves the rows be.
 */
export async function measureEmbeddedStart(dataDir: string, size: number): Promise<EmbeddedStartFigures> {
  const sandboxDir = join(dataDir, 'sandbox');
  rmSync(join(sandboxDir, 'histories.jsonl'), { force: true });
  await seedSandbox(sandboxDir, size, 0);
  const provider = embeddedSandbox(dataDir);
  const t0 = performance.now();
  const started = await startBenchCore(dataDir, provider);
  const page = await callOp(started.server, 'history.list', { limit: 100 });
  const t1 = performance.now();
  const answered = await provider.account();
  const t2 = performance.now();
  await started.close();
  if (!page.includes('"items":[{')) throw new Error(`history.list gave no rows: ${page.slice(0, 200)}`);
  if (!answered.ok) throw new Error(answered.error.message);
  return { embeddedToRows: t1 - t0, embeddedAnswered: t2 - t0 };
}

/** Reading the cache file's first 4 MB (the OS may hold it in memory: a floor, not a cold disk). */
export function diskFloor(path: string): number {
  const t0 = performance.now();
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(4 * 1024 * 1024);
  readSync(fd, buffer, 0, buffer.length, 0);
  closeSync(fd);
  return performance.now() - t0;
}

export interface ColdStartFigures {
  /** A fresh process (the bundled core) spawned → history.list's first page received. */
  coldProcessToRows: number;
  /** That history.list alone, the fresh process's first call (the session opens inside it). */
  coldProcessList: number;
}

/**
 * What a user waits for at start: a fresh process running the core bundled as users run it
 * (bench/history-first-sync-child.ts, built by bench-bundle.ts), its web server up, and
 * history.list as its first call. The measureStart figures above restart the core inside this
 * process, where every module is loaded and compiled already.
 */
export async function measureColdStart(childFile: string, dataDir: string, sandbox: TestSandbox): Promise<ColdStartFigures> {
  const { url, apiKey, apiKeyId, projectId } = sandbox;
  const run = startBenchChild(childFile, {
    SAWT_DATA_DIR: dataDir,
    SAWT_BENCH_ACCOUNT: JSON.stringify({ url, apiKey, apiKeyId, projectId }),
  });
  try {
    const server = JSON.parse(await run.line()) as { host: string; port: number; token: string };
    const t0 = performance.now();
    const page = await callOp(server, 'history.list', { limit: 100 });
    const t1 = performance.now();
    if (!page.includes('"items":[{')) throw new Error(`history.list gave no rows: ${page.slice(0, 200)}`);
    run.child.stdin!.write('\n');
    await run.line();
    return { coldProcessToRows: t1 - run.startedAt, coldProcessList: t1 - t0 };
  } finally {
    await childExited(run.child);
  }
}
