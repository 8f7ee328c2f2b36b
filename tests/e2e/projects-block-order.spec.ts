import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Block order (issue 30 item 2) in the real UI over web mode, on the real core: a block moved by
 * Alt+Shift+↑/↓ and by its Move buttons, a new block inserted below one, the focus following, the
 * status line saying where the block went, and the order kept after a reload.
 */

test.setTimeout(120_000);

const block = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Block ${n}`, exact: true });
const group = (page: Page, n: number): Locator => page.getByRole('group', { name: `Block ${n}`, exact: true });
const texts = (page: Page) => page.getByTestId('block-text').evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value));

async function newProject(page: Page): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  const back = page.getByRole('button', { name: 'All projects' });
  const create = page.getByRole('button', { name: 'New project' });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
}

test('blocks move up and down by keyboard and by button, a new block goes below, the order is kept', async ({ studioPage: page }) => {
  await newProject(page);
  await block(page, 1).click();
  await page.keyboard.type('Alpha.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Beta.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Gamma.');
  await expect(block(page, 3)).toBeFocused();

  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect.poll(() => texts(page)).toEqual(['Alpha.', 'Gamma.', 'Beta.']);
  await expect(block(page, 2)).toBeFocused();
  await expect(page.getByTestId('projects-notice')).toHaveText('The block is now block 2 of 3.');

  await group(page, 1).getByRole('button', { name: 'Move block down' }).click();
  await expect.poll(() => texts(page)).toEqual(['Gamma.', 'Alpha.', 'Beta.']);
  await expect(block(page, 2)).toBeFocused();
  await expect(group(page, 1).getByRole('button', { name: 'Move block up' })).toBeDisabled();
  await expect(group(page, 3).getByRole('button', { name: 'Move block down' })).toBeDisabled();

  await group(page, 1).getByRole('button', { name: 'New block below' }).click();
  await expect(block(page, 2)).toBeFocused();
  await page.keyboard.type('Delta.');
  await block(page, 1).focus();
  await expect.poll(() => texts(page)).toEqual(['Gamma.', 'Delta.', 'Alpha.', 'Beta.']);

  // What the core holds, not only what the page shows.
  await page.reload();
  await expect(block(page, 4)).toBeVisible();
  await expect.poll(() => texts(page)).toEqual(['Gamma.', 'Delta.', 'Alpha.', 'Beta.']);
});
