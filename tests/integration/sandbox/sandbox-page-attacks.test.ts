import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedSandbox, type SandboxAccount, type SandboxProvider } from '../../../electron/core/session';
import { rawRequest } from '../../helpers/raw-http';

// The studio's own embedded sandbox listens on loopback with a call-simulation route that needs no
// key. Every browser on the machine reaches loopback, so these are the requests a hostile page can
// make to it: a simple (no-preflight) POST from another site, and a DNS name rebound to 127.0.0.1.
// None may make the sandbox deliver anything. A real receiver on loopback counts what arrives.
let dir: string;
let provider: SandboxProvider;
let account: SandboxAccount;
let port: number;
let agentId: string;
let receiver: Server;
let receiverUrl: string;
let delivered = 0;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    delivered++;
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  dir = mkdtempSync(join(tmpdir(), 'sawt-sandbox-attacks-'));
  provider = embeddedSandbox(dir);
  const started = await provider.account();
  if (!started.ok) throw new Error(started.error.message);
  account = started.value;
  port = Number(new URL(account.url).port);
  const agents = await fetch(`${account.url}/v1/voice-agents`, { headers: { authorization: `Token ${account.apiKey}` } });
  agentId = ((await agents.json()) as { data: { voiceAgents: Array<{ id: string }> } }).data.voiceAgents[0]!.id;
});
afterAll(async () => {
  await provider.close();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  delivered = 0;
});

const simulatePath = () => `/__sandbox/voice-agents/${agentId}/simulate-call`;
const callBody = () =>
  JSON.stringify({ webhookUrl: receiverUrl, webhookAuth: { authKey: 'bearer', authSecret: 'Bearer chosen-by-the-page' } });

describe('a web page cannot drive the embedded sandbox', () => {
  it.each([
    [
      'a simple text/plain POST from another site',
      { 'content-type': 'text/plain', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['the same from a sandboxed frame (Origin: null)', { 'content-type': 'text/plain', origin: 'null', 'sec-fetch-site': 'cross-site' }],
    [
      'a no-cors POST from another local port',
      { 'content-type': 'text/plain', origin: 'http://127.0.0.1:9', 'sec-fetch-site': 'same-site' },
    ],
    ['a form POST from a browser without Fetch Metadata', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a text/plain POST with no Origin at all', { 'content-type': 'text/plain' }],
  ])('refuses %s and delivers nothing', async (_name, headers) => {
    const answer = await rawRequest({ port, path: simulatePath(), method: 'POST', headers, body: callBody() });
    expect([403, 415]).toContain(answer.status);
    expect(delivered).toBe(0);
  });

  it('refuses a DNS name rebound to 127.0.0.1, for the control routes and the API alike', async () => {
    const rebound = { host: `rebind.example:${port}`, 'content-type': 'application/json' };
    const call = await rawRequest({ port, path: simulatePath(), method: 'POST', headers: rebound, body: callBody() });
    expect(call.status).toBe(403);
    expect(delivered).toBe(0);
    expect((await rawRequest({ port, path: `/__sandbox/voice-agents/${agentId}/webhook`, headers: rebound })).status).toBe(403);
    const api = await rawRequest({ port, path: '/v2/tts/dialects', headers: { ...rebound, authorization: `Token ${account.apiKey}` } });
    expect(api.status).toBe(403);
  });

  it('still answers the studio (Node fetch, JSON, its own address) and a shell on localhost', async () => {
    const studio = await fetch(`${account.url}${simulatePath()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: callBody(),
    });
    expect(studio.status).toBe(200);
    expect(delivered).toBe(5);
    const shell = await rawRequest({
      port,
      path: '/v2/tts/dialects',
      headers: { host: `localhost:${port}`, authorization: `Token ${account.apiKey}` },
    });
    expect(shell.status).toBe(200);
  });

  it("lets a page's <audio> load a file the service handed out, as a CDN would, but nothing else and not by a rebound name", async () => {
    const voices = await fetch(`${account.url}/v2/tts/voices`, { headers: { authorization: `Token ${account.apiKey}` } });
    // A voice's sample address, as the list hands it out (voiceRecord).
    const sample = /"(http:[^"]*\/files\/[^"]*\.wav)"/.exec(await voices.text())?.[1];
    expect(sample).toBeDefined();
    const path = new URL(sample!, account.url).pathname;
    expect(path.startsWith('/files/')).toBe(true);
    const fromPage = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'audio' };
    expect((await rawRequest({ port, path, headers: fromPage })).status).toBe(200);
    expect((await rawRequest({ port, path, headers: { ...fromPage, host: `rebind.example:${port}` } })).status).toBe(403);
    const api = await rawRequest({ port, path: '/v2/tts/dialects', headers: { ...fromPage, authorization: `Token ${account.apiKey}` } });
    expect(api.status).toBe(403);
    expect((await rawRequest({ port, path: '/files/../__sandbox/faults', headers: fromPage })).status).toBe(403);
  });
});
