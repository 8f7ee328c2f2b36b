import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationName } from '../../../shared/contract';
import type { InspectorEntry, InspectorState, SimulatedCall } from '../../../shared/model/webhooks';
import { samplePayload } from '../../../electron/core/webhooks';
import { keychainStore, startCoreRig, unwrap, useCoreRig } from '../../helpers/core-rig';

/*
 * The local event inspector of sandbox mode: a loopback receiver with a per-run secret that logs
 * what arrives (in memory only) and pushes each request to the renderer as an event. "Simulate a
 * call" asks the sandbox (a peer over HTTP) to send the five events to it.
 */

const rig = useCoreRig({ sandbox: { enableControlRoute: true }, secrets: keychainStore() });
let agentId: string;
const received: InspectorEntry[] = [];
const call = <T>(name: OperationName, input: unknown) => rig.call<T>(name, input);

beforeAll(async () => {
  rig.core.events.subscribe((name, payload) => {
    if (name === 'webhooks.eventReceived') received.push(payload as InspectorEntry);
  });
  agentId = unwrap(await call<{ agents: Array<{ id: string }> }>('agents.list', {})).agents[0]!.id;
});

const post = (url: string, body: string, authorization?: string) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) } });

describe('the local event inspector', () => {
  it('listens on loopback, takes events with its secret, refuses others, and notes repeats', async () => {
    const { url } = unwrap(await call<InspectorState>('webhooks.inspector', {}));
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const secret = rig.core.context.webhookInspector.authSecret;
    const event = JSON.stringify(
      samplePayload('call.started', { projectId: 'p', agentId, agentName: 'Sales Assistant', callId: 'call-7' }),
    );
    expect((await post(url, event, secret)).status).toBe(200);
    expect((await post(url, event, secret)).status).toBe(200);
    expect((await post(url, event)).status).toBe(401);
    expect((await post(url, event, 'Bearer not-the-secret')).status).toBe(401);
    expect((await post(url, 'not json', secret)).status).toBe(200);

    const { entries } = unwrap(await call<InspectorState>('webhooks.inspector', {}));
    expect(entries.map((e) => [e.eventType, e.authorized, e.duplicate])).toEqual([
      ['call.started', true, false],
      ['call.started', true, true],
      ['call.started', false, false],
      ['call.started', false, false],
      [null, true, false],
    ]);
    expect(entries[0]!.payload).toMatchObject({ callId: 'call-7', agentId });
    expect(entries[4]).toMatchObject({ payload: null, text: 'not json' });
    // The same entries reached the renderer as they came, in order.
    expect(received.map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(unwrap(await call<InspectorState>('webhooks.clearInspector', {})).entries).toEqual([]);
  });

  it('keeps nothing on disk: not the events, not its secret', () => {
    const token = rig.core.context.webhookInspector.authSecret.slice('Bearer '.length);
    const files = readdirSync(rig.dataDir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile());
    const leaks = files.filter((e) => {
      const text = readFileSync(join(e.parentPath, e.name));
      return text.includes(token) || text.includes('call-7');
    });
    expect(leaks).toEqual([]);
  });

  it('simulates a call only for a sandbox profile', async () => {
    unwrap(await call('settings.update', { serviceBaseUrl: { kind: 'custom', url: rig.sandbox.url } }));
    const refused = await call('webhooks.simulateCall', { agentId });
    unwrap(await call('settings.update', { serviceBaseUrl: { kind: 'sandbox' } }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'webhooks.notSandbox' } });
  });

  it('has the sandbox send the five events of one call to the inspector, with its secret', async () => {
    unwrap(await call('webhooks.clearInspector', {}));
    const simulated = await call<SimulatedCall>('webhooks.simulateCall', { agentId });
    if (!simulated.ok) throw new Error(simulated.error.message);
    expect(simulated.value).toMatchObject({ delivered: 5, attempted: 5 });
    const { entries } = unwrap(await call<InspectorState>('webhooks.inspector', {}));
    expect(entries.map((e) => e.eventType)).toEqual([
      'call.started',
      'call.answered',
      'transcription.update',
      'tool.executed',
      'call.ended',
    ]);
    expect(entries.every((e) => e.authorized && e.callId === simulated.value.callId)).toBe(true);
    // The custom parameter passed with the call comes back in the events (spec §6).
    expect(JSON.stringify(entries[0]!.payload)).toContain('event-inspector');
  });

  it('says so when the sandbox has no simulate-call route', async () => {
    const bare = await startCoreRig({ sandbox: { enableControlRoute: false }, secrets: keychainStore() });
    try {
      const result = await bare.call('webhooks.simulateCall', { agentId });
      expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', messageKey: 'webhooks.simulateUnavailable' } });
    } finally {
      await bare.close();
    }
  });
});
