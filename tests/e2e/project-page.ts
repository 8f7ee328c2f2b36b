import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Projects editor as a user reaches it, in either language: what the specs that once opened
 * the Script screen (issue 30: every script is a project) use to write and generate a script.
 */

type Language = 'en' | 'ar';

const labels = {
  en: { back: 'All projects', create: 'New project', block: 'Block', generated: 'Generated' },
  ar: { back: 'كل المشاريع', create: 'مشروع جديد', block: 'الفقرة', generated: 'مولَّدة' },
} as const;

export async function openProjects(page: Page): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  await expect(page.locator('main .screen h1')).toBeVisible();
}

/** Opens Projects and a new project in it (from the list; the last project may have reopened by itself). */
export async function startProject(page: Page, language: Language = 'en'): Promise<void> {
  await openProjects(page);
  const back = page.getByRole('button', { name: labels[language].back });
  const create = page.getByRole('button', { name: labels[language].create, exact: true });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
}

/** A block's text field, by its visible label ("Block 1", «الفقرة 1»). */
export function blockField(page: Page, n: number, language: Language = 'en'): Locator {
  return page.getByRole('textbox', { name: `${labels[language].block} ${n}`, exact: true });
}

/** A block's group (its status, play, generate and takes). */
export function blockGroup(page: Page, n: number, language: Language = 'en'): Locator {
  return page.getByRole('group', { name: `${labels[language].block} ${n}`, exact: true });
}

/** Generates a block from its own field (Ctrl+Enter) and waits until it is generated. */
export async function generateBlock(page: Page, n: number, language: Language = 'en'): Promise<void> {
  await blockField(page, n, language).press('Control+Enter');
  await expect(blockGroup(page, n, language).getByTestId('block-status')).toHaveText(labels[language].generated, { timeout: 30_000 });
}
