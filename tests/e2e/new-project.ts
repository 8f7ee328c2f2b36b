import { expect, type Page } from '@playwright/test';

/**
 * A new project, made from the Projects list (the last project reopens by itself, so this goes
 * back to the list first); given a `dialect`, in it with the first voice of it. Specs that need a project to
 * type in start here, as a user does, instead of each writing the steps again.
 */
export async function newProject(page: Page, dialect?: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: 'Projects' }).click();
  const back = page.getByRole('button', { name: 'All projects' });
  const create = page.getByRole('button', { name: 'New project' });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await create.click();
  await expect(page.getByTestId('project-editor')).toBeVisible();
  if (dialect === undefined) return;
  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'Voice and settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settings.getByRole('combobox', { name: 'Dialect', exact: true }).selectOption(dialect);
  await expect(settings.getByRole('combobox', { name: 'Voice', exact: true })).not.toHaveValue('');
  await toggle.click();
}
