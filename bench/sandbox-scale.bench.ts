import { randomUUID } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { embeddedSandbox, type SandboxAccount } from '../electron/core/session';
import { startSandbox } from '../electron/sandbox/server';
import { callApi, makeTempDir } from '../electron/sandbox/test-support';
import { childrenMemoryMb } from './process-memory';
import { percentile, type Bench, type BenchRow } from './types';
import { generate, loopDelayDuring } from './sandbox-event-loop.bench';

/**
 * The embedded sandbox with a large history (entries written straight into its log; their audio
 * files are not made, which no figure here reads), started as the studio starts it (its own
 * process): open time, its RSS, a history page, and the event-loop delay the core (this process)
 * sees while the sandbox opens and during a generation. Floors beside: the same sandbox empty, and
 * a bare authorised loopback GET of the dialect list.
 */
const SIZES = [10_000, 50_000, 200_000];
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

export const bench: Bench = {
  group: 'sandbox at scale',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const row = (name: string, value: number, unit: BenchRow['unit'], extra: Partial<BenchRow> = {}) =>
      rows.push({ group: bench.group, name, value, unit, ...extra });
    for (const size of [0, ...SIZES]) {
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
        // The core asks for the sandbox (a session opens) and keeps serving while it starts.
        const opening = await loopDelayDuring(async () => {
          const started = await provider.account();
          if (started.ok) opened.sandbox = started.value;
          else opened.error = started.error.message;
        });
        const sandbox = opened.sandbox;
        if (!sandbox) throw new Error(`the sandbox with ${size} entries did not open: ${opened.error}`);
        try {
          const label = size.toLocaleString('en');
          const pageMs = await timed(() => callApi(sandbox, '/v2/tts/histories?page=1&perPage=50'), 20);
          const farPageMs = await timed(
            () => callApi(sandbox, `/v2/tts/histories?page=${Math.max(1, Math.floor(size / 50))}&perPage=50`),
            5,
          );
          const floorMs = await timed(() => callApi(sandbox, '/v2/tts/dialects'), 20);
          await generate(sandbox, voice.id, 'تسخين.');
          const loop = await loopDelayDuring(() => generate(sandbox, voice.id, sentence.repeat(15).trim()));
          // The floor: the same monitor over an idle wait (on a loaded machine the loop is late anyway).
          const idle = await loopDelayDuring(() => sleep(3_000));
          const floor = `floor (idle 3 s) p99 ${idle.p99.toFixed(1)} ms, max ${idle.max.toFixed(1)} ms`;
          row(`${label} entries: open (process start + log read)`, opening.wallMs, 'ms');
          row(`${label} entries: core's event-loop p99 while the sandbox opens`, opening.p99, 'ms', {
            goal: `<= ${GOAL_LOOP_MS} ms`,
            meets: opening.p99 <= GOAL_LOOP_MS,
            note: `max ${opening.max.toFixed(1)} ms; ${floor}`,
          });
          const sandboxRss = childrenMemoryMb('VmRSS');
          row(`${label} entries: sandbox process RSS after open and use`, sandboxRss ?? Number.NaN, 'MB', {
            note: `its own process; the core's RSS grew ${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(1)} MB`,
          });
          row(`${label} entries: history page 1 (50), median`, pageMs, 'ms', { note: `floor (dialect list GET) ${floorMs.toFixed(2)} ms` });
          row(`${label} entries: history last page (50), median`, farPageMs, 'ms');
          row(`${label} entries: core's event-loop p99 during a generation`, loop.p99, 'ms', {
            goal: `<= ${GOAL_LOOP_MS} ms`,
            meets: loop.p99 <= GOAL_LOOP_MS,
            note: `max ${loop.max.toFixed(1)} ms over ${loop.wallMs.toFixed(0)} ms; ${floor}`,
          });
        } finally {
          await provider.close();
        }
      } finally {
        rmSync(studioDir, { recursive: true, force: true });
      }
    }
    return rows;
  },
};
