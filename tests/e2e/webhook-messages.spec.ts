import type { Locator, Page } from '@playwright/test';
import { startWebHarness } from '../helpers/web-harness';
import { createTestPki, type TestPki } from '../helpers/test-pki';
import { startTestReceiver, TEST_HOOK_HOST, testNetwork, type TestReceiver } from '../helpers/webhook-receiver';
import { expect, isolate, test as studioTest } from './fixtures';

/*
 * Issue 33 items 10 (the help list), 11 and 17 as a user meets them in the Webhooks tab, in
 * English and Arabic: an IP address typed as the host is not said to mean itself; "Send test event"
 * is off, saying why, for a URL the check refused; a name that can never resolve says so; a URL
 * holding the agent's secret is refused on its text; the Arabic help list reads right to left with
 * its field names first. Real UI, core and keychain; DNS is a table (hooks.sawt.test → 127.0.0.1).
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

const words = {
  'en-US': {
    tab: 'Webhooks',
    url: 'Endpoint URL',
    check: 'Check URL',
    generate: /^(Generate secret|Generate a new secret)$/,
    reveal: 'Reveal secret',
    hide: 'Hide secret',
    send: 'Send test event',
    ipLiteral: 'Use the endpoint’s host name, not an IP address: certificates',
    loopback: `${isolate('127.0.0.1')} is a loopback address`,
    notPassed: 'The endpoint URL did not pass the check: fix what it reported and check it again, then send tests.',
    reserved: `${isolate('hooks.example.invalid')} ends in ${isolate('.invalid')}, a name reserved so that it never resolves`,
    secret: 'The URL holds this agent’s secret (or an encoding of it).',
    where: 'Where these go',
  },
  'ar-SA': {
    tab: 'خطافات المكالمات (Webhooks)',
    url: 'عنوان URL لنقطة الاستقبال',
    check: 'افحص العنوان',
    generate: /^(أنشئ سرًّا|أنشئ سرًّا جديدًا)$/,
    reveal: 'أظهر السرّ',
    hide: 'أخفِ السرّ',
    send: 'أرسل حدثًا تجريبيًا',
    ipLiteral: 'استخدم اسم المضيف لا عنوان IP: الشهادات',
    loopback: `العنوان ${isolate('127.0.0.1')} عنوان استرجاع`,
    notPassed: 'لم يجتز عنوان نقطة الاستقبال الفحص: أصلح ما ذكره ثم افحصه من جديد، وبعدها أرسل الاختبارات.',
    reserved: `ينتهي ${isolate('hooks.example.invalid')} بـ ${isolate('.invalid')}، وهو اسم محجوز`,
    secret: 'يحتوي العنوان على سرّ هذا الوكيل (أو على صيغة مرمّزة منه).',
    where: 'أين توضع هذه القيم',
  },
} as const;

async function openWebhooks(page: Page, tab: string): Promise<void> {
  await page.locator('nav [data-section="agent-tools"]').click();
  await page.getByTestId('agent-picker').selectOption({ label: 'Sales Assistant' });
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByTestId('webhooks-panel')).toBeVisible();
}

async function check(page: Page, say: (typeof words)['en-US' | 'ar-SA'], url: string): Promise<Locator> {
  await page.getByLabel(say.url).fill(url);
  await page.getByRole('button', { name: say.check }).click();
  const report = page.getByTestId('url-check-report');
  await expect(report).toBeVisible();
  return report;
}

for (const locale of ['en-US', 'ar-SA'] as const) {
  test(`says what is wrong with an endpoint, and sends tests only to one that passed (${locale})`, async ({ openStudio, hooks }) => {
    test.setTimeout(90_000);
    const say = words[locale];
    const page = await openStudio(locale);
    await openWebhooks(page, say.tab);
    await page.getByRole('button', { name: say.generate }).click();
    const send = page.getByRole('button', { name: say.send });

    let report = await check(page, say, hooks.receiver.url());
    await expect(report).toHaveAttribute('data-passed', 'true');
    await expect(send).toBeEnabled();

    report = await check(page, say, 'https://127.0.0.1:8443/hook');
    await expect(report).toHaveAttribute('data-passed', 'false');
    await expect(report).toContainText(say.ipLiteral);
    await expect(report).toContainText(say.loopback);
    await expect(report).not.toContainText('127.0.0.1 means');
    await expect(send).toBeDisabled();
    await expect(page.getByText(say.notPassed)).toBeVisible();

    report = await check(page, say, 'https://hooks.example.invalid/calls');
    await expect(report).toContainText(say.reserved);

    await page.getByRole('button', { name: say.reveal }).click();
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^Bearer [A-Za-z0-9_-]{43}$/);
    const token = (await page.getByTestId('webhook-secret').textContent())!.slice('Bearer '.length);
    await page.getByRole('button', { name: say.hide }).click();
    report = await check(page, say, `https://${token.toLowerCase().replace(/_/g, '-')}.example.com/calls`);
    await expect(report).toContainText(say.secret);
  });
}

test('the help list reads right to left in Arabic, each field name first', async ({ openStudio }) => {
  const say = words['ar-SA'];
  const page = await openStudio('ar-SA');
  await openWebhooks(page, say.tab);
  const items = page.getByRole('region', { name: say.where }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) {
    expect(await item.evaluate((li) => getComputedStyle(li).direction)).toBe('rtl');
    const field = (await item.locator('code').boundingBox())!;
    const line = (await item.boundingBox())!;
    // The field name starts the line: at its right edge, the bullet beyond it.
    expect(line.x + line.width - (field.x + field.width)).toBeLessThan(2);
  }
});
