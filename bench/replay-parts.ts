import type { Page } from '@playwright/test';
import { percentile, type BenchRow } from './types';
import { respondWithAudio } from '../electron/core/audio/respond-audio';
import { markPlayed } from '../electron/core/history/cache-hygiene';
import { getHistoryRow } from '../electron/core/history/history-store';
import type { ProfileSession } from '../electron/core/session';
import type { WebHarness } from '../tests/helpers/web-harness';
import { openMedia } from '../tests/helpers/media-request';

/** Click → 'playing' for one URL, by the page's clock; a fresh query each time so nothing is reused. */
export function playTimed(page: Page, src: string): Promise<number> {
  const fresh = `${src}${src.includes('?') ? '&' : '?'}t=${Math.random()}`;
  return page.evaluate(`new Promise((done, fail) => {
    const audio = new Audio();
    const start = performance.now();
    audio.addEventListener('playing', () => { done(performance.now() - start); audio.pause(); audio.src = ''; });
    audio.addEventListener('error', () => fail(new Error('audio error')));
    audio.src = ${JSON.stringify(fresh)};
    void audio.play();
  })`);
}

/** p50 of `times` runs of `work`, after one unmeasured run. */
async function timed(times: number, work: () => unknown): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return percentile(samples, 50);
}

/** The studio's side of a cached play, part by part, in this process and over loopback HTTP. */
export async function routeParts(harness: WebHarness, session: ProfileSession, id: string, group: string): Promise<BenchRow[]> {
  const times = 50;
  const hash = getHistoryRow(session.cache, id)?.audioHash ?? '';
  const firstChunk = async (range: string) => {
    const response = await respondWithAudio(harness.core.audio, 'history', id, 'GET', range);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
  };
  const answerHead = async () => (await respondWithAudio(harness.core.audio, 'history', id, 'GET', 'bytes=0-')).body?.cancel();
  const overHttp = async (whole: boolean) => {
    const response = await openMedia(harness.server, id, { range: 'bytes=0-' });
    const body = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    if (!whole) {
      await body.next();
      response.destroy();
      return;
    }
    while (!(await body.next()).done);
  };
  const parts: Array<[string, () => unknown, string]> = [
    ['row lookup (SQLite read by id)', () => getHistoryRow(session.cache, id), 'the history row, its audio hash'],
    ['file check (realpath + stat inside the store)', () => session.audioStore.pathOf(hash), 'hash → path, refused outside the store'],
    ['play recorded (SQLite write)', () => markPlayed(session.cache, id), 'the eviction order'],
    ['route lookup, all of it', () => harness.core.audio.resolveForPlayer('history', id), 'kind → feature → the three above'],
    ['answer head (lookup + stat + headers and range)', () => answerHead(), 'the Response, no byte read'],
    ['first byte, in process', () => firstChunk('bytes=0-'), 'file opened, first chunk read'],
    ['first byte over loopback HTTP', () => overHttp(false), 'token, Host/Origin checks, the route, first body chunk'],
    ['first answer whole over loopback HTTP', () => overHttp(true), "everything a player's first request (bytes=0-) is sent"],
  ];
  const rows: BenchRow[] = [];
  for (const [name, work, note] of parts) {
    rows.push({ group, name: `cached clip, studio side: ${name}, p50`, value: await timed(times, work), unit: 'ms', note });
  }
  return rows;
}

/** Plays each source once per round, round after round, so a burst of load falls on all of them alike. */
export async function playInterleaved(rounds: number, sources: Array<[Page, string]>): Promise<number[]> {
  for (const [page, src] of sources) await playTimed(page, src); // warm each page's route and decoder
  const samples = sources.map((): number[] => []);
  for (let i = 0; i < rounds; i++) {
    for (const [k, [page, src]] of sources.entries()) samples[k]!.push(await playTimed(page, src));
  }
  return samples.map((s) => percentile(s, 50));
}
