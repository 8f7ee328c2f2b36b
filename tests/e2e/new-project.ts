import { expect, type Locator, type Page } from '@playwright/test';

/** The words of the steps below, in each interface language a spec runs in. */
const words = {
  en: {
    projects: 'Projects',
    back: 'All projects',
    create: 'New project',
    settings: 'Voice and settings',
    dialect: 'Dialect',
    voice: 'Voice',
  },
  ar: { projects: 'المشاريع', back: 'كل المشاريع', create: 'مشروع جديد', settings: 'الصوت والإعدادات', dialect: 'اللهجة', voice: 'الصوت' },
};

/**
 * A new project, made from the Projects list (the last project reopens by itself, so this goes
 * back to the list first); given a `dialect`, in it with the first voice of it. Specs that need a project to
 * type in start here, as a user does, instead of each writing the steps again. `language` is the
 * page's interface language (controls are found by their visible names).
 */
export async function newProject(page: Page, dialect?: string, language: keyof typeof words = 'en'): Promise<void> {
  const say = words[language];
  await page.getByRole('navigation').getByRole('button', { name: say.projects }).click();
  const back = page.getByRole('button', { name: say.back });
  const create = page.getByRole('button', { name: say.create });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
  if (dialect === undefined) return;
  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: say.settings });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settings.getByRole('combobox', { name: say.dialect, exact: true }).selectOption(dialect);
  await expect(settings.getByRole('combobox', { name: say.voice, exact: true })).not.toHaveValue('');
  await toggle.click();
}

/** What a block is called and says when generated, in each interface language. */
const blockWords = {
  en: { block: 'Block', generated: 'Generated' },
  ar: { block: 'الفقرة', generated: 'مولَّدة' },
};

/** A block's text field, by its visible label ("Block 1", «الفقرة 1»). */
export function blockField(page: Page, n: number, language: keyof typeof words = 'en'): Locator {
  return page.getByRole('textbox', { name: `${blockWords[language].block} ${n}`, exact: true });
}

/** A block's group (its status, play, generate and takes). */
export function blockGroup(page: Page, n: number, language: keyof typeof words = 'en'): Locator {
  return page.getByRole('group', { name: `${blockWords[language].block} ${n}`, exact: true });
}

/** Generates a block from its own field (Ctrl+Enter) and waits until it is generated. */
export async function generateBlock(page: Page, n: number, language: keyof typeof words = 'en'): Promise<void> {
  await blockField(page, n, language).press('Control+Enter');
  await expect(blockGroup(page, n, language).getByTestId('block-status')).toHaveText(blockWords[language].generated, {
    timeout: 30_000,
  });
}
