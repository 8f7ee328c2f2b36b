import type { Result } from '../../shared/contract';
import { generateSpeech } from '../../electron/core/speech';
import { legacyClock, legacyDraft, writeLegacyDraft, writeLegacyTake } from '../helpers/legacy-profile';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { expect, test } from './fixtures';

/**
 * A draft made by the old Script editor, with a generated take, becomes a project the first time
 * projects are used (the core's migration); History's "Open in editor" on that take then opens the
 * project at its block (issue 30: "Open in editor" must open the project at the block).
 */

let web: WebHarness;

async function ok<T>(body: Promise<string>): Promise<T> {
  const result = JSON.parse(await body) as { ok: boolean; value: T; error?: { message: string } };
  if (!result.ok) throw new Error(result.error?.message ?? 'refused');
  return result.value;
}

const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

test.beforeAll(async () => {
  web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
  const text = 'مرحبا بكم في الاستوديو. هذه مسودة قديمة.';
  // A fresh cache knows no voices until it has asked the service.
  await ok(web.call('voices.refresh', {}));
  const voices = await ok<{ voices: Array<{ id: string }> }>(web.call('voices.list', { dialectCode: 'msa' }));
  const voiceId = voices.voices[0]!.id;
  // The profile as the old editor left it (tests/helpers/legacy-profile.ts): the draft in its voice,
  // generated once on the generation road, the clip kept as its chosen take.
  const at = legacyClock();
  unwrap(
    await web.core.context.sessions.use(async (session) => {
      const draft = writeLegacyDraft(session.directory, legacyDraft('Old draft', text, voiceId, at()), at());
      const clip = unwrap(await generateSpeech(session, { script: text, voiceId }, new AbortController().signal, () => {}));
      writeLegacyTake(session, { draftId: draft.id, partIndex: 0, historyId: clip.id, text, voiceId, at: at() });
      return { ok: true as const, value: undefined };
    }),
  );
});

test.afterAll(async () => {
  await web?.close();
});

test('a migrated draft\u2019s take opens its project at the block, from History', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(web.server.url);
  await expect(page.getByTestId('app-ready')).toBeAttached();

  await page.locator('nav [data-section="history"]').click();
  const row = page.getByTestId('history-row').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Open in editor' }).click();

  await expect(page.locator('nav [data-section="projects"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Old draft' })).toBeVisible();
  const block = page.getByRole('textbox', { name: 'Block 1', exact: true });
  await expect(block).toBeFocused();
  await expect(block).toHaveValue('مرحبا بكم في الاستوديو. هذه مسودة قديمة.');
  // The draft's take came along: generated, with its take chosen.
  const group = page.getByRole('group', { name: 'Block 1', exact: true });
  await expect(group.getByTestId('block-status')).toHaveText('Generated');
  // History handed it a take: the block's takes show unfolded.
  await expect(group.getByRole('button', { name: 'Takes: 1' })).toHaveAttribute('aria-expanded', 'true');
  await expect(group.getByRole('list', { name: 'Takes of block 1' }).getByRole('listitem')).toContainText('In use');
  await context.close();
});
