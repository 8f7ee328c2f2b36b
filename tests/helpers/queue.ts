import { expect } from 'vitest';
import { ok, type OperationName, type Result } from '../../shared/contract';
import type { Chapter, Project, QueueRunState, QueueState } from '../../shared/model/projects';
import type { VoiceCard } from '../../shared/model/voices';
import { dispatch } from '../../electron/core/dispatch/dispatch';
import { createCore } from '../../electron/core/core';
import { projectsHomeOf, queuesOf, type QueueLimits } from '../../electron/core/projects';
import { InMemorySecretStore } from './in-memory-secret-store';
import { existingSandbox, type SandboxAccount } from '../../electron/core/session';
import { unwrap, type RigCore } from './core-rig';
import { callOk, catalogueVoices } from './projects';

/** Helpers of the generation queue's tests: a project with a voice, the queue's waits and its rows. */

/** Six paragraphs of a short story, different words in each. */
export const sixParagraphs = [
  'في صباح يوم هادئ خرجت سارة إلى الشاطئ القريب من البيت، وكان البحر ساكنا والنوارس تحوم فوق القوارب.',
  'جلست على صخرة كبيرة تراقب الصيادين وهم يعودون بشباكهم الممتلئة، وتسمع أصواتهم تتعالى بالضحك.',
  'ثم تذكرت أن أمها طلبت منها أن تشتري الخبز من المخبز القديم في آخر الشارع قبل الظهر.',
  'مشت في الطريق الضيق بين البيوت البيضاء، وحيت جارتها العجوز التي كانت تسقي الزهور على الشرفة.',
  'وعند المخبز وجدت صفا طويلا من الناس ينتظرون، فوقفت في آخره وهي تفكر في رحلة الغد.',
  'عادت إلى البيت والخبز الساخن بين يديها، فاستقبلتها أمها بابتسامة وقالت إن الغداء جاهز.',
];

/** Arabic voices of the catalogue that have a dialect (what a project is read in). */
export const arabicVoices = async (core: RigCore): Promise<VoiceCard[]> =>
  (await catalogueVoices(core)).filter((voice) => voice.language === 'ar' && voice.dialectCode);

/** A project of these paragraphs, read in the voice. */
export async function projectWithVoice(core: RigCore, paragraphs: readonly string[], voice: VoiceCard, name = 'Queue'): Promise<Project> {
  const project = await callOk<Project>(core, 'projects.create', { name, text: paragraphs.join('\n\n') });
  return callOk<Project>(core, 'projects.updateSettings', {
    projectId: project.id,
    settings: { voiceId: voice.id, dialectCode: voice.dialectCode },
  });
}

/** Shorter waits for tests (the defaults wait as long as a real service may need). */
export function configureQueue(core: RigCore, limits: Partial<QueueLimits>): void {
  const context = core.core.context;
  queuesOf(context, projectsHomeOf(context), context.events).configure(limits);
}

export const queueStatus = (core: RigCore, projectId: string) => callOk<QueueState>(core, 'queue.status', { projectId });

/** Waits until the queue is in this state (idle: the run is over) and answers it. */
export async function queueReaches(core: RigCore, projectId: string, state: QueueRunState, timeout = 60_000): Promise<QueueState> {
  await expect.poll(async () => (await queueStatus(core, projectId)).state, { timeout, interval: 50 }).toBe(state);
  return queueStatus(core, projectId);
}

export interface JobTrace {
  blockId: string;
  state: string;
  sentMs: number | null;
  answeredMs: number | null;
  attempts: number;
  historyId: string | null;
  spokenText: string | null;
  /** The lexicons the spoken text was read with (null: not sent yet). */
  lexiconDigest: string | null;
}

/** The project's job rows in queue order, as the work database holds them. */
export async function jobTraces(core: RigCore, projectId: string): Promise<JobTrace[]> {
  const rows = await projectsHomeOf(core.core.context).use(({ work }) =>
    ok(
      work.db
        .prepare(
          `SELECT block_id AS blockId, state, sent_ms AS sentMs, answered_at AS answeredAt, attempts, history_id AS historyId,
             spoken_text AS spokenText, lexicon_digest AS lexiconDigest FROM queue_jobs WHERE project_id = ? ORDER BY seq`,
        )
        .all(projectId) as Array<Omit<JobTrace, 'answeredMs'> & { answeredAt: string | null }>,
    ),
  );
  return unwrap(rows).map(({ answeredAt, ...row }) => ({ ...row, answeredMs: answeredAt ? Date.parse(answeredAt) : null }));
}

/** The most requests that were out at once, from the rows' send and answer times. */
export function mostAtOnce(traces: readonly JobTrace[]): number {
  const edges = traces.flatMap((t) =>
    t.sentMs !== null && t.answeredMs !== null ? [[t.sentMs, 1] as const, [t.answeredMs, -1] as const] : [],
  );
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let out = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (out += step));
  return most;
}

/** How many clips of exactly this text the service's History holds. */
export async function clipsOfText(core: RigCore, text: string): Promise<number> {
  const session = await core.session();
  let count = 0;
  for (let page = 1; ; page++) {
    const read = unwrap(await session.client.listHistory({ page, perPage: 100 }));
    count += read.ttsHistories.filter((entry) => entry.script === text).length;
    if (page >= read.totalPages || read.ttsHistories.length === 0) return count;
  }
}

export const statuses = (chapter: Chapter) => chapter.blocks.map((block) => block.status);

/**
 * A core on a data directory and a sandbox of the test's choosing (a sandbox in its own process,
 * a directory a killed core left), with the rig core's helpers; the caller closes it.
 */
export async function startCoreOn(account: SandboxAccount, dataDir: string): Promise<RigCore> {
  const secrets = new InMemorySecretStore();
  const core = await createCore({ dataDir, version: 'test', secrets, sandbox: existingSandbox(account) });
  const events: RigCore['events'] = [];
  core.events.subscribe((name, payload) => events.push({ name, payload }));
  let closing: Promise<void> | undefined;
  return {
    core,
    dataDir,
    secrets,
    events,
    call: <T>(name: OperationName, input: unknown = {}) => dispatch(core.handlers, name, input, { transport: 'web' }) as Promise<Result<T>>,
    session: async () => unwrap(await core.context.sessions.current()),
    close: () => (closing ??= core.close()),
  };
}
