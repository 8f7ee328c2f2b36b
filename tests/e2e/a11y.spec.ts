import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generateHistory } from '../helpers/history-generate';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { showHistoryFilters, visitScreen } from './screens';
import { animationsSettled } from './settled';

/*
 * axe-core over every screen, in both languages and both themes: no serious or critical
 * violation. A finding is reported with the screen it was on and the offending selectors, so the
 * failure message says what to fix.
 */

const sections = ['voices', 'projects', 'history', 'agent-tools', 'lexicons', 'settings'] as const;
const locales = ['ar-SA', 'en-US'] as const;
const schemes = ['light', 'dark'] as const;

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function scan(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`),
    }));
}

async function open(browser: Browser, url: string, locale: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ locale, colorScheme });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('app-ready')).toBeAttached();
  return { context, page };
}

// This file's own harness, not the shared worker fixture: the clips made here must not show up in
// other files' history counts.
let web: WebHarness;

test.beforeAll(async () => {
  web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
  // History with rows (Arabic and English scripts), so the list and its row controls are scanned too.
  await generateHistory(web.core, ['مرحبا بكم في استوديو صوت', 'The studio reads English too', 'مرحبا Sawt Studio']);
});

test.afterAll(async () => {
  await web?.close();
});

for (const locale of locales) {
  for (const colorScheme of schemes) {
    test(`every screen, ${locale}, ${colorScheme}: no serious or critical axe violations`, async ({ browser }) => {
      // Six screens, the calendar and the help sheet, each scanned: minutes on a loaded machine.
      test.setTimeout(180_000);
      const { context, page } = await open(browser, web.server.url, locale, colorScheme);
      const findings: Finding[] = [];
      for (const section of sections) {
        await visitScreen(page, { name: section, section });
        findings.push(...(await scan(page, section)));
      }
      // The projects editor with a project open: blocks, chapters, settings and the progress strip.
      await visitScreen(page, { name: 'projects', section: 'projects' });
      // An earlier run's project reopens by itself: back to the list first when it does.
      const back = page.getByRole('button', { name: locale === 'ar-SA' ? 'كل المشاريع' : 'All projects' });
      const create = page.getByRole('button', { name: locale === 'ar-SA' ? 'مشروع جديد' : 'New project' });
      await expect(back.or(create)).toBeVisible();
      if (await back.isVisible()) await back.click();
      await create.click();
      await expect(page.getByTestId('project-editor')).toBeVisible();
      await page.getByTestId('block-text').first().fill('سارة: عندي 3 كتب. [pause 1s]');
      await expect(page.getByTestId('block-spoken')).toBeVisible();
      await animationsSettled(page);
      findings.push(...(await scan(page, 'projects editor')));
      // The date field's calendar dialog, open over History.
      await visitScreen(page, { name: 'history', section: 'history' });
      await showHistoryFilters(page);
      await page.getByTestId('history-from-calendar').click();
      await expect(page.getByRole('grid')).toBeVisible();
      await animationsSettled(page);
      findings.push(...(await scan(page, 'history calendar')));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('grid')).toBeHidden();
      // The help sheet of shortcuts, over the last screen.
      await page.locator('main').press('F1');
      await expect(page.getByRole('dialog')).toBeVisible();
      await animationsSettled(page);
      findings.push(...(await scan(page, 'help sheet')));
      await context.close();
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });

    test(`the first-run welcome, ${locale}, ${colorScheme}: no serious or critical axe violations`, async ({ browser }) => {
      // A fresh harness: the shared one has the welcome already answered.
      const harness = await startWebHarness();
      try {
        const { context, page } = await open(browser, harness.server.url, locale, colorScheme);
        await expect(page.getByRole('dialog')).toBeVisible();
        await animationsSettled(page);
        const findings = await scan(page, 'welcome');
        await context.close();
        expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      } finally {
        await harness.close();
      }
    });
  }
}
