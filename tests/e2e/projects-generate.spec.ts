import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startWebHarness } from '../helpers/web-harness';
import { expect, test } from './fixtures';
import { newProject } from './new-project';

/**
 * Generating one block in the project editor (issue 30; what the Script screen's spec proved, moved
 * here when that screen went): Arabic and English, by button and by Ctrl+Enter, then heard; the
 * block's checks before sending; a chapter joined into one render; cancel; what the editor says
 * when the service fails; nothing sent for text that is not Arabic or English; and a block's text
 * kept across a restart of the app process.
 */

test.setTimeout(120_000);
test.use({ historyOwner: 'projects-generate' });

const group = (page: Page, n: number): Locator => page.getByRole('group', { name: `Block ${n}`, exact: true });
const field = (page: Page, n: number): Locator => page.getByRole('textbox', { name: `Block ${n}`, exact: true });
const status = (page: Page, n: number): Locator => group(page, n).getByTestId('block-status');
const strip = (page: Page): Locator => page.getByRole('region', { name: 'Generation progress' });

/** Writes block 1 and leaves it, so the core has saved what the user sees. */
async function write(page: Page, text: string): Promise<void> {
  await field(page, 1).fill(text);
  await field(page, 1).blur();
  await expect(group(page, 1).getByText('Not saved yet')).toHaveCount(0);
}

test.afterEach(({ web }) => web.sandbox.faults.reset());

test('generates Arabic speech in a block and plays it', async ({ studioPage: page }) => {
  await newProject(page, 'msa');
  await write(page, 'مرحبا بكم في استوديو صوت. هذا اختبار للكلام العربي.');
  await expect(field(page, 1)).toHaveCSS('unicode-bidi', 'plaintext');
  await group(page, 1).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(status(page, 1)).toHaveText('Generated', { timeout: 20_000 });
  await group(page, 1).getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
});

test('generates English speech with Ctrl+Enter and plays it with Alt+P', async ({ studioPage: page }) => {
  await newProject(page, 'en');
  await write(page, 'Welcome to the studio. This is a test of English speech.');
  await expect(status(page, 1)).toHaveText('Not generated');
  await expect(group(page, 1).getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
  await field(page, 1).press('Control+Enter');
  await expect(status(page, 1)).toHaveText('Generated', { timeout: 20_000 });
  await field(page, 1).press('Alt+p');
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
});

test('warns of a language the voice does not speak, and cuts a paragraph over the limit', async ({ studioPage: page }) => {
  await newProject(page, 'en');
  await field(page, 1).fill('مرحبا بكم');
  await expect(group(page, 1).getByTestId('block-warning')).toHaveText('This block looks Arabic, but its voice speaks English.');
  // Over the 3,000 characters of one request: saved, it is cut at sentence marks into blocks.
  const long = 'A sentence. '.repeat(260).trim();
  await write(page, long);
  await expect(field(page, 2)).toBeVisible();
  await expect(field(page, 3)).toHaveCount(0);
  const texts = await page.getByTestId('block-text').evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value));
  expect(texts.join(' ')).toBe(long);
  for (const text of texts) expect(text.length).toBeLessThanOrEqual(3000);
});

test('generates a chapter\u2019s blocks and joins them into one render that plays, also after a reload', async ({ studioPage: page }) => {
  await newProject(page, 'en');
  await write(page, `${'This sentence is part of a long script. '.repeat(40).trim()}\n\n${'And this one ends it. '.repeat(40).trim()}`);
  await expect(field(page, 2)).toBeVisible();
  await expect(page.getByText('Nothing of this chapter is generated yet.')).toBeVisible();
  await strip(page).getByRole('button', { name: 'Generate chapter' }).click();
  await page
    .getByRole('dialog', { name: /^Generate “/ })
    .getByRole('button', { name: 'Generate', exact: true })
    .click();
  await expect(status(page, 1)).toHaveText('Generated', { timeout: 30_000 });
  await expect(status(page, 2)).toHaveText('Generated', { timeout: 30_000 });
  const play = page.getByRole('button', { name: 'Play chapter' });
  await expect(play).toBeVisible();
  await expect(page.getByText('Some blocks have no current take yet')).toHaveCount(0);
  await play.click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
  // Nothing remains to generate, and the estimate says so.
  await strip(page).getByRole('button', { name: 'Generate chapter' }).click();
  const estimate = page.getByRole('dialog', { name: /^Generate “/ });
  await expect(estimate).toContainText('Every block is already generated: nothing will be sent.');
  await expect(estimate.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await estimate.getByRole('button', { name: 'Cancel' }).click();
  // A new page learns of the render from the core, not from what this page remembered.
  await page.reload();
  await page.getByRole('button', { name: 'Play chapter' }).click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-status', 'playing');
});

test('cancels a run in progress: what is on its way is shown and kept, nothing more is sent', async ({ studioPage: page, web }) => {
  await newProject(page, 'en');
  await write(page, 'The first block of a run.\n\nThe second block of a run.\n\nThe third block, never sent.');
  await expect(field(page, 3)).toBeVisible();
  web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'latency', latencyMs: 5_000 }] });
  const posts = web.sandbox.requests.count('historyCreate');
  await strip(page).getByRole('button', { name: 'Generate chapter' }).click();
  await page
    .getByRole('dialog', { name: /^Generate “/ })
    .getByRole('button', { name: 'Generate', exact: true })
    .click();
  // Two requests at a time: the first two blocks are on their way, and say so.
  await expect(status(page, 1)).toHaveText('Generating…');
  await expect(status(page, 2)).toHaveText('Generating…');
  await strip(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  // What the service was already making is kept (not made twice later); the rest is not sent.
  await expect(status(page, 1)).toHaveText('Generated', { timeout: 20_000 });
  await expect(status(page, 2)).toHaveText('Generated', { timeout: 20_000 });
  await expect(status(page, 3)).toHaveText('Not generated');
  await expect(strip(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  expect(web.sandbox.requests.count('historyCreate') - posts).toBe(2);
});

// A failure that passes: the queue sends the block again when the service allows, once.
const passing = [
  { name: 'a server error', rule: { route: 'historyCreate', kind: 'status', status: 500 } },
  { name: 'rate limiting', rule: { route: 'historyCreate', kind: 'rateLimit', retryAfterSeconds: 2 } },
  { name: 'a dropped connection', rule: { route: 'historyCreate', kind: 'drop' } },
] as const;
for (const fault of passing) {
  test(`a block is generated once after ${fault.name} that passes`, async ({ studioPage: page, web }) => {
    await newProject(page, 'en');
    await write(page, `Testing ${fault.name}.`);
    const posts = web.sandbox.requests.count('historyCreate');
    web.sandbox.faults.set({ rules: [{ ...fault.rule, times: 1 }] });
    await field(page, 1).press('Control+Enter');
    await expect(status(page, 1)).toHaveText('Generated', { timeout: 30_000 });
    expect(web.sandbox.requests.count('historyCreate') - posts).toBe(2);
    await expect(group(page, 1).getByRole('button', { name: 'Takes: 1' })).toBeVisible();
  });
}

test('says what happened when the service keeps failing, and keeps the text', async ({ studioPage: page, web }) => {
  await newProject(page, 'en');
  await write(page, 'Testing a server error that lasts.');
  web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 500 }] });
  await field(page, 1).press('Control+Enter');
  // The core looked in History after each 500: it says no clip was made.
  await expect(status(page, 1)).toHaveText('Failed: The service had a problem. No clip was made, so generating again is safe.', {
    timeout: 30_000,
  });
  await expect(field(page, 1)).toHaveValue('Testing a server error that lasts.');
});

