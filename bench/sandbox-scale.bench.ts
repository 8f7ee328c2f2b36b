import { randomUUID } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { embeddedSandbox, type SandboxAccount } from '../electron/core/session';
import { startSandbox } from '../electron/sandbox/server';
import { callApi, makeTempDir } from '../tests/helpers/test-sandbox';
import { childrenMemoryMb } from './process-memory';
import { percentile, type Bench, type BenchRow } from './types';
import { growthRows, sizeLabel } from './growth';
import { generate, loopDelayDuring } from './sandbox-event-loop.bench';

/**
 * The embedded sandbox with a large history (entries written straight into its log; their audio
 * files are not made, which no figure here reads), started as the studio starts it (its own
 * process): open time, its RSS, a history page, and the event-loop delay the core (this process)
 * sees while the sandbox opens and during a generation. Floors beside: the same sandbox empty, and
 * a bare authorised loopback GET of the dialect list.
 */
const SIZES = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000,200000').split(',').map(Number);
const GOAL_LOOP_MS = 50;
const sentence = 'يسعدنا أن نرحب بكم في استوديو صوت للنطق العربي الطبيعي والواضح. ';

async function writeLog(dataDir: string, count: number, voice: { id: string; name: string }): Promise<void> {
  const out = createWriteStream(join(dataDir, 'histories.jsonl'));
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const at = start + i * 60_000;
    const entry = {
      id,
      script: `${sentence.repeat(1 + (i % 4))}${i}`,
      createdAt: new Date(at).toISOString(),
      visibleAt: at,
      ttsVoice: { name: voice.name, dialect: { languageCode: 'msa', language: 'ar' } },
      ttsVoiceId: voice.id,
      audioFile: `${id}.wav`,
      durationMs: 4_000,
      engine: 'synthetic',
    };
    if (!out.write(`${JSON.stringify({ add: entry })}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function timed(work: () => Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return percentile(samples, 50);
}

/** One sandbox's figures; the empty sandbox's (size 0) are the floors printed beside the others. */
interface SandboxFigures {
  size: number;
  openMs: number;
  openP99: number;
  openMax: number;
  rssMb: number;
  coreRssGrowthMb: number;
  pageMs: number;
  farPageMs: number;
  dialectsMs: number;
  generationP99: number;
  generationMax: number;
  generationMs: number;
  idleP99: number;
  idleMax: number;
}

async function measure(size: number): Promise<SandboxFigures> {
  const studioDir = makeTempDir('sawt-sandbox-scale-');
  // Where the studio's embedded sandbox keeps its data (embedded-sandbox.ts).
  const dataDir = join(studioDir, 'sandbox');
  try {
    const seeding = await startSandbox({ dataDir, speech: 'synthetic' });
    const voice = (await callApi(seeding, '/v2/tts/voices/default/current')).body.data as { id: string; name: string };
    await seeding.close();
    if (size > 0) await writeLog(dataDir, size, voice);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const provider = embeddedSandbox(studioDir);
    const opened: { sandbox?: SandboxAccount; error?: string } = {};
    // The core asks for the sandbox (a session's first service call) and keeps serving while it starts.
    const opening = await loopDelayDuring(async () => {
      const started = await provider.account();
      if (started.ok) opened.sandbox = started.value;
      else opened.error = started.error.message;
    });
    const sandbox = opened.sandbox;
    if (!sandbox) throw new Error(`the sandbox with ${size} entries did not open: ${opened.error}`);
    try {
      const pageMs = await timed(() => callApi(sandbox, '/v2/tts/histories?page=1&perPage=50'), 20);
      const farPageMs = await timed(() => callApi(sandbox, `/v2/tts/histories?page=${Math.max(1, Math.floor(size / 50))}&perPage=50`), 5);
      const dialectsMs = await timed(() => callApi(sandbox, '/v2/tts/dialects'), 20);
      await generate(sandbox, voice.id, 'تسخين.');
      const loop = await loopDelayDuring(() => generate(sandbox, voice.id, sentence.repeat(15).trim()));
      // The floor: the same monitor over an idle wait (on a loaded machine the loop is late anyway).
      const idle = await loopDelayDuring(() => sleep(3_000));
      return {
        size,
        openMs: opening.wallMs,
        openP99: opening.p99,
        openMax: opening.max,
        rssMb: childrenMemoryMb('VmRSS') ?? Number.NaN,
        coreRssGrowthMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20,
        pageMs,
        farPageMs,
        dialectsMs,
        generationP99: loop.p99,
        generationMax: loop.max,
        generationMs: loop.wallMs,
        idleP99: idle.p99,
        idleMax: idle.max,
      };
    } finally {
      await provider.close();
    }
  } finally {
    rmSync(studioDir, { recursive: true, force: true });
  }
}

function sizeRows(f: SandboxFigures, empty: SandboxFigures): BenchRow[] {
  const group = bench.group;
  const at = sizeLabel(f.size);
  const idle = `floor (idle 3 s) p99 ${f.idleP99.toFixed(1)} ms, max ${f.idleMax.toFixed(1)} ms`;
  const loopGoal = (p99: number) => ({ goal: `<= ${GOAL_LOOP_MS} ms`, meets: p99 <= GOAL_LOOP_MS });
  return [
    {
      group,
      name: `${at}: open (process start + log read), wall`,
      value: f.openMs,
      unit: 'ms',
      note: `fork → the sandbox answers that it listens; floor: the empty sandbox ${empty.openMs.toFixed(0)} ms`,
    },
    {
      group,
      name: `${at}: core's event-loop p99 while the sandbox opens`,
      value: f.openP99,
      unit: 'ms',
      ...loopGoal(f.openP99),
      note: `max ${f.openMax.toFixed(1)} ms; ${idle}`,
    },
    {
      group,
      name: `${at}: sandbox process RSS after open and use`,
      value: f.rssMb,
      unit: 'MB',
      note: `its own process; floor: the empty sandbox ${empty.rssMb.toFixed(0)} MB; the core's RSS grew ${f.coreRssGrowthMb.toFixed(1)} MB`,
    },
    {
      group,
      name: `${at}: history page 1 (50), median`,
      value: f.pageMs,
      unit: 'ms',
      note: `floor: dialect list GET ${f.dialectsMs.toFixed(2)} ms; the empty sandbox's page 1 ${empty.pageMs.toFixed(2)} ms`,
    },
    {
      group,
      name: `${at}: history last page (50), median`,
      value: f.farPageMs,
      unit: 'ms',
      note: `floor: dialect list GET ${f.dialectsMs.toFixed(2)} ms`,
    },
    {
      group,
      name: `${at}: core's event-loop p99 during a generation`,
      value: f.generationP99,
      unit: 'ms',
      ...loopGoal(f.generationP99),
      note: `max ${f.generationMax.toFixed(1)} ms over ${f.generationMs.toFixed(0)} ms; ${idle}`,
    },
  ];
}

export const bench: Bench = {
  group: 'sandbox at scale',
  async run(): Promise<BenchRow[]> {
    await measure(0); // warms the host's compile cache (from source, tsx), so the floor is not a cold compile
    const empty = await measure(0);
    const figures: SandboxFigures[] = [];
    for (const size of SIZES) figures.push(await measure(size));
    return [
      ...figures.flatMap((f) => sizeRows(f, empty)),
      ...growthRows(bench.group, figures, [
        ['openMs', 'sandbox open'],
        ['rssMb', 'sandbox RSS'],
        ['pageMs', 'history page 1'],
        ['farPageMs', 'history last page'],
        ['generationP99', "core's loop p99 during a generation"],
      ]),
    ];
  },
};
