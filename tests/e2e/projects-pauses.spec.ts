import type { Locator, Page } from '@playwright/test';
import { expect, isolate, test } from './fixtures';
import { newProject } from './new-project';

/**
 * Pause markers in the project editor (issue 30): painted in a block's text where they stand
 * (Arabic lines from the right), and pauses over their cap named in the block, where they are
 * typed; generating such a block sends nothing.
 */

test.setTimeout(120_000);
test.use({ historyOwner: 'projects-pauses' });

const group = (page: Page, n: number): Locator => page.getByRole('group', { name: `Block ${n}`, exact: true });
const field = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Block ${n}`, exact: true });

async function sentScripts(web: { sandbox: { api(path: string): Promise<{ body: unknown }> } }): Promise<string[]> {
  const listed = await web.sandbox.api('/v2/tts/histories?page=1&perPage=100');
  return (listed.body as { data: { ttsHistories: Array<{ script: string }> } }).data.ttsHistories.map((entry) => entry.script);
}

test('paints pause markers in a block’s text where they stand, Arabic lines from the right', async ({ studioPage: page }) => {
  await newProject(page, 'msa');
  // A block ends after each pause marker: written as one, these become three blocks.
  await field(page, 1).fill('Hello there and welcome [pause 1s]\n\nمرحبا بكم في الاستوديو [وقفة ٢ث]\n\nWait here [pause 45s]');
  await field(page, 1).blur();
  await expect(field(page, 3)).toHaveValue('Wait here [pause 45s]');
  const marks = page.getByTestId('script-highlight');
  await expect(marks).toHaveText(['[pause 1s]', '[وقفة ٢ث]', '[pause 45s]']);
  await expect(marks.nth(0)).toHaveAttribute('data-kind', 'pause');
  await expect(marks.nth(2)).toHaveAttribute('data-kind', 'problem');
  // The marker that is not a pause is named in its block, in words.
  await expect(group(page, 3).getByRole('alert')).toContainText(`“${isolate('[pause 45s]')}” is not a pause the studio can use`);
  for (const [n, side] of [
    [1, 'left'],
    [2, 'right'],
  ] as const) {
    const box = (await field(page, n).boundingBox())!;
    const mark = (await group(page, n).getByTestId('script-highlight').boundingBox())!;
    const centre = mark.x + mark.width / 2;
    if (side === 'left') expect(centre).toBeLessThan(box.x + box.width / 2);
    else expect(centre).toBeGreaterThan(box.x + box.width / 2);
    // The mirror lays the text out as the field does: the same box, line for line.
    const mirror = (await group(page, n).getByTestId('script-highlights').boundingBox())!;
    expect(Math.abs(mirror.height - box.height)).toBeLessThanOrEqual(1);
    expect(mark.y).toBeGreaterThanOrEqual(box.y);
    expect(mark.y + mark.height).toBeLessThanOrEqual(box.y + box.height);
  }
});

test('pauses over their cap are named in the block, and generating it sends nothing', async ({ studioPage: page, web }) => {
  await newProject(page, 'msa');
  await field(page, 1).fill(`مرحبا بكم.${'[pause 30s]'.repeat(10)} في الاستوديو.`);
  await expect(group(page, 1).getByRole('alert').filter({ hasText: 'The pauses around one passage add up to 4.5 min' })).toContainText(
    'one part may carry at most 2 min of silence',
  );
  await field(page, 1).blur();
  // Saved, the block ends after its first marker; the next one starts with the other nine.
  await expect(field(page, 2)).toHaveValue(`${'[pause 30s]'.repeat(9)} في الاستوديو.`);
  const cap = group(page, 2).getByRole('alert').filter({ hasText: 'The pauses around one passage add up to 4.5 min' });
  await expect(cap).toContainText('one part may carry at most 2 min of silence');
  const before = (await sentScripts(web)).length;
  await group(page, 2).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(group(page, 2).getByTestId('block-status')).toContainText('Failed', { timeout: 20_000 });
  expect(await sentScripts(web)).toHaveLength(before);
});