test('a connection that keeps dropping stops the run, said as lost (not offline), with no clip made', async ({ studioPage: page, web }) => {
  await newProject(page, 'en');
  await write(page, 'Testing a dropped connection that lasts.');
  web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'drop' }] });
  await field(page, 1).press('Control+Enter');
  const stopped = strip(page).getByRole('alert');
  await expect(stopped).toContainText('The connection to the service was lost before its answer arrived. No clip was made', {
    timeout: 30_000,
  });
  await expect(stopped).not.toContainText('offline');
  await expect(field(page, 1)).toHaveValue('Testing a dropped connection that lasts.');
});

test('a refused key stops the run and says to look in Settings; the text is kept', async ({ studioPage: page, web }) => {
  await newProject(page, 'en');
  await write(page, 'Testing a refused key.');
  web.sandbox.faults.set({ rules: [{ route: 'historyCreate', kind: 'status', status: 401, times: 1 }] });
  await field(page, 1).press('Control+Enter');
  await expect(strip(page).getByRole('alert')).toContainText('The service did not accept the API key. Check it in Settings.', {
    timeout: 20_000,
  });
  await expect(strip(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(field(page, 1)).toHaveValue('Testing a refused key.');
  await expect(status(page, 1)).not.toHaveText('Generated');
});

test('refuses text that is not Arabic or English without sending it', async ({ studioPage: page, web }) => {
  await newProject(page, 'en');
  await write(page, '12345 ### 678 !!!');
  await expect(group(page, 1).getByTestId('block-warning')).toContainText('only accepts Arabic or English text');
  const posts = web.sandbox.requests.count('historyCreate');
  await group(page, 1).getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(status(page, 1)).toContainText('The block must be Arabic or English text', { timeout: 20_000 });
  expect(web.sandbox.requests.count('historyCreate')).toBe(posts);
});

test('pause markers are not counted as characters to send; a pause out of range names the range', async ({ studioPage: page }) => {
  await newProject(page, 'en');
  await write(page, 'First line. [pause 1.5s] Second line.[وقفة ٢ث]');
  // A block ends after each pause marker (projects-pauses.spec.ts shows them painted).
  await expect(field(page, 2)).toHaveValue('Second line.[وقفة ٢ث]');
  await strip(page).getByRole('button', { name: 'Generate chapter' }).click();
  const estimate = page.getByRole('dialog', { name: /^Generate “/ });
  const total = estimate.getByTestId('estimate-total');
  await expect(total.getByRole('cell').nth(1)).toHaveText('2');
  await expect(total.getByRole('cell').nth(0)).toHaveText(String('First line.Second line.'.length));
  await estimate.getByRole('button', { name: 'Cancel' }).click();
  await field(page, 2).fill('Too long a wait. [pause 45s]');
  await expect(group(page, 2).getByRole('alert').filter({ hasText: '[pause 45s]' })).toContainText('from 0.1 to 30 seconds');
});

test('a block survives a restart of the app process', async ({ browser }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sawt-e2e-block-'));
  const text = 'مسودة تبقى بعد إعادة التشغيل\nA draft that survives a restart.';
  const open = async () => {
    const harness = await startWebHarness({ dataDir });
    await harness.call('settings.update', { preferences: { welcomeDone: true } });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(harness.server.url);
    return { harness, context, page };
  };
  try {
    let run = await open();
    await newProject(run.page);
    await write(run.page, text);
    await run.context.close();
    await run.harness.close();

    run = await open();
    // The studio reopens on Projects, at the project last open.
    await expect(field(run.page, 1)).toHaveValue(text);
    await run.context.close();
    await run.harness.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
