import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiverTemplate } from '../../../shared/model/webhooks';
import { newWebhookToken, receiverTemplates, runWebhookTest, samplePayload } from '../../../electron/core/webhooks';
import { createTestPki, type TestPki } from '../../helpers/test-pki';
import { TEST_HOOK_HOST, testNetwork } from '../../helpers/webhook-receiver';

/*
 * The receiver templates, run for real exactly as a user would copy them: written to a file and
 * started with node (and python3 where it exists) on loopback. Events are posted at them directly,
 * and once more through the studio's own sender behind a small TLS front (what the user's reverse
 * proxy does), so the studio's negative and duplicate tests are seen passing against them.
 */

const python = spawnSync('python3', ['--version']).status === 0;
const commands: Record<ReceiverTemplate['language'], string> = { node: process.execPath, python: 'python3' };
const dir = mkdtempSync(join(tmpdir(), 'sawt-templates-'));
let pki: TestPki;

beforeAll(() => {
  pki = createTestPki();
});
afterAll(() => {
  pki.dispose();
  rmSync(dir, { recursive: true, force: true });
});

interface Running {
  port: number;
  child: ChildProcess;
  output: string[];
}

async function startTemplate(template: ReceiverTemplate, secret: string): Promise<Running> {
  const file = join(dir, template.fileName);
  writeFileSync(file, template.source);
  const child = spawn(commands[template.language], [file], { env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret, PORT: '0' } });
  const output: string[] = [];
  const port = await new Promise<number>((done, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /listening on (\d+)/.exec(output.join(''));
      if (found) done(Number(found[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`template exited with ${code}: ${output.join('')}`)));
  });
  return { port, child, output };
}

function post(port: number, body: string, authorization?: string): Promise<{ status: number; body: string }> {
  return new Promise((done, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/hooks/call',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const context = { projectId: 'project-1', agentId: 'agent-1', agentName: 'Support' };

describe.each(receiverTemplates.map((t) => [t.language, t] as const))('the %s receiver template', (language, template) => {
  const available = language === 'node' || python;
  let running: Running;
  const secret = `Bearer ${newWebhookToken()}`;

  beforeAll(async () => {
    if (available) running = await startTemplate(template, secret);
  });
  afterAll(() => {
    running?.child.kill();
  });

  it.runIf(available)('answers 200 to the right secret and 401 to none or a wrong one', async () => {
    const body = JSON.stringify(samplePayload('call.started', context));
    const accepted = await post(running.port, body, secret);
    expect(accepted.status).toBe(200);
    expect(JSON.parse(accepted.body)).toEqual({ received: true, duplicate: false });
    expect((await post(running.port, body)).status).toBe(401);
    expect((await post(running.port, body, `Bearer ${newWebhookToken()}`)).status).toBe(401);
    expect((await post(running.port, body, secret.toLowerCase())).status).toBe(401);
  });

  it.runIf(available)('drops a repeated event but keeps each transcription update of a call', async () => {
    const callId = 'call-dup-1';
    const ended = JSON.stringify(samplePayload('call.ended', { ...context, callId }));
    expect(JSON.parse((await post(running.port, ended, secret)).body)).toEqual({ received: true, duplicate: false });
    expect(JSON.parse((await post(running.port, ended, secret)).body)).toEqual({ received: true, duplicate: true });
    const first = samplePayload('transcription.update', { ...context, callId, now: new Date('2026-01-01T10:00:00Z') });
    const next = samplePayload('transcription.update', { ...context, callId, now: new Date('2026-01-01T10:00:04Z') });
    expect(JSON.parse((await post(running.port, JSON.stringify(first), secret)).body).duplicate).toBe(false);
    expect(JSON.parse((await post(running.port, JSON.stringify(next), secret)).body).duplicate).toBe(false);
    expect(JSON.parse((await post(running.port, JSON.stringify(first), secret)).body).duplicate).toBe(true);
    // Work happens after the answer: the event was handled once, and the secret was never printed.
    const handled = () =>
      running.output
        .join('')
        .split('\n')
        .filter((line) => line.includes(`call.ended ${callId}`));
    await expect.poll(handled).toHaveLength(1);
    // The repeat's handler would have printed right behind the first; one transcription line is there too.
    await expect.poll(() => running.output.join('').includes(`transcription.update ${callId}`)).toBe(true);
    expect(handled()).toHaveLength(1);
    expect(running.output.join('')).not.toContain(secret.slice(7));
  });

  it.runIf(available)("passes the studio's own negative and duplicate tests behind a TLS front", async () => {
    const front = createServer(pki.issue({ names: [TEST_HOOK_HOST] }), (req, res) => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: running.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
    const network = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, ca: pki.caPem, loopbackIsPublic: true });
    const url = `https://${TEST_HOOK_HOST}:${(front.address() as AddressInfo).port}/hooks/call`;
    const test = { url, token: secret.slice('Bearer '.length), sample: context };
    try {
      const delivery = await runWebhookTest({ ...test, eventType: 'call.answered', mode: 'delivery' }, network);
      expect(delivery.verdict).toBe('accepted');
      const negative = await runWebhookTest({ ...test, eventType: 'call.answered', mode: 'negative' }, network);
      expect(negative.deliveries.map((d) => d.status)).toEqual([401, 401]);
      const duplicate = await runWebhookTest({ ...test, eventType: 'tool.executed', mode: 'duplicate' }, network);
      expect(duplicate.deliveries.map((d) => JSON.parse(d.body).duplicate)).toEqual([false, true]);
    } finally {
      front.closeAllConnections();
      await new Promise((done) => front.close(done));
    }
  });
});
