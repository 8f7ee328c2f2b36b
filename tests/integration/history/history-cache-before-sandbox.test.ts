import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/core';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { embeddedSandbox } from '../../../electron/core/session';
import { makeTempDir } from '../../helpers/test-sandbox';
import { callCore } from '../../helpers/core-call';
import { seedSandboxHistory } from '../../helpers/history-seed';

// With no account configured the studio talks to its embedded sandbox, a process of its own that
// loads its whole history before it answers (24 s at 200k entries on a loaded machine). History's
// cached rows must not wait for that (issue 20). Not the core rig: this is the studio's own
// embedded sandbox, whose load the test holds. The gate: the sandbox's history log is a named pipe,
// which the sandbox's start reads and waits on, as on a very slow disk, until the test writes the log.
const dataDir = makeTempDir('sawt-cache-first-');
const logPath = join(dataDir, 'sandbox', 'histories.jsonl');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startCore = (sandbox = embeddedSandbox(dataDir)): Promise<Core> =>
  createCore({ dataDir, version: 'test', secrets: new InMemorySecretStore(), sandbox });

const listedIds = async (core: Core): Promise<string[]> =>
  (await callCore<{ items: Array<{ id: string }> }>(core, 'history.list', {})).items.map((item) => item.id);

describe('History when the embedded sandbox is still loading', () => {
  it('shows the cached rows before the sandbox has loaded, and merges its list once it has', async () => {
    // A first run: the sandbox holds three entries, which the session's first sync caches.
    const ids = await seedSandboxHistory(join(dataDir, 'sandbox'), 3);
    const first = await startCore();
    await callCore(first, 'history.sync', {}); // joins the session's first sync
    expect(await listedIds(first)).toEqual(ids);
    await first.close();

    // The log as that run left it, plus an entry made since (say, in another window): new to the cache.
    const log = readFileSync(logPath, 'utf8');
    const newest = (JSON.parse(log.trim().split('\n').at(-1)!) as { add: Record<string, unknown> }).add;
    const made = { ...newest, id: 'made-while-closed', createdAt: new Date().toISOString(), visibleAt: Date.now() };
    rmSync(logPath);
    execFileSync('mkfifo', ['-m', '600', logPath]);

    const sandbox = embeddedSandbox(dataDir);
    const second = await startCore(sandbox);
    let gateOpen = false;
    const openGate = () => {
      gateOpen = true;
      // Opening the pipe for writing waits for its reader, the sandbox's start, off this thread.
      return writeFile(logPath, `${log}${JSON.stringify({ add: made })}\n`);
    };
    try {
      // The sandbox cannot have answered: its history is still held. The rows are the cache's.
      expect(await listedIds(second)).toEqual(ids);
      expect(sandbox.processId()).toBeUndefined(); // known only once the sandbox answers

      await openGate();
      // The session's first sync is still running and takes the new entry; this request is served
      // by the one follow-up sync queued behind it, which finds nothing more (issue 33 item 7).
      await callCore(second, 'history.sync', {});
      expect(await listedIds(second)).toEqual([made.id, ...ids]);
    } finally {
      if (!gateOpen) await openGate(); // else closing would wait on a sandbox that never answers
      await second.close();
    }
  });
});
