import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { OperationName, Result } from '../shared/contract';
import type { Chapter, Project, ProjectEstimate } from '../shared/model/projects';
import type { VoiceCard, VoiceList } from '../shared/model/voices';
import { defaultReadAsSettings, readAs } from '../shared/read-as';
import { dispatch } from '../electron/core/dispatch/dispatch';
import { createCore, type Core } from '../electron/core/core';
import { historyRowParams, upsertHistoryRows } from '../electron/core/history';
import { workFileOf } from '../electron/core/projects';
import { InMemorySecretStore } from '../tests/helpers/in-memory-secret-store';
import { existingSandbox } from '../electron/core/session';
import { startTestSandbox, type TestSandbox } from '../tests/helpers/test-sandbox';
import { percentile, type Bench, type BenchRow } from './types';
import { projectsHomeOf } from '../electron/core/projects';
import { lexiconChangeFigures } from './projects-lexicon-change';
import { generateInCore } from './generation-road';

const group = 'projects';
const blocks = 2_000;
const runs = 20;

/** ~300 characters of Arabic prose with numbers (read-as has work to do), different per paragraph. */
function paragraph(index: number): string {
  return `الفقرة رقم ${index + 1}: في صباح يوم من أيام الخريف خرجت سارة إلى الشاطئ كعادتها، وكان البحر هادئا والنوارس تحوم فوق القوارب الراسية عند الميناء القديم. دفعت ${index % 90} ريالا ثمنا للخبز، ثم عادت إلى البيت في الساعة ${(index % 12) + 1}:30 مع ${index % 40} صديقا من الحي.`;
}

