import type { Page } from '@playwright/test';
import type { FaultRule } from '../../electron/sandbox/faults';
import { sandboxRoutes, type RouteName } from '../../electron/sandbox/http/route-table';
import { expect, test } from './fixtures';

/**
 * History catches up after an outage by itself (issue 33 item 7), as a user sees it in English and
 * Arabic: the sync line says the sync stopped while the service is cut off, and once it is back the
 * clip made meanwhile appears, the line says the history is up to date, and no "could not connect"
 * stays behind. Nobody presses anything after the outage.
 */
test.use({ historyOwner: 'history-catch-up' });
test.setTimeout(90_000);

async function openHistory(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const syncLine = (page: Page) => page.getByTestId('history-sync-status');

test('after an outage the clip made meanwhile appears and the sync line says up to date, unasked', async ({ openStudio, web }) => {
  const english = await openStudio('en-US');
  const arabic = await openStudio('ar-SA');
  await openHistory(english, 'History');
  await openHistory(arabic, 'السجل');
  const voices = await web.sandbox.api('/v2/tts/voices?page=1&perPage=1');
  const voiceId = voices.body.data.voices[0].id as string;

  // Every route the studio uses drops its connections; the test can still make an entry.
  const outage: FaultRule[] = sandboxRoutes
    .filter((r) => r.name !== 'historyCreate')
    .map((r) => ({ kind: 'drop', route: r.name as RouteName }));
  web.sandbox.faults.set({ rules: outage });
  try {
    await english.getByRole('button', { name: 'Sync now' }).click();
    await expect(syncLine(english)).toHaveText('Sync stopped: Could not connect; check the network.', { timeout: 20_000 });
    await expect(syncLine(arabic)).toHaveText('توقفت المزامنة: تعذّر الاتصال؛ تحقّق من الشبكة.');

    const script = 'مقطع وصل أثناء انقطاع الاتصال';
    const made = await web.sandbox.api('/v2/tts/histories', {
      method: 'POST',
      body: { ttsVoiceId: voiceId, script, apiKey: web.sandbox.apiKeyId },
    });
    expect(made.status).toBeLessThan(300);
  } finally {
    web.sandbox.faults.reset();
  }

  for (const [page, upToDate, cannotConnect] of [
    [english, 'Up to date', /Could not connect/],
    [arabic, 'السجل محدَّث', /تعذّر الاتصال/],
  ] as const) {
    await expect(page.getByRole('option', { name: /مقطع وصل أثناء انقطاع الاتصال/ })).toBeVisible({ timeout: 30_000 });
    await expect(syncLine(page)).toHaveText(upToDate);
    await expect(page.getByText(cannotConnect)).toHaveCount(0);
  }
});
