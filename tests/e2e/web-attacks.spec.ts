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

test('a page of another local site can drive neither the sandbox nor the event inspector', async ({ studioPage: page, web }) => {
  // What the studio runs on loopback besides web mode: the sandbox (call simulation needs no key;
  // this test sandbox also has its fault switches on) and sandbox mode's event inspector.
  let delivered = 0;
  const receiver = createServer((req, res) => {
    delivered++;
    req.resume();
    res.end();
  });
  const hostile = createServer((_req, res) => res.end('<!doctype html><title>a page of another local site</title>'));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  try {
    const agents = await web.sandbox.api('/v1/voice-agents');
    const agentId = (agents.body as { data: { voiceAgents: Array<{ id: string }> } }).data.voiceAgents[0]!.id;
    const inspector = JSON.parse(await web.call('webhooks.inspector', {})) as { value: { url: string } };
    const targets = {
      simulate: `${web.sandbox.url}/__sandbox/voice-agents/${agentId}/simulate-call`,
      faults: `${web.sandbox.url}/__sandbox/faults`,
      inspector: inspector.value.url,
      receiver: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    };
    await page.goto(`http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`);
    await expect(page).toHaveTitle('a page of another local site');
    // Simple requests (text/plain, no preflight): the browser sends them, only the answer is hidden.
    await page.evaluate(async (t) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', mode: 'no-cors', body: JSON.stringify(body) }).catch(() => undefined);
      await post(t.simulate, { webhookUrl: t.receiver, webhookAuth: { authKey: 'noAuth' } });
      await post(t.faults, { rules: [{ kind: 'status', status: 500 }] });
      await post(t.inspector, { eventType: 'call.started', callId: 'made-up-by-a-page' });
    }, targets);
    expect(delivered).toBe(0);
    expect((await web.sandbox.api('/v2/tts/dialects')).status).toBe(200);
    const after = JSON.parse(await web.call('webhooks.inspector', {})) as { value: { entries: unknown[] } };
    expect(after.value.entries).toEqual([]);
  } finally {
    web.sandbox.faults.reset();
    receiver.close();
    hostile.close();
  }
});
