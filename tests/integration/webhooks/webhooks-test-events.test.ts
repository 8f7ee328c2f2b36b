import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OperationName } from '../../../shared/contract';
import type { WebhookAgentState, WebhookTestReport } from '../../../shared/model/webhooks';
import { WebhookSecrets } from '../../../electron/core/webhooks';
import { keychainStore, unwrap, useCoreRig } from '../../helpers/core-rig';
import { createTestPki } from '../../helpers/test-pki';
import { startTestReceiver, TEST_HOOK_HOST, testNetwork, type TestReceiver } from '../../helpers/webhook-receiver';

/*
 * Test events through the real core (contract dispatch, keychain, profile folder) to a local HTTPS
 * receiver that checks the token, the way a user's endpoint should. Only the network seam is
 * replaced: hooks.sawt.test resolves to 127.0.0.1, which counts as public here, and the test CA
 * is trusted. With a real keyring (scripts/with-keyring.sh) the secret goes through the OS keychain.
 */

/** The keychain the core was given, read here directly (handlers cannot reach it). */
const keychain = keychainStore();
// Made before the rig: the core's network seam trusts this CA from its start.
const pki = createTestPki();
let receiver: TestReceiver;
let agentId: string;
const consoleLines: string[] = [];

// Registered before the rig's own hook, so whatever the core prints from its start is caught.
beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map((a) => inspect(a)).join(' ')));
  }
});
const rig = useCoreRig({
  secrets: keychain,
  webhookNetwork: testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, ca: pki.caPem, loopbackIsPublic: true }),
});
const call = <T>(name: OperationName, input: unknown) => rig.call<T>(name, input);

beforeAll(async () => {
  receiver = await startTestReceiver(pki.issue({ names: [TEST_HOOK_HOST] }));
  const agents = unwrap(await call<{ agents: Array<{ id: string }> }>('agents.list', {}));
  agentId = agents.agents[0]!.id;
});
afterAll(async () => {
  await receiver.close();
  pki.dispose();
  vi.restoreAllMocks();
});

