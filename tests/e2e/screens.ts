import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './settled';

/** One screen of the studio: a section, and for Agent tools one of its tabs. */
export interface StudioScreen {
  name: string;
  section: string;
  tab?: string;
}

export const studioScreens: StudioScreen[] = [
  { name: 'voices', section: 'voices' },
  { name: 'projects', section: 'projects' },
  { name: 'history', section: 'history' },
  { name: 'agent-web-tools', section: 'agent-tools', tab: 'webTools' },
  { name: 'agent-knowledge', section: 'agent-tools', tab: 'knowledgeBase' },
  { name: 'agent-matrix', section: 'agent-tools', tab: 'matrix' },
  { name: 'agent-webhooks', section: 'agent-tools', tab: 'webhooks' },
  { name: 'lexicons', section: 'lexicons' },
  { name: 'settings', section: 'settings' },
];

/** Shows a screen and waits until it has rendered past "Loading…" and its first data. */
export async function visitScreen(page: Page, screen: StudioScreen): Promise<void> {
  await page.locator(`nav [data-section="${screen.section}"]`).click();
  await expect(page.locator('main .screen h1')).toBeVisible();
  if (screen.tab) {
    await page.getByTestId(`agent-tab-${screen.tab}`).click();
    await expect(page.getByTestId(`agent-tab-${screen.tab}`)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  // Projects' "Opening your projects…" note: its layout is the one with the last project open.
  await expect(page.locator('main .screen-note')).toHaveCount(0, { timeout: 10_000 });
  await animationsSettled(page);
}

/** History folds its filters (all but the search) under one button: this unfolds them, once. */
export async function showHistoryFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(Filters|التصفية)/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
