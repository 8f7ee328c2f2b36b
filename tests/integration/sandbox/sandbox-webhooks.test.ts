import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../helpers/test-sandbox';

/** A real receiver on loopback that records what arrives and answers with `status`. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> & { data: Record<string, unknown> };
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let status = 200;

let sandbox: TestSandbox;
let agent: { id: string; agentName: string };
const root = resolve(__dirname, '../../..');
const events = ['call.started', 'call.answered', 'transcription.update', 'tool.executed', 'call.ended'];
const control = (path: string, method: string, body?: unknown) =>
  sandbox.api(`/__sandbox/voice-agents/${agent.id}/${path}`, { method, auth: false, ...(body !== undefined ? { body } : {}) });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/calls`;
  sandbox = await startTestSandbox({ enableControlRoute: true });
  agent = (await sandbox.api('/v1/voice-agents')).body.data.voiceAgents[0];
});
afterAll(async () => {
  await sandbox.dispose();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  received = [];
  status = 200;
});

describe('sandbox call webhooks (§6)', () => {
  it('POSTs the five events as JSON with the Bearer secret, echoing the custom parameters', async () => {
    const saved = await control('webhook', 'PUT', {
      webhookUrl: receiverUrl,
      webhookAuth: { authKey: 'bearer', authSecret: 'Bearer s3cret-token-for-tests' },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('s3cret');
    expect(saved.body.destination).toEqual({ kind: 'loopback', label: expect.stringMatching(/^Loopback address .*sandbox only/) });

    const call = await control('simulate-call', 'POST', { customParams: { orderId: 'A-77', campaign: 'eid' } });
    expect(call.status).toBe(200);
    expect(call.body).toMatchObject({ agentId: agent.id, webhookUrl: receiverUrl, delivered: true, destination: { kind: 'loopback' } });
    expect(call.body.deliveries.map((d: { eventType: string; status: number }) => [d.eventType, d.status])).toEqual(
      events.map((e) => [e, 200]),
    );

    expect(received.map((r) => r.body.eventType)).toEqual(events);
    for (const { path, headers, body } of received) {
      expect(path).toBe('/hooks/calls');
      expect(headers['content-type']).toBe('application/json');
      expect(headers.authorization).toBe('Bearer s3cret-token-for-tests');
      expect(body).toMatchObject({
        callId: call.body.callId,
        projectId: sandbox.projectId,
        agentId: agent.id,
        agentName: agent.agentName,
        sandbox: true,
      });
      expect(Date.parse(body.timestamp as string)).not.toBeNaN();
      expect(body.data.customParams).toEqual({ orderId: 'A-77', campaign: 'eid' });
    }
    const [started, , spoken, tool, ended] = received.map((r) => r.body.data);
    expect(started).toMatchObject({ caller: { phoneNumber: expect.any(String) } });
    expect(spoken).toMatchObject({ speaker: expect.any(String), text: expect.any(String) });
    expect(tool).toMatchObject({
      toolName: expect.any(String),
      input: expect.any(Object),
      output: expect.any(Object),
      durationMs: expect.any(Number),
    });
    expect(ended).toMatchObject({ transcript: expect.any(Array), outcome: expect.any(String) });
  });

  it('sends no credential with noAuth, and reports a receiver that refuses', async () => {
    status = 500;
    const call = await control('simulate-call', 'POST', { webhookUrl: receiverUrl, webhookAuth: { authKey: 'noAuth' } });
    expect(call.body.delivered).toBe(false);
    expect(call.body.deliveries.every((d: { status: number; delivered: boolean }) => d.status === 500 && !d.delivered)).toBe(true);
    expect(received).toHaveLength(5);
    expect(received.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(received.every((r) => JSON.stringify(r.body.data.customParams) === '{}')).toBe(true);
  });

  it('reports an address where nothing listens, per event, without hanging', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const call = await control('simulate-call', 'POST', { webhookUrl: `http://127.0.0.1:${port}/`, webhookAuth: { authKey: 'noAuth' } });
    expect(call.body.delivered).toBe(false);
    expect(call.body.deliveries[0]).toMatchObject({ status: null, delivered: false, error: expect.stringMatching(/ECONNREFUSED/) });
  });

  it.each([
    [
      'a public address (judged before connecting)',
      { webhookUrl: 'https://hooks.example.com/calls', webhookAuth: { authKey: 'noAuth' } },
      'WebhookUrlNotLoopback',
    ],
    [
      'a secret without the word Bearer',
      { webhookUrl: 'http://127.0.0.1:9/', webhookAuth: { authKey: 'bearer', authSecret: 'just-a-token' } },
      'InvalidWebhookSecret',
    ],
    ['an unknown authKey', { webhookUrl: 'http://127.0.0.1:9/', webhookAuth: { authKey: 'basic' } }, 'FieldMustBeEnum'],
    ['an address with credentials', { webhookUrl: 'http://user:pw@127.0.0.1:9/', webhookAuth: { authKey: 'noAuth' } }, 'InvalidWebhookUrl'],
    [
      'text custom parameters only',
      { webhookUrl: 'http://127.0.0.1:9/', webhookAuth: { authKey: 'noAuth' }, customParams: { n: 1 } },
      'FieldMustBeString',
    ],
  ])('refuses %s with a 400 that says why', async (_what, body, messageKey) => {
    const response = await control('simulate-call', 'POST', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, message: expect.any(String), messageKey });
    expect(received).toHaveLength(0);
  });

  it('answers 404 for an unknown agent, and the routes are absent without the control switch', async () => {
    const unknown = await sandbox.api('/__sandbox/voice-agents/00000000-0000-4000-8000-000000000000/simulate-call', {
      method: 'POST',
      auth: false,
      body: {},
    });
    expect(unknown.status).toBe(404);
    const plain = await startTestSandbox();
    try {
      expect((await plain.api(`/__sandbox/voice-agents/${agent.id}/simulate-call`, { method: 'POST', body: {} })).status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });

  it('runs from the command line against a running sandbox', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'electron/sandbox/cli.ts'),
        'simulate-call',
        '--sandbox',
        sandbox.url,
        '--agent',
        agent.id,
        '--webhook-url',
        receiverUrl,
        '--bearer',
        'cli-token-123',
        '--param',
        'ticket=T-9',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(0);
    expect(out).toMatch(/^Loopback address/m);
    for (const event of events) expect(out).toMatch(new RegExp(`^${event.replace('.', '\\.')}: 200 delivered`, 'm'));
    expect(received.map((r) => [r.headers.authorization, r.body.data.customParams])).toEqual(
      events.map(() => ['Bearer cli-token-123', { ticket: 'T-9' }]),
    );
  });
});
