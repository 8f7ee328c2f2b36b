import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SecretsStatus } from '../../../shared/model/account';
import { ServiceClient } from '../../../electron/core/service/client';
import { useCoreRig } from '../../helpers/core-rig';

// The key goes only to the service it was saved for: real HTTP to the sandbox and to a hostile
// loopback server that records every header and body it is sent.
const rig = useCoreRig();
const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

interface Seen {
  headers: IncomingHttpHeaders;
  body: string;
}

async function hostile(answer: (res: import('node:http').ServerResponse, seen: Seen[]) => void): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      answer(res, seen);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const carries = (seen: Seen[], secret: string) => seen.some((s) => JSON.stringify(s).includes(secret));

describe('a key is bound to the service address it was saved for', () => {
  it('is not sent after the address changes, until it is entered again for the new one', async () => {
    const account = rig;
    const sandbox = rig.sandbox;
    const update = (url: string) => account.call('settings.update', { serviceBaseUrl: { kind: 'custom', url } });
    expect((await update(sandbox.url)).ok).toBe(true);
    expect((await account.call('secrets.setApiKey', { apiKey: sandbox.apiKey })).ok).toBe(true);
    expect(await account.call('account.testConnection')).toMatchObject({ ok: true });

    const attacker = await hostile((res) => res.end('{}'));
    expect((await update(attacker.url)).ok).toBe(true);
    const status = await account.call<SecretsStatus>('secrets.status');
    expect(status).toMatchObject({ ok: true, value: { configured: false } });
    const refused = await account.call('voices.refresh', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'NO_API_KEY', message: expect.stringContaining('saved for') } });
    expect(carries(attacker.seen, sandbox.apiKey)).toBe(false);

    // Back on the address it was saved for, the key works again without being entered.
    expect((await update(sandbox.url)).ok).toBe(true);
    expect(await account.call('account.testConnection')).toMatchObject({ ok: true });
  });
});

describe('service calls never follow redirects with the key', () => {
  it.each([301, 302, 307, 308])('refuses a %i to another server, which never hears from us', async (status) => {
    const elsewhere = await hostile((res) => res.end('{}'));
    const redirecting = await hostile((res) => {
      res.writeHead(status, { location: `${elsewhere.url}/steal` });
      res.end();
    });
    const client = new ServiceClient({ baseUrl: redirecting.url, getApiKey: () => 'secret-key-0123456789', retry: { maxAttempts: 1 } });
    const result = await client.getProject();
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_RESPONSE', message: expect.stringContaining('redirect') } });
    expect(elsewhere.seen).toHaveLength(0);
  });
});

describe('the key never appears in error text', () => {
  const key = 'hk_live_4c1f0e9d8b7a6Q5R4S3T2U1V0W';
  it.each([
    ['echoed whole', `Invalid API key ${key}`],
    ['echoed in capitals', `INVALID API KEY ${key.toUpperCase()}`],
    ['cut by the length limit', `${'x'.repeat(290)} key=${key}`],
  ])('%s', async (_label, message) => {
    const service = await hostile((res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message, messageKey: `bad ${key}` }));
    });
    const client = new ServiceClient({ baseUrl: service.url, getApiKey: () => key, retry: { maxAttempts: 1 } });
    const result = await client.getProject();
    expect(result.ok).toBe(false);
    const text = JSON.stringify(result).toLowerCase();
    for (let i = 0; i + 8 <= key.length; i++) expect(text).not.toContain(key.slice(i, i + 8).toLowerCase());
  });
});
