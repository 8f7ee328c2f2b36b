import { expect, test } from './fixtures';

/*
 * The first visit to Voices with nothing saved yet, over a slow service: while the catalogue is on
 * its way the screen says it is loading, in English and Arabic. Before, it said no voices were
 * saved and offered "Load voices now" beside a Refresh already at work.
 */

// Needs an empty voice cache: a core of this file's own.
test.use({ historyOwner: 'voices-first-load' });

test.afterEach(({ web }) => web.sandbox.faults.reset());

test('an empty cache being filled says "Loading voices…", not "No voices are saved yet"', async ({ web, openStudio }) => {
  web.sandbox.faults.set({ rules: [{ route: 'voiceList', kind: 'latency', latencyMs: 4_000 }] });
  const page = await openStudio('en-US');
  await page.getByRole('navigation').getByRole('button', { name: 'Voices', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refreshing…' })).toBeVisible();
  await expect(page.getByText('Loading voices…')).toBeVisible();
  await expect(page.getByText('No voices are saved yet', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load voices now' })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
});
