import { chromium } from '@playwright/test';
import type { Bench, BenchRow } from './types';
import { appPlayerRows, generateReplayClip, openStudioPage } from './replay-app-player';
import { seedCache } from './history-scale-seed';
import { startWebHarness } from '../tests/helpers/web-harness';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium';
import { mediaPath } from '../shared/contract';

const group = "replay, the app's player (web mode, Chromium)";
const rounds = 20;
/** Enough entries that the list fills its view, as a user's History does; the clip is the newest. */
const entries = 1_000;

/**
 * The cached replay as a user has it: Enter on the clip's History row, through the app's own
 * player (React, the player's store, howler's Howl and its <audio>), to the <audio>'s 'playing';
 * beside its floor, the same URL played by a bare <audio> on the same page. Quick to run alone
 * (`npm run bench -- replay-app`); `replay` runs it with the route's parts and the uncached replay.
 */
export const bench: Bench = {
  group,
  async run(): Promise<BenchRow[]> {
    const harness = await startWebHarness();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      const opened = await harness.core.context.sessions.current();
      if (!opened.ok) throw new Error(opened.error.message);
      await seedCache(opened.value.cache, opened.value.audioStore, 0, entries);
      const id = await generateReplayClip(harness);
      const context = await browser.newContext();
      const page = await openStudioPage(harness, context);
      const rows = await appPlayerRows(page, id, mediaPath('history', id), rounds, group);
      await context.close();
      return rows.map((row) => ({ ...row, note: `${row.note ?? ''}; ${entries.toLocaleString('en')} entries in History` }));
    } finally {
      await browser.close();
      await harness.close();
    }
  },
};
