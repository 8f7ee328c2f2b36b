import { expect, test } from './fixtures';
import { generateHistory } from '../helpers/history-generate';
import { cachedHashOf, evictClip } from '../helpers/media-request';

// Adds a clip to the history: a core of its own, so other files' counts never see it.
test.use({ historyOwner: 'history-replay' });

test('a history clip that is not in the cache plays as it arrives, and is cached for the next time', async ({ studioPage: page, web }) => {
  const script = 'This clip was evicted from the cache and comes back from the service while it plays. '.repeat(3);
  const [clip] = await generateHistory(web.core, [script]);
  const opened = await web.core.context.sessions.current();
  if (!opened.ok) throw new Error(opened.error.message);
  const session = opened.value;
  const original = evictClip(session, clip!.id);
  // A slow link, though faster than the clip plays: it takes seconds to come, and playing starts
  // long before it is whole.
  web.sandbox.faults.set({ latencyMs: 40, bytesPerSecond: 100_000 });
  try {
    await page.getByRole('navigation').getByRole('button', { name: 'History' }).click();
    const row = page.getByRole('option', { name: /This clip was evicted/ });
    await row.click();
    await page.keyboard.press('Enter');
    const bar = page.getByTestId('player-bar');
    await expect(bar).toHaveAttribute('data-status', 'playing', { timeout: 15_000 });
    expect(cachedHashOf(session, clip!.id)).toBeNull();
    await expect(row.getByTestId('history-play')).toHaveAttribute('data-playing', 'true');
    await expect.poll(() => cachedHashOf(session, clip!.id), { timeout: 30_000 }).toBe(original);
  } finally {
    web.sandbox.faults.reset();
  }
});
