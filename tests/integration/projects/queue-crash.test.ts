import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockEdit } from '../../../shared/contract/ops/projects';
import type { QueueState } from '../../../shared/model/projects';
import { callOk, chapterOf } from '../../helpers/projects';
import {
  clipsOfText,
  configureQueue,
  jobTraces,
  queueReaches,
  queueStatus,
  sixParagraphs,
  startCoreOn,
  statuses,
} from '../../helpers/queue';
import { startSandboxProcess, type SandboxProcess } from '../../helpers/sandbox-process';

// Issue 30's promise: kill -9 at any moment, restart, Resume — no finished block is sent again.
// The core runs the queue in a child process that is SIGKILLed mid-run; the sandbox runs in a
// process of its own, so its request log outlives the core, as the real service does.
const child = resolve(__dirname, '..', '..', 'helpers', 'queue-kill-child.ts');
const paragraphs = [...sixParagraphs, ...sixParagraphs.map((text) => `${text} وتكرر ذلك في اليوم التالي.`)].slice(0, 10);
let sandbox: SandboxProcess;
const dirs: string[] = [];

beforeAll(async () => {
  // Real synthesis (espeak) takes the service a while per block, so the kill finds requests out,
  // being made, as a real service would go on making them after its caller died.
  sandbox = await startSandboxProcess({}, 'espeak');
}, 120_000);
afterAll(async () => {
  await sandbox.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the queue in a child and SIGKILLs it once the service has received `posts` generation requests. */
async function runAndKill(dataDir: string, posts: number): Promise<{ projectId: string; chapterId: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      SAWT_DATA_DIR: dataDir,
      SAWT_SANDBOX_ACCOUNT: JSON.stringify(sandbox.account),
      SAWT_PARAGRAPHS: JSON.stringify(paragraphs),
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((done) => proc.on('exit', (_code, signal) => done(signal)));
  const project = await new Promise<{ projectId: string; chapterId: string }>((done, fail) => {
    createInterface({ input: proc.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as { name: string; payload: { projectId: string; chapterId: string } };
      if (event.name === 'project') done(event.payload);
    });
    proc.on('exit', (code) => fail(new Error(`the child ended before making its project (${code})`)));
  });
  const before = await sandbox.posts();
  await expect.poll(async () => (await sandbox.posts()) - before, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(posts);
  proc.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return project;
}

describe('kill -9 in the middle of a run', () => {
  it('restart, Resume: every block is generated exactly once; editing one block then sends exactly one request', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-queue-kill-'));
    dirs.push(dataDir);
    const before = await sandbox.posts();
    const { projectId, chapterId } = await runAndKill(dataDir, 2 + Math.floor(Math.random() * 6));

    const core = await startCoreOn(sandbox.account, dataDir);
    try {
      // Settle: longer than the service takes to make a clip on this loaded machine (a clip it was
      // still making when the core died appears only when made; looking must outlast that).
      configureQueue(core, { settleMs: 20_000, lookupPollMs: 100 });
      // The run waits, paused, for the user: what was out when the core died is unsure until looked for.
      const found = await queueStatus(core, projectId);
      expect(found).toMatchObject({ state: 'paused', total: 10, failed: 0 });
      expect(found.done).toBeLessThan(10);
      const traces = await jobTraces(core, projectId);
      expect(traces.filter((t) => t.state === 'sending')).toEqual([]);
      const unsure = traces.filter((t) => t.state === 'unsure');
      expect(found.unsure).toBe(unsure.length);
      // The kill came right after a request reached the service: its answer never came back.
      expect(unsure.length).toBeGreaterThanOrEqual(1);

      expect((await callOk<QueueState>(core, 'queue.resume', { projectId })).state).toBe('running');
      expect(await queueReaches(core, projectId, 'idle')).toMatchObject({ done: 10, failed: 0 });
      const chapter = await chapterOf(core, chapterId);
      expect(statuses(chapter)).toEqual(Array(10).fill('generated'));
      // The service's own record: one request per block, one clip per block's words.
      const after = await jobTraces(core, projectId);
      const sent = (await sandbox.requests()).filter((r) => r.route === 'historyCreate').map((r) => r.at);
      expect(sent.length - before, JSON.stringify({ sent, after })).toBe(10);
      for (const trace of after) expect(await clipsOfText(core, trace.spokenText!)).toBe(1);
      // (A job's row may count two attempts: written `sending`, killed before its request left, sent
      // once after its clip could no longer appear. The service's log above is what counts.)

      const edited = chapter.blocks[4]!;
      await callOk<BlockEdit>(core, 'blocks.update', { blockId: edited.id, text: `${edited.text} وانتهى اليوم.` });
      await callOk<QueueState>(core, 'queue.start', { projectId });
      await queueReaches(core, projectId, 'idle');
      expect((await sandbox.posts()) - before).toBe(11);
      expect(statuses(await chapterOf(core, chapterId))).toEqual(Array(10).fill('generated'));
    } finally {
      await core.close();
    }
  }, 180_000);
});
