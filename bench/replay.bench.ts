import { statSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { percentile, type Bench, type BenchRow } from './types';
import { startBareMediaServer } from './bare-media-server';
import { playInterleaved, playTimed, routeParts } from './replay-parts';
import { generateReplayClip, openStudioPage } from './replay-app-player';
import { startWebHarness, type WebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { cachedHashOf, evictClip } from '../tests/helpers/media-request';
import { mediaPath } from '../shared/contract';
import { getHistoryRow } from '../electron/core/history/history-store';
import { playerPartBytes } from '../electron/core/history/history-audio';
import type { ProfileSession } from '../electron/core/session';
import { seedCache } from './history-scale-seed';
import { growthRows, sizeLabel } from './growth';

const group = 'replay (web mode, Chromium)';
const rounds = 10;
const sizes = (process.env.SAWT_BENCH_HISTORY_SIZES ?? '10000,50000,200000').split(',').map(Number);

/**
 * A distant service, for the uncached side of the comparison: the sandbox is on loopback, which no
 * real service is. 40 ms before each request is handled (a round trip to a regional cloud) and
 * 50 Mbit/s for the file. Stated in the figures' notes, so the ratio is read with its assumptions.
 */
const serviceLike = { latencyMs: 40, bytesPerSecond: 6_250_000 };

/** The player leaves at 'playing'; the download it began goes on. The next round starts once it is filed. */
async function untilCached(session: ProfileSession, id: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; cachedHashOf(session, id) === null;) {
    if (Date.now() > deadline) throw new Error('the clip was never cached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timeRounds(page: Page, src: () => Promise<string>, after?: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    samples.push(await playTimed(page, await src()));
    await after?.();
  }
  return percentile(samples, 50);
}

/**
 * A cached clip, played by the app's page through the studio's route, beside the parts of the
 * route and its floors: the same URL on an empty page of the studio's origin (the app page's own
 * cost is the difference), and the same file from a bare loopback server, whole and in the
 * studio's parts, played by the same player. All four are played in turn in each round.
 */
async function cachedReplay(
  harness: WebHarness,
  session: ProfileSession,
  id: string,
  context: BrowserContext,
  page: Page,
): Promise<BenchRow[]> {
  const path = session.audioStore.pathOf(getHistoryRow(session.cache, id)?.audioHash ?? '');
  if (!path) throw new Error('the clip is not cached');
  const parts = await routeParts(harness, session, id, group);
  const bare = await startBareMediaServer(path, 'audio/wav');
  try {
    const empty = await context.newPage();
    // A 404 page: the studio's origin and cookie, none of its app.
    await empty.goto(`${harness.server.origin}/api/no-such-route`);
    const floorPage = await context.newPage();
    await floorPage.goto(`${bare.origin}/`);
    const studio = mediaPath('history', id);
    const [cached, emptyPage, floorWhole, floorParts] = await playInterleaved(rounds * 2, [
      [page, studio],
      [empty, studio],
      [floorPage, bare.whole],
      [floorPage, bare.inParts(playerPartBytes)],
    ]);
    const kb = statSync(path).size / 1024;
    return [
      {
        group,
        name: 'cached clip: play → playing, p50',
        value: cached!,
        unit: 'ms',
        goal: '<= 50 ms',
        meets: cached! <= 50,
        note: `clip ≈ ${kb.toFixed(0)} KB; the app's page, the studio's route, the page's <audio>`,
      },
      ...parts,
      {
        group,
        name: 'cached clip, same URL on an empty studio-origin page, p50',
        value: emptyPage!,
        unit: 'ms',
        note: "the app page's own cost is the difference",
      },
      {
        group,
        name: 'floor: same file, bare loopback server, answered whole, p50',
        value: floorWhole!,
        unit: 'ms',
        note: 'what any static server does: bytes=0- gets the whole file',
      },
      {
        group,
        name: `floor: same file, bare loopback server, in ${playerPartBytes / 1024} KB parts, p50`,
        value: floorParts!,
        unit: 'ms',
        note: "the studio's answer with no studio in between",
      },
      {
        group,
        name: 'cached replay / floor (bare server, whole)',
        value: cached! / floorWhole!,
        unit: 'x',
        note: 'below 1: the studio answers in parts, which a bare server does not',
      },
    ];
  } finally {
    await bare.close();
  }
}

interface UncachedFigures {
  size: number;
  loopback: number;
  distant: number;
  floor: number;
  ratio: number;
}

const service = `${serviceLike.latencyMs} ms per request, ${(serviceLike.bytesPerSecond * 8) / 1e6} Mbit/s`;

/** The clip evicted and replayed, on loopback and on the service-like link, beside the streaming floor. */
async function uncachedReplay(harness: WebHarness, session: ProfileSession, id: string, pages: { studio: Page; bare: Page }) {
  const studio = mediaPath('history', id);
  const uncachedRound = {
    src: async () => (evictClip(session, id), studio),
    after: () => untilCached(session, id),
  };
  const loopback = await timeRounds(pages.studio, uncachedRound.src, uncachedRound.after);
  const signedUrl = async () => {
    const entry = await session.client.getHistoryEntry(id);
    if (!entry.ok) throw new Error(entry.error.message);
    return entry.value.audio;
  };
  harness.sandbox.faults.set(serviceLike);
  try {
    const floor = await timeRounds(pages.bare, signedUrl);
    const distant = await timeRounds(pages.studio, uncachedRound.src, uncachedRound.after);
    return { loopback, distant, floor, ratio: distant / floor };
  } finally {
    harness.sandbox.faults.reset();
  }
}

function uncachedRows(f: UncachedFigures): BenchRow[] {
  const at = `${sizeLabel(f.size)} cached entries`;
  return [
    {
      group,
      name: `${at}: uncached, loopback sandbox: play → playing, p50`,
      value: f.loopback,
      unit: 'ms',
      note: 'entry read + audio streamed as it arrives, over loopback',
    },
    {
      group,
      name: `${at}: uncached, service-like link: play → playing, p50`,
      value: f.distant,
      unit: 'ms',
      note: `${service}; entry read + audio streamed as it arrives`,
    },
    {
      group,
      name: `${at}: streaming floor, service-like link: play → playing, p50`,
      value: f.floor,
      unit: 'ms',
      note: `the service's own URL of the same bytes played directly, same link (${service})`,
    },
    {
      group,
      name: `${at}: uncached replay / streaming floor (service-like link)`,
      value: f.ratio,
      unit: 'x',
      goal: '<= 2x',
      meets: f.ratio <= 2,
      note: 'the studio adds the entry read (one round trip: signed URLs expire) and its own hop',
    },
  ];
}

/**
 * Replay through the studio's own audio route: a cached clip, and the same clip evicted (the row
 * stays, its file goes), which the route streams from the service as it arrives. Beside it the
 * streaming floor: the page plays the service's own (signed) URL of the same bytes over the same
 * throttled link, with no studio in between — what any player of that link could do at best.
 * The uncached replay runs at each history size (SAWT_BENCH_HISTORY_SIZES): the cache then holds
 * that many entries (seeded by SQL as in history-scale); the sandbox holds only the clip.
 */
export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const opened = await harness.core.context.sessions.current();
      if (!opened.ok) throw new Error(opened.error.message);
      const session = opened.value;
      const id = await generateReplayClip(harness);
      const studio = mediaPath('history', id);
      const context = await browser.newContext();
      // The page as a user has it (the app's player itself: replay-app.bench.ts).
      const page = await openStudioPage(harness, context);
      // The floor's page has no studio and no CSP: it plays the service's URL directly.
      const bare = await context.newPage();
      await playTimed(page, studio); // warm the route and the decoder once

      const cachedRows = await cachedReplay(harness, session, id, context, page);
      const figures: UncachedFigures[] = [];
      let seeded = 0;
      for (const size of sizes) {
        await seedCache(session.cache, session.audioStore, seeded, size);
        seeded = size;
        figures.push({ size, ...(await uncachedReplay(harness, session, id, { studio: page, bare })) });
      }
      await context.close();
      return [
        ...cachedRows,
        ...figures.flatMap(uncachedRows),
        ...growthRows(group, figures, [
          ['distant', 'uncached replay, service-like link'],
          ['ratio', 'uncached / streaming floor'],
        ]),
      ];
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
