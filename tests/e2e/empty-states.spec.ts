import { seriousAxeFindings } from './axe';
import { expect, test } from '@playwright/test';
import { startWebHarness, type WebHarness } from '../helpers/web-harness';
import { visitScreen } from './screens';

/*
 * Issue 15 item 11: an empty list shows one message and the next action, found by role and name,
 * in English and Arabic; and axe finds nothing serious or critical on those states nor on any
 * Agent tools tab. A harness of its own, so History is really empty (no clip made elsewhere).
 */

const words = {
  'en-US': {
    historyEmpty: 'Nothing generated yet. Clips you generate appear here.',
    writeScript: 'Write a script',
    historyFiltered: 'No clips match the search and filters.',
    listFiltered: 'Nothing matches the search and filters.',
    clear: 'Clear search and filters',
    projectsTitle: 'Start your first project',
    newProject: 'New project',
    importDocument: 'Import a document…',
  },
  'ar-SA': {
    historyEmpty: 'لم تولّد شيئًا بعد. تظهر هنا المقاطع التي تولّدها.',
    writeScript: 'اكتب نصًا',
    historyFiltered: 'لا توجد مقاطع تطابق البحث والتصفية.',
    listFiltered: 'لا شيء يطابق البحث والتصفية.',
    clear: 'امسح البحث والتصفية',
    projectsTitle: 'ابدأ مشروعك الأول',
    newProject: 'مشروع جديد',
    importDocument: 'استيراد مستند…',
  },
} as const;

const agentTabs = ['webTools', 'knowledgeBase', 'matrix', 'webhooks'] as const;

let web: WebHarness;

test.beforeAll(async () => {
  web = await startWebHarness();
  await web.call('settings.update', { preferences: { welcomeDone: true } });
});

test.afterAll(async () => {
  await web?.close();
});

for (const locale of ['en-US', 'ar-SA'] as const) {
  const say = words[locale];

  test(`History, empty and emptied by a search, says so and offers the next step (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(web.server.url);
    await visitScreen(page, { name: 'history', section: 'history' });
    const empty = page.getByTestId('history-empty');
    await expect(empty).toContainText(say.historyEmpty);
    await expect(empty.getByRole('button', { name: say.writeScript })).toBeVisible();
    // Not a box with blank space under it: no toolbar of disabled buttons, no storage line, and the
    // message takes the room the list would (most of the main area's height).
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    await expect(page.getByTestId('history-cache')).toHaveCount(0);
    const mainHeight = await page.locator('main').evaluate((main) => main.clientHeight);
    expect((await empty.boundingBox())!.height).toBeGreaterThan(mainHeight / 2);
    const findings = await seriousAxeFindings(page, { where: 'history empty' });

    await page.getByTestId('history-search').fill('zzzz no such words');
    await expect(empty).toContainText(say.historyFiltered);
    const clear = page.getByRole('button', { name: say.clear });
    await expect(clear).toBeVisible();
    findings.push(...(await seriousAxeFindings(page, { where: 'history filtered empty' })));
    await clear.click();
    await expect(page.getByTestId('history-search')).toHaveValue('');
    await expect(empty).toContainText(say.historyEmpty);
    await expect(page.getByRole('button', { name: say.clear })).toHaveCount(0);
    await context.close();
    expect(findings).toEqual([]);
  });

  // The studio's first screen with nothing yet (there is no Script screen: every script is a project).
  test(`Projects, empty, says how to start: a new project or a document (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(web.server.url);
    await visitScreen(page, { name: 'projects', section: 'projects' });
    const empty = page.getByTestId('projects-empty');
    await expect(empty.getByRole('heading', { name: say.projectsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: say.newProject, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: say.importDocument })).toBeVisible();
    const findings = await seriousAxeFindings(page, { where: 'projects empty' });
    await context.close();
    expect(findings).toEqual([]);
  });

  test(`Agent tools: every tab passes axe, and "nothing matches" offers to clear the search (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(web.server.url);
    const findings: string[] = [];
    for (const tab of agentTabs) {
      await visitScreen(page, { name: tab, section: 'agent-tools', tab });
      findings.push(...(await seriousAxeFindings(page, { where: `agent tools ${tab}` })));
    }

    await visitScreen(page, { name: 'webTools', section: 'agent-tools', tab: 'webTools' });
    const rows = page.getByTestId('web-tool-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await page.getByTestId('web-tools-search').fill('zzzz no such tool');
    const empty = page.getByTestId('list-empty');
    await expect(empty).toContainText(say.listFiltered);
    await expect(rows).toHaveCount(0);
    findings.push(...(await seriousAxeFindings(page, { where: 'web tools nothing matches' })));
    await empty.getByRole('button', { name: say.clear }).click();
    await expect(page.getByTestId('web-tools-search')).toHaveValue('');
    await expect(rows).toHaveCount(before);
    await expect(empty).toHaveCount(0);
    await context.close();
    expect(findings).toEqual([]);
  });
}