async function call<T>(core: Core, name: OperationName, input: unknown): Promise<T> {
  const result = (await dispatch(core.handlers, name, input, { transport: 'web' })) as Result<T>;
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

const startCore = (dataDir: string, sandbox: TestSandbox) =>
  createCore({ dataDir, version: 'bench', secrets: new InMemorySecretStore(), sandbox: existingSandbox(sandbox) });

async function arabicVoice(core: Core): Promise<string> {
  await call<VoiceList>(core, 'voices.list', { refresh: true });
  for (let i = 0; i < 200; i++) {
    const voice = (await call<VoiceList>(core, 'voices.list', {})).voices.find((v) => v.language === 'ar' && v.dialectCode);
    if (voice) return voice.id;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the catalogue did not load');
}

/** A project of one 2,000-block chapter (the worst first chapter), every block with a chosen take whose row History has. */
async function bigProject(core: Core): Promise<{ project: Project; voiceId: string; createMs: number }> {
  const voiceId = await arabicVoice(core);
  const start = performance.now();
  const project = await call<Project>(core, 'projects.create', {
    name: 'Big',
    text: Array.from({ length: blocks }, (_, i) => paragraph(i)).join('\n\n'),
  });
  const createMs = performance.now() - start;
  await call(core, 'projects.updateSettings', { projectId: project.id, settings: { voiceId } });
  const jobs = await projectsHomeOf(core.context).blocks.jobs(project.id);
  if (!jobs.ok) throw new Error(jobs.error.message);
  const session = await core.context.sessions.current();
  if (!session.ok) throw new Error(session.error.message);
  const rows = jobs.value.map((job) => {
    const historyId = randomUUID();
    return {
      job,
      historyId,
      row: historyRowParams(
        { id: historyId, audio: 'x', script: job.spokenText, createdAt: new Date().toISOString(), ttsVoiceId: voiceId },
        null,
      ),
    };
  });
  upsertHistoryRows(
    session.value.cache,
    rows.map((r) => r.row),
  );
  for (const { job, historyId } of rows)
    await projectsHomeOf(core.context).blocks.recordTake({ blockId: job.blockId, historyId, contentHash: job.contentHash, voiceId });
  return { project, voiceId, createMs };
}

/** The same reads as raw SQL on a bare connection: what no handler can beat. */
function floorOf(path: string, projectId: string, chapterId: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    db.prepare('SELECT * FROM projects WHERE id = ?').get(projectId);
    db.prepare('SELECT * FROM chapters WHERE project_id = ? ORDER BY position').all(projectId);
    db.prepare(
      'SELECT b.*, ch.history_id FROM blocks b LEFT JOIN block_choices ch ON ch.block_id = b.id WHERE b.chapter_id = ? ORDER BY b.position',
    ).all(chapterId);
    samples.push(performance.now() - start);
  }
  db.close();
  return percentile(samples, 50);
}

async function openFigures(sandbox: TestSandbox): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-projects-'));
  try {
    let core = await startCore(dataDir, sandbox);
    const { project, createMs } = await bigProject(core);
    const chapterId = project.chapters[0]!.id;
    const directory = (await core.context.sessions.current()) as { ok: true; value: { directory: string } };
    await core.close();

    // A restart: the first open pays for opening projects.sqlite (quick_check included) and the session.
    core = await startCore(dataDir, sandbox);
    let start = performance.now();
    await call<Project>(core, 'projects.get', { projectId: project.id });
    const chapter = await call<Chapter>(core, 'chapters.get', { chapterId });
    const coldMs = performance.now() - start;
    if (chapter.blocks.length !== blocks || chapter.blocks.some((b) => b.status !== 'generated'))
      throw new Error('the big chapter did not read back whole');
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      await call<Project>(core, 'projects.get', { projectId: project.id });
      await call<Chapter>(core, 'chapters.get', { chapterId });
      warm.push(performance.now() - start);
    }
    // A project voice change re-hashes every block (read-as is not run again: same dialect).
    const voices = (await call<VoiceList>(core, 'voices.list', {})).voices.filter((v) => v.language === 'ar');
    start = performance.now();
    await call(core, 'projects.updateSettings', { projectId: project.id, settings: { voiceId: voices[1]!.id } });
    const voiceMs = performance.now() - start;
    // A read-as change reads every block again; its floor is read-as over the same texts.
    start = performance.now();
    await call(core, 'projects.updateSettings', {
      projectId: project.id,
      settings: { readAs: { enabled: true, rules: { money: false }, overrides: {} } },
    });
    const readAsMs = performance.now() - start;
    start = performance.now();
    for (let i = 0; i < blocks; i++) readAs(paragraph(i), { ...defaultReadAsSettings(), dialect: 'msa' });
    const readAsFloor = performance.now() - start;
    const lexiconRows = await lexiconChangeFigures(
      core,
      call,
      group,
      chapterId,
      Array.from({ length: blocks }, (_, i) => paragraph(i)),
    );
    await core.close();
    const floor = floorOf(workFileOf(directory.value.directory), project.id, chapterId);
    const warmP50 = percentile(warm, 50);
    return [
      {
        group,
        name: `open a ${blocks}-block project to its first chapter, first after a restart`,
        value: coldMs,
        unit: 'ms',
        goal: '<= 300 ms',
        meets: coldMs <= 300,
        note: `projects.get + chapters.get through dispatch; floor (raw SQL of the same rows) ${floor.toFixed(2)} ms`,
      },
      {
        group,
        name: `open a ${blocks}-block project to its first chapter, p50`,
        value: warmP50,
        unit: 'ms',
        goal: '<= 300 ms',
        meets: warmP50 <= 300,
        note: `${runs} runs; floor ${floor.toFixed(2)} ms (${(warmP50 / floor).toFixed(1)}x)`,
      },
      {
        group,
        name: `change the project voice (${blocks} hashes)`,
        value: voiceMs,
        unit: 'ms',
        note: 'same dialect: read-as not run again',
      },
      {
        group,
        name: `change read-as (${blocks} blocks read again)`,
        value: readAsMs,
        unit: 'ms',
        note: `floor: read-as of the same texts ${readAsFloor.toFixed(0)} ms`,
      },
      {
        group,
        name: `create a ${blocks}-block project from its text (one transaction)`,
        value: createMs,
        unit: 'ms',
        note: 'cut, read-as and hash of every block',
      },
      ...lexiconRows,
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Paragraphs of ~1,000 characters, 30,000 characters of Arabic prose in all. */
function estimateText(): string {
  const paragraphs: string[] = [];
  for (let i = 0; paragraphs.join('\n\n').length < 30_000; i++) paragraphs.push([0, 1, 2].map((k) => paragraph(i * 3 + k)).join(' '));
  return paragraphs.join('\n\n');
}

/**
 * The estimate against the real thing: a few clips of the voice teach its rate, then a
 * 30,000-character project is estimated, generated block by block on the sandbox's espeak, and the
 * estimate compared with the clips' real total duration.
 */
async function estimateFigures(): Promise<BenchRow[]> {
  const sandbox = await startTestSandbox({ speech: 'espeak' });
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-bench-estimate-'));
  const core = await startCore(dataDir, sandbox);
  try {
    const voiceId = await arabicVoice(core);
    const voice = await call<VoiceCard>(core, 'voices.get', { voiceId });
    // History's clips are made as the studio sends them: read as the preview reads them.
    const readAsOptions = { ...defaultReadAsSettings(), dialect: voice.dialectCode };
    for (let i = 0; i < 3; i++) await generateInCore(core, { voiceId, script: paragraph(900 + i), readAs: readAsOptions });
    const text = estimateText();
    const project = await call<Project>(core, 'projects.create', { name: 'Estimate', text });
    await call(core, 'projects.updateSettings', { projectId: project.id, settings: { voiceId } });
    const estimate = await call<ProjectEstimate>(core, 'projects.estimate', { projectId: project.id });
    const jobs = await projectsHomeOf(core.context).blocks.jobs(project.id);
    if (!jobs.ok) throw new Error(jobs.error.message);
    let actualMs = 0;
    for (const job of jobs.value) {
      const clip = await generateInCore(core, { voiceId, script: job.spokenText, config: job.config });
      actualMs += clip.durationMs ?? 0;
    }
    const error = (estimate.expectedMs - actualMs) / actualMs;
    return [
      {
        group,
        name: 'estimate vs real duration, 30,000 characters (espeak), error in %',
        value: error * 100,
        unit: 'count',
        goal: 'within ±10 %',
        meets: Math.abs(error) <= 0.1,
        note: `expected ${(estimate.expectedMs / 1000).toFixed(0)} s, real ${(actualMs / 1000).toFixed(0)} s; ${text.length} characters written, ${estimate.chars} to send in ${estimate.requests} requests; rate from ${estimate.rates[0]?.from} (${estimate.rates[0]?.samples} clips)`,
      },
    ];
  } finally {
    await core.close();
    await sandbox.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const bench: Bench = {
  group,
  async run() {
    const sandbox = await startTestSandbox();
    try {
      return [...(await openFigures(sandbox)), ...(await estimateFigures())];
    } finally {
      await sandbox.dispose();
    }
  },
};
