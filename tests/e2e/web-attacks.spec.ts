import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { test, expect } from './fixtures';

// Attacks a hostile local page or a hostile service could make on web mode, in real Chromium.

test('another local server never receives the studio cookie to replay', async ({ studioPage: page, web }) => {
  const seen: IncomingHttpHeaders[] = [];
  const other = createServer((req, res) => {
    seen.push(req.headers);
    res.end('<!doctype html><title>another local app</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.domain)).toContain(web.server.host);
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    await expect(page).toHaveTitle('another local app');
    // The page and whatever else the browser asked for (a favicon): none carries the cookie.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((headers) => headers.cookie)).toEqual(seen.map(() => undefined));
  } finally {
    other.close();
  }
});

test('a voice image opened in its own tab is downloaded, and its script never runs as the studio', async ({ studioPage: page, web }) => {
  const avatar = page.locator('img.voice-avatar').first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await avatar.getAttribute('src'))!;
  // A hostile service's avatar: replace the cached file with an SVG that tries to re-point the account.
  const file = await web.core.audio.resolve('voice-image', decodeURIComponent(src.split('/').pop()!));
  expect(file.ok).toBe(true);
  if (!file.ok) return;
  writeFileSync(
    file.value.path,
    `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('/api/ops/settings.update',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({serviceBaseUrl:{kind:'custom',url:'http://127.0.0.1:9'}})})</script></svg>`,
  );
  const before = JSON.parse(await web.call('settings.get', {})) as { value: { serviceBaseUrl: unknown } };
  const tab = await page.context().newPage();
  const download = tab.waitForEvent('download');
  await tab.goto(new URL(src, web.server.origin).href).catch(() => undefined);
  expect((await download).suggestedFilename()).toBeTruthy();
  const after = JSON.parse(await web.call('settings.get', {})) as { value: { serviceBaseUrl: unknown } };
  expect(after.value.serviceBaseUrl).toEqual(before.value.serviceBaseUrl);
});