describe('webhook test events', () => {
  let authSecret: string;

  it('refuses to send before a URL was checked or a secret made, saying which is missing', async () => {
    await call('webhooks.deleteSecret', { agentId });
    const noUrl = await call('webhooks.sendTest', { agentId, eventType: 'call.started', mode: 'delivery' });
    expect(noUrl).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'webhooks.noUrl' } });
    expect(unwrap(await call('webhooks.checkUrl', { agentId, url: receiver.url() }))).toMatchObject({ passed: true });
    const noSecret = await call('webhooks.sendTest', { agentId, eventType: 'call.started', mode: 'delivery' });
    expect(noSecret).toMatchObject({ ok: false, error: { messageKey: 'webhooks.noSecret' } });
  });

  it('generates a 32-byte URL-safe secret in the form "Bearer <token>", masked unless revealed', async () => {
    const state = unwrap(await call<WebhookAgentState>('webhooks.generateSecret', { agentId }));
    expect(state).toMatchObject({ hasSecret: true, url: receiver.url() });
    expect(state.maskedSecret).toMatch(/^Bearer ••••[A-Za-z0-9_-]{4}$/);
    authSecret = unwrap(await call<{ authSecret: string }>('webhooks.revealSecret', { agentId })).authSecret;
    expect(authSecret).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(authSecret.slice('Bearer '.length), 'base64url')).toHaveLength(32);
    expect(state.samples.map((s) => s.eventType)).toEqual([
      'call.started',
      'call.answered',
      'transcription.update',
      'tool.executed',
      'call.ended',
    ]);
    receiver.expectAuthorization(authSecret);
  });

  it('sends each of the five events with the secret and shows status, headers, body and latency', async () => {
    for (const eventType of ['call.started', 'call.answered', 'transcription.update', 'tool.executed', 'call.ended'] as const) {
      const report = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType, mode: 'delivery' }));
      expect(report.verdict, eventType).toBe('accepted');
      const [delivery] = report.deliveries;
      expect(delivery).toMatchObject({ credential: 'secret', status: 200, slow: false, body: '{"received":true}', bodyTruncated: false });
      expect(delivery!.headers).toContainEqual(['x-receiver', 'sawt-test']);
      expect(delivery!.latencyMs).toBeGreaterThanOrEqual(0);
      const got = receiver.received.at(-1)!;
      expect(got.authorization).toBe(authSecret);
      expect(got.host).toBe(`${TEST_HOOK_HOST}:${receiver.port}`);
      expect(Object.keys(JSON.parse(got.body))).toEqual(['eventType', 'callId', 'timestamp', 'projectId', 'agentId', 'agentName', 'data']);
      expect(JSON.parse(got.body)).toMatchObject({ eventType, agentId });
    }
  });

  it('negative test: no token and a wrong token are refused by a careful endpoint, accepted by a careless one', async () => {
    const careful = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType: 'call.ended', mode: 'negative' }));
    expect(careful.verdict).toBe('refused');
    expect(careful.deliveries.map((d) => [d.credential, d.status])).toEqual([
      ['none', 401],
      ['wrong', 401],
    ]);
    const [none, wrong] = receiver.received.slice(-2);
    expect(none!.authorization).toBeUndefined();
    expect(wrong!.authorization).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(wrong!.authorization).not.toBe(authSecret);

    receiver.expectAuthorization(null);
    const careless = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType: 'call.ended', mode: 'negative' }));
    receiver.expectAuthorization(authSecret);
    expect(careless.verdict).toBe('accepted');
  });

  it('duplicate test: the very same bytes arrive twice', async () => {
    const before = receiver.received.length;
    const report = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType: 'tool.executed', mode: 'duplicate' }));
    expect(report.deliveries.map((d) => d.status)).toEqual([200, 200]);
    const [first, second] = receiver.received.slice(before);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(first!.body).callId).toBe(report.payload.callId);
  });

  it('keeps at most 16 KB of a large response body and says how large it was', async () => {
    const big = createServer(pki.issue({ names: [TEST_HOOK_HOST] }), (req, res) => {
      req.resume();
      res.end('x'.repeat(100_000));
    });
    await new Promise<void>((done) => big.listen(0, '127.0.0.1', done));
    unwrap(await call('webhooks.checkUrl', { agentId, url: `https://${TEST_HOOK_HOST}:${(big.address() as AddressInfo).port}/` }));
    const report = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType: 'call.started', mode: 'delivery' }));
    await new Promise((done) => big.close(done));
    expect(report.deliveries[0]).toMatchObject({ status: 200, bodyTruncated: true, bodyBytes: 100_000 });
    expect(report.deliveries[0]!.body).toHaveLength(16 * 1024);
    unwrap(await call('webhooks.checkUrl', { agentId, url: receiver.url() }));
  });

  it('refuses a pasted secret without "Bearer " (and other bad forms), each with its own message', async () => {
    const token = 'A'.repeat(40);
    const cases: Array<[string, string]> = [
      [token, 'webhooks.secret.noBearer'],
      [`Token ${token}`, 'webhooks.secret.noBearer'],
      [`bearer ${token}`, 'webhooks.secret.bearerCase'],
      [`Bearer  ${token}`, 'webhooks.secret.spacing'],
      ['Bearer short-token', 'webhooks.secret.tooShort'],
      [`Bearer ${token} ${token}`, 'webhooks.secret.characters'],
      ['   ', 'webhooks.secret.empty'],
    ];
    for (const [authSecretInput, messageKey] of cases) {
      const result = await call('webhooks.setSecret', { agentId, authSecret: authSecretInput });
      expect(result, authSecretInput).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey } });
      if (!result.ok) expect(result.error.message).not.toContain(token);
    }
    const pasted = unwrap(await call<WebhookAgentState>('webhooks.setSecret', { agentId, authSecret: `Bearer ${token}-pasted` }));
    expect(pasted.maskedSecret).toBe('Bearer ••••sted');
    unwrap(await call('webhooks.setSecret', { agentId, authSecret }));
  });

  it("removing a profile removes its agents' webhook secrets from the keychain", async () => {
    const other = unwrap(await call<{ id: string }>('profiles.create', { name: 'Second', account: { kind: 'sandbox' } }));
    unwrap(await call('profiles.switch', { id: other.id }));
    unwrap(await call('webhooks.generateSecret', { agentId }));
    const account = WebhookSecrets.account(other.id, agentId);
    expect(unwrap(await keychain.getSecret(account))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const back = unwrap(await call<{ profiles: Array<{ id: string }> }>('profiles.list', {})).profiles.find((p) => p.id !== other.id)!;
    unwrap(await call('profiles.switch', { id: back.id }));
    unwrap(await call('profiles.remove', { id: other.id, deleteCache: true }));
    expect(unwrap(await keychain.getSecret(account))).toBeNull();
  });

  it('never writes the secret to a file in the data folder or to a log line', async () => {
    const token = authSecret.slice('Bearer '.length);
    const files = readdirSync(rig.dataDir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.some((file) => file.endsWith('webhooks.json'))).toBe(true);
    expect(files.filter((file) => readFileSync(file).includes(token))).toEqual([]);
    expect(consoleLines.filter((line) => line.includes(token))).toEqual([]);
    // The endpoint did get it: the search above would prove nothing otherwise.
    expect(receiver.received.some((r) => r.authorization === authSecret)).toBe(true);
  });
});
