import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '../../../shared/contract';
import type { UrlCheckResult, WebhookAgentState, WebhookTestReport } from '../../../shared/model/webhooks';
import { runWebhookTest } from '../../../electron/core/webhooks';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { createTestPki } from '../../helpers/test-pki';
import { startTestReceiver, TEST_HOOK_HOST, testNetwork, type TestReceiver } from '../../helpers/webhook-receiver';

/*
 * Issue 33 item 11 through the real core: a URL the check refused is not where tests go ("Send test
 * event" used to post to it and report "No answer, 0 ms" instead of the refusal); a delivery refused
 * right before sending says nothing was sent; a name that can never resolve (.invalid) is refused
 * on its text, not looked up and called a passing network failure.
 */

const pki = createTestPki();
const lookups: string[] = [];
const base = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, ca: pki.caPem, loopbackIsPublic: true });
const network = {
  ...base,
  resolve: (hostname: string) => {
    lookups.push(hostname);
    return base.resolve(hostname);
  },
};
const rig = useCoreRig({ webhookNetwork: network });
const call = <T>(name: OperationName, input: unknown) => rig.call<T>(name, input);
let receiver: TestReceiver;
const agentId = 'agent-refused-url';

beforeAll(async () => {
  receiver = await startTestReceiver(pki.issue({ names: [TEST_HOOK_HOST] }));
});
afterAll(async () => {
  await receiver.close();
  pki.dispose();
});

describe('tests go only to an endpoint that passed the check', () => {
  it('refuses to send to a refused URL, saying so, and sends nothing', async () => {
    unwrap(await call('webhooks.generateSecret', { agentId }));
    const refused = unwrap(await call<UrlCheckResult>('webhooks.checkUrl', { agentId, url: 'https://127.0.0.1:8443/hook' }));
    expect(refused.failures.map((f) => f.rule)).toEqual(['url.ipLiteral', 'address.loopback']);
    // Remembered (no retyping) but known to have failed: the panel keeps its test buttons off.
    expect(unwrap(await call<WebhookAgentState>('webhooks.get', { agentId }))).toMatchObject({
      url: 'https://127.0.0.1:8443/hook',
      urlPassed: false,
    });
    const before = receiver.received.length;
    const sent = await call('webhooks.sendTest', { agentId, eventType: 'call.started', mode: 'delivery' });
    expect(sent).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'webhooks.urlRefused' } });
    expect(receiver.received.length).toBe(before);
  });

  it('sends once the URL passes, and stops again when a later check fails', async () => {
    unwrap(await call('webhooks.checkUrl', { agentId, url: receiver.url() }));
    expect(unwrap(await call<WebhookAgentState>('webhooks.get', { agentId })).urlPassed).toBe(true);
    const report = unwrap(await call<WebhookTestReport>('webhooks.sendTest', { agentId, eventType: 'call.started', mode: 'delivery' }));
    expect(report.deliveries[0]).toMatchObject({ attempted: true, status: 200 });
    unwrap(await call('webhooks.checkUrl', { agentId, url: receiver.url().replace(TEST_HOOK_HOST, 'nowhere.sawt.test') }));
    expect(unwrap(await call<WebhookAgentState>('webhooks.get', { agentId })).urlPassed).toBe(false);
  });

  it('a name that can never resolve is refused as such, with no lookup', async () => {
    const before = lookups.length;
    const result = unwrap(await call<UrlCheckResult>('webhooks.checkUrl', { agentId, url: 'https://hooks.example.invalid/calls' }));
    expect(result.failures).toEqual([{ rule: 'host.reserved', facts: { host: 'hooks.example.invalid', detail: '.invalid' } }]);
    expect(lookups.slice(before)).toEqual([]);
  });
});

describe('a delivery refused right before sending', () => {
  it('says nothing was sent: no status, no latency, the rule it broke', async () => {
    // The URL passed once; by the time of sending its name no longer resolves.
    const report = await runWebhookTest(
      {
        url: `https://gone.sawt.test:${receiver.port}/calls`,
        token: 'x'.repeat(43),
        eventType: 'call.ended',
        mode: 'negative',
        sample: { projectId: 'p', agentId, agentName: 'Agent' },
      },
      network,
    );
    expect(report.verdict).toBe('notSent');
    for (const delivery of report.deliveries) {
      expect(delivery).toMatchObject({ attempted: false, latencyMs: 0, failure: { rule: 'dns.notFound' } });
      expect(delivery.status).toBeUndefined();
    }
  });
});
