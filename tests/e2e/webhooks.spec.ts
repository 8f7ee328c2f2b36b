import { seriousAxeFindings } from './axe';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startWebHarness } from '../helpers/web-harness';
import { createTestPki, type TestPki } from '../helpers/test-pki';
import { startTestReceiver, TEST_HOOK_HOST, testNetwork, type TestReceiver } from '../helpers/webhook-receiver';
import { expect, isolate, test as studioTest } from './fixtures';

/*
 * The Webhooks tab end to end in web mode: the real UI in Chromium, the real core, the keychain
 * store the core uses, and a local HTTPS receiver with a certificate from a test CA. Only the
 * webhook network seam differs from the shipped studio: hooks.sawt.test resolves to 127.0.0.1,
 * which counts as public here, and the test CA is trusted.
 */

const test = studioTest.extend<{}, { hooks: { pki: TestPki; receiver: TestReceiver } }>({
  hooks: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pki = createTestPki();
      const receiver = await startTestReceiver(pki.issue({ names: [TEST_HOOK_HOST] }));
      await use({ pki, receiver });
      await receiver.close();
      pki.dispose();
    },
    { scope: 'worker' },
  ],
  web: [
    async ({ hooks, sandboxShape }, use) => {
      const network = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, ca: hooks.pki.caPem, loopbackIsPublic: true });
      const harness = await startWebHarness({ sandbox: { shape: sandboxShape }, webhookNetwork: network });
      await harness.call('settings.update', { preferences: { welcomeDone: true } });
      await use(harness);
      await harness.close();
    },
    { scope: 'worker' },
  ],
});

async function openWebhooks(page: Page, tabName: string) {
  await page.locator('nav [data-section="agent-tools"]').click();
  await page.getByTestId('agent-picker').selectOption({ label: 'Sales Assistant' });
  await page.getByRole('tab', { name: tabName }).click();
  await expect(page.getByTestId('webhooks-panel')).toBeVisible();
}

test('prepares and tests a webhook: secret, URL check with its certificate, test events and the negative test', async ({
  studioPage: page,
  hooks,
}) => {
  // Many round trips through the keychain and TLS on two shared cores; one long walk, not a timed test.
  test.setTimeout(120_000);
  await openWebhooks(page, 'Webhooks');

  // A secret in the exact form the dashboard wants, masked until revealed.
  await page.getByRole('button', { name: 'Generate secret' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^Bearer ••••/);
  await page.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^Bearer [A-Za-z0-9_-]{43}$/);
  const authSecret = (await page.getByTestId('webhook-secret').textContent())!;
  hooks.receiver.expectAuthorization(authSecret);
  await page.getByRole('button', { name: 'Hide secret' }).click();

  // Bad URLs, each with the rule it breaks; then the receiver, whose certificate is shown.
  const url = page.getByLabel('Endpoint URL');
  await url.fill(hooks.receiver.url().replace('https:', 'http:'));
  await page.getByRole('button', { name: 'Check URL' }).click();
  await expect(page.getByTestId('url-check-report')).toContainText('must start with https://');
  await url.fill('https://2130706433/hook');
  await url.press('Enter');
  await expect(page.getByTestId('url-check-report')).toContainText(`${isolate('127.0.0.1')}, a loopback address`);
  await url.fill(hooks.receiver.url());
  await url.press('Enter');
  const report = page.getByTestId('url-check-report');
  await expect(report).toHaveAttribute('data-passed', 'true');
  await expect(page.getByTestId('certificate-subject')).toHaveText(`CN=${TEST_HOOK_HOST}`);
  await expect(page.getByTestId('certificate-issuer')).toContainText('Sawt Test Root CA');
  await expect(page.getByTestId('certificate-expiry')).not.toBeEmpty();

  // A test event with the secret reaches the receiver and its answer is shown.
  await page.getByLabel('Event', { exact: true }).selectOption('call.ended');
  const before = hooks.receiver.received.length;
  await page.getByRole('button', { name: 'Send test event' }).click();
  const result = page.getByTestId('webhook-test-report');
  await expect(result).toHaveAttribute('data-verdict', 'accepted');
  await expect(result.getByTestId('delivery-status')).toHaveText('200');
  await expect(result.getByTestId('delivery-body')).toHaveText('{"received":true}');
  expect(hooks.receiver.received.length).toBe(before + 1);
  expect(hooks.receiver.received.at(-1)!.authorization).toBe(authSecret);
  expect(JSON.parse(hooks.receiver.received.at(-1)!.body)).toMatchObject({ eventType: 'call.ended' });

  // The negative test: refused by this receiver; a receiver that lets anyone in gets a loud warning.
  await page.getByRole('button', { name: 'Send without a token and with a wrong one' }).click();
  await expect(page.getByTestId('webhook-test-report')).toHaveAttribute('data-verdict', 'refused');
  await expect(page.getByRole('status').filter({ hasText: 'refused both requests' })).toBeVisible();
  hooks.receiver.expectAuthorization(null);
  await page.getByRole('button', { name: 'Send without a token and with a wrong one' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'DANGER' })).toBeVisible();
  hooks.receiver.expectAuthorization(authSecret);

  expect(await seriousAxeFindings(page, { include: '[data-testid="webhooks-panel"]' })).toEqual([]);
});

test('says which rule failed in Arabic, and is reachable by keyboard', async ({ openStudio }) => {
  const page = await openStudio('ar-SA');
  await openWebhooks(page, 'خطافات المكالمات (Webhooks)');
  const url = page.getByLabel('عنوان URL لنقطة الاستقبال');
  await url.fill('https://user:pass@hooks.example.com/');
  await url.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'افحص العنوان' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('url-check-report')).toContainText('احذف اسم المستخدم وكلمة المرور');
  const own = page.getByLabel('أو الصق سرًّا تستخدمه من قبل');
  await own.fill('A'.repeat(40));
  await own.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'يجب أن يبدأ السرّ بكلمة «Bearer»' })).toBeVisible();
  expect(await seriousAxeFindings(page, { include: '[data-testid="webhooks-panel"]' })).toEqual([]);
});

test('simulates a call with the sandbox and shows its events live: search, JSON, NDJSON export', async ({ studioPage: page }) => {
  test.setTimeout(90_000);
  await openWebhooks(page, 'Webhooks');
  const inspector = page.getByTestId('webhook-inspector');
  await inspector.getByRole('button', { name: 'Simulate a call' }).click();
  await expect(inspector.getByRole('status').filter({ hasText: 'delivered 5 of 5 events' })).toBeVisible();
  const entries = inspector.getByTestId('inspector-entry');
  await expect(entries).toHaveCount(5);
  await expect(entries.first()).toContainText('call.started');

  await inspector.getByLabel('Search events').fill('call.ended');
  await expect(entries).toHaveCount(1);
  await entries.first().click();
  await expect(inspector.getByTestId('inspector-json')).toContainText('"eventType": "call.ended"');
  await inspector.getByLabel('Search events').fill('');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inspector.getByRole('button', { name: 'Export as NDJSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('webhook-events.ndjson');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines.map((line) => JSON.parse(line).eventType)).toEqual([
    'call.started',
    'call.answered',
    'transcription.update',
    'tool.executed',
    'call.ended',
  ]);
});
