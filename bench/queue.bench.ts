import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationName, Result } from '../shared/contract';
import type { Project, QueueState } from '../shared/model/projects';
import type { VoiceList } from '../shared/model/voices';
import { dispatch } from '../electron/core/dispatch/dispatch';
import { createCore, type Core } from '../electron/core/core';
import { projectsHomeOf } from '../electron/core/projects';
import { InMemorySecretStore } from '../tests/helpers/in-memory-secret-store';
import { existingSandbox } from '../electron/core/session';
import { startSandboxProcess, type SandboxProcess } from '../tests/helpers/sandbox-process';
import type { Bench, BenchRow } from './types';
import { generateInCore } from './generation-road';

/**
 * What the generation queue costs beside the bare generation road: the same blocks' spoken texts
 * sent one by one on the bare generation road (generation-road.ts), then as a project through the queue (durable rows written
 * before and after each request, takes recorded, progress and events). The sandbox runs in a
 * process of its own, so this process's CPU time is the core's (and the bench's) alone; CPU time,
 * not wall time, is compared (the machine is shared).
 */
const group = 'queue';
const blocks = 40;

const paragraph = (i: number) =>
  `الفقرة رقم ${i + 1}: خرجت سارة إلى الشاطئ كعادتها، وكان البحر هادئا والنوارس تحوم فوق القوارب الراسية عند الميناء القديم في اليوم ${i + 1}.`;

async function call<T>(core: Core, name: OperationName, input: unknown): Promise<T> {
  const result = (await dispatch(core.handlers, name, input, { transport: 'web' })) as Result<T>;
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

async function arabicVoice(core: Core): Promise<{ id: string; dialectCode: string }> {
  await call<VoiceList>(core, 'voices.list', { refresh: true });
  for (let i = 0; i < 200; i++) {
    const voice = (await call<VoiceList>(core, 'voices.list', {})).voices.find((v) => v.language === 'ar' && v.dialectCode);
    if (voice) return { id: voice.id, dialectCode: voice.dialectCode! };
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the catalogue did not load');
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function project(core: Core, voice: { id: string; dialectCode: string }, tag: string): Promise<Project> {
  const made = await call<Project>(core, 'projects.create', {
    name: tag,
    text: Array.from({ length: blocks }, (_, i) => `${tag} ${paragraph(i)}`).join('\n\n'),
  });
  return call<Project>(core, 'projects.updateSettings', {
    projectId: made.id,
    settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
  });
}

async function figures(sandbox: SandboxProcess): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-queue-'));
  const core = await createCore({
    dataDir,
    version: 'bench',
    secrets: new InMemorySecretStore(),
    sandbox: existingSandbox(sandbox.account),
  });
  try {
    const voice = await arabicVoice(core);
    // Bare: the spoken texts of a project's blocks, each through the one generation road.
    const bare = await project(core, voice, 'أ');
    const jobs = await projectsHomeOf(core.context).blocks.jobs(bare.id);
    if (!jobs.ok) throw new Error(jobs.error.message);
    let cpu = process.cpuUsage();
    let wall = performance.now();
    for (const job of jobs.value) await generateInCore(core, { voiceId: voice.id, script: job.spokenText, config: job.config });
    const bareCpu = cpuMs(cpu) / blocks;
    const bareWall = (performance.now() - wall) / blocks;

    // The queue: another project of as many blocks (other words, so nothing is a take already).
    const queued = await project(core, voice, 'ب');
    const before = await sandbox.posts();
    cpu = process.cpuUsage();
    wall = performance.now();
    await call<QueueState>(core, 'queue.start', { projectId: queued.id });
    for (;;) {
      const state = await call<QueueState>(core, 'queue.status', { projectId: queued.id });
      if (state.state === 'idle') break;
      await new Promise((done) => setTimeout(done, 25));
    }
    const queueCpu = cpuMs(cpu) / blocks;
    const queueWall = (performance.now() - wall) / blocks;
    const sent = (await sandbox.posts()) - before;
    return [
      {
        group,
        name: `bare generation (generation road), CPU per block`,
        value: bareCpu,
        unit: 'ms',
        note: `${blocks} blocks one at a time; wall ${bareWall.toFixed(1)} ms a block`,
      },
      {
        group,
        name: `queue, CPU per block`,
        value: queueCpu,
        unit: 'ms',
        note: `overhead ${(queueCpu - bareCpu).toFixed(2)} ms a block (${(queueCpu / bareCpu).toFixed(2)}x bare); two in flight: wall ${queueWall.toFixed(1)} ms a block; ${sent} requests for ${blocks} blocks`,
      },
    ];
  } finally {
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const bench: Bench = {
  group,
  async run() {
    const sandbox = await startSandboxProcess();
    try {
      return await figures(sandbox);
    } finally {
      await sandbox.stop();
    }
  },
};
