import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startSandboxProcess } from '../helpers/sandbox-process';
import { startWebProcess, useAccount } from '../helpers/web-process';
import { expect, test } from './fixtures';

/**
 * Issue 30's Done-when, through the real Projects editor on the real core: a script of six
 * paragraphs (about two minutes spoken) imported, voiced, generated, one sentence edited and only
 * its block sent again; and a run whose core is killed (-9) mid-way, restarted and resumed, after
 * which the service's request log holds every block exactly once. Requests are counted on the
 * sandbox's side, never on the studio's.
 */

test.setTimeout(300_000);

const sentences = [
  'في صباح يوم هادئ خرجت سارة إلى الشاطئ القريب من البيت، وكان البحر ساكنا والنوارس تحوم فوق القوارب.',
  'جلست على صخرة كبيرة تراقب الصيادين وهم يعودون بشباكهم الممتلئة، وتسمع أصواتهم تتعالى بالضحك.',
  'ثم تذكرت أن أمها طلبت منها أن تشتري الخبز من المخبز القديم في آخر الشارع قبل الظهر.',
  'مشت في الطريق الضيق بين البيوت البيضاء، وحيت جارتها العجوز التي كانت تسقي الزهور على الشرفة.',
  'وعند المخبز وجدت صفا طويلا من الناس ينتظرون، فوقفت في آخره وهي تفكر في رحلة الغد.',
  'عادت إلى البيت والخبز الساخن بين يديها، فاستقبلتها أمها بابتسامة وقالت إن الغداء جاهز.',
];
/** Six paragraphs of three sentences each: some 1,700 characters, about two minutes spoken. */
const script = (tag: string) => sentences.map((s, i) => `${tag} ${s} ${sentences[(i + 1) % 6]} ${sentences[(i + 2) % 6]}`).join('\n\n');

async function importScript(page: Page, text: string, name: string): Promise<void> {
  await page.locator('nav [data-section="projects"]').click();
  const back = page.getByRole('button', { name: 'All projects' });
  const create = page.getByRole('button', { name: 'New project' });
  await expect(back.or(create)).toBeVisible();
  if (await back.isVisible()) await back.click();
  await page.getByTestId('import-file').setInputFiles({ name: `${name}.txt`, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
  const dialog = page.getByRole('dialog', { name: /^Import / });
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('block-text')).toHaveCount(6);
}

/** Assigns the project a dialect and a voice of it from the settings panel. */
async function assignVoice(page: Page): Promise<void> {
  const settings = page.getByTestId('project-settings');
  const toggle = settings.getByRole('button', { name: 'Voice and settings' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await settings.getByRole('combobox', { name: 'Dialect', exact: true }).selectOption('ksa');
  const voice = settings.getByRole('combobox', { name: 'Voice', exact: true });
  await expect(voice).not.toHaveValue('');
  const options = await voice.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const chosen = options[options.length - 1]!;
  await voice.selectOption(chosen);
  await expect(voice).toHaveValue(chosen);
  await toggle.click();
}

const strip = (page: Page): Locator => page.getByRole('region', { name: 'Generation progress' });

/** Generate all, through its estimate (which says how many requests will go). */
async function generateAll(page: Page, requests: number): Promise<void> {
  await strip(page).getByRole('button', { name: 'Generate all' }).click();
  const estimate = page.getByRole('dialog', { name: 'Generate the whole project' });
  await expect(estimate.getByTestId('estimate-total').getByRole('cell').nth(1)).toHaveText(String(requests));
  await estimate.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(estimate).toBeHidden();
}

/** The chapter's count of current blocks says 6/6 and the queue is idle (the block list is virtualised: not every block is in the page). */
async function allGenerated(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.getByRole('list', { name: 'Chapters' }).getByRole('button').first()).toContainText('6/6', { timeout });
  await expect(strip(page).getByText('Nothing is being generated.')).toBeVisible();
}

/** Edits one sentence of block 3 and leaves the block (which saves it). */
async function editOneSentence(page: Page): Promise<void> {
  const third = page.getByRole('textbox', { name: 'Block 3', exact: true });
  const text = await third.inputValue();
  await third.fill(text.replace('الخبز', 'الكعك'));
  await page.getByRole('textbox', { name: 'Block 1', exact: true }).focus();
  await expect(page.getByTestId('block-status').nth(2)).toHaveText('Changed since it was generated');
}

test('six paragraphs generated; one sentence edited sends only its block again (one request)', async ({ studioPage: page, web }) => {
  const posts = () => web.sandbox.requests.count('historyCreate');
  await importScript(page, script('أولا.'), 'Six paragraphs');
  await assignVoice(page);
  const before = posts();
  await generateAll(page, 6);
  await allGenerated(page);
  expect(posts() - before).toBe(6);

  await editOneSentence(page);
  await generateAll(page, 1);
  await allGenerated(page);
  expect(posts() - before).toBe(7);
});

test.describe('after a kill', () => {
  test('Generate all, kill -9 the core mid-run, restart, Resume: every block exactly once; then one edit, one request', async ({
    browser,
  }) => {
    // The service in a process of its own outlives the core, as the real one does; real synthesis
    // (espeak) takes it a moment per block, so the kill finds requests out.
    const sandbox = await startSandboxProcess({}, 'espeak');
    const dataDir = mkdtempSync(join(tmpdir(), 'sawt-e2e-kill-'));
    let web = await startWebProcess(dataDir);
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await useAccount(web, sandbox.account);
      let page = await context.newPage();
      await page.goto(web.url);
      await expect(page.getByTestId('app-ready')).toBeAttached();
      await importScript(page, script('ثانيا.'), 'Killed mid-run');
      await assignVoice(page);
      await generateAll(page, 6);
      await expect.poll(() => sandbox.posts(), { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(2);
      await web.kill();
      const sentAtKill = await sandbox.posts();
      expect(sentAtKill).toBeLessThan(6);

      web = await startWebProcess(dataDir);
      await page.close();
      page = await context.newPage();
      await page.goto(web.url);
      // A new address (web mode's port is new at each start), so the page has no memory of its own:
      // the core's brings the studio back to Projects, at the last project (the list never shows on
      // the way: a click on it would be taken away). The run waits for Resume, saying what was on its way.
      await expect(page.getByRole('heading', { level: 2, name: 'Killed mid-run' })).toBeVisible();
      await expect(strip(page).getByText(/on their way to the service/)).toBeVisible();
      await strip(page).getByRole('button', { name: 'Resume' }).click();
      // Resume took: the queue runs (Pause offered) or has already ended.
      await expect(
        strip(page).getByRole('button', { name: 'Pause' }).or(strip(page).getByText('Nothing is being generated.')),
      ).toBeVisible();
      await allGenerated(page, 240_000);
      const log = (await sandbox.requests()).filter((r) => r.route === 'historyCreate');
      expect(log).toHaveLength(6);

      await editOneSentence(page);
      await generateAll(page, 1);
      await allGenerated(page);
      expect(await sandbox.posts()).toBe(7);
    } finally {
      await context.close();
      await web.stop();
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
