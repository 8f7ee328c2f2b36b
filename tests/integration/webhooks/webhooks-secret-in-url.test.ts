import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfilesOverview } from '../../../shared/model/account';
import type { UrlCheckResult, WebhookAgentState } from '../../../shared/model/webhooks';
import { InMemorySecretStore } from '../../helpers/in-memory-secret-store';
import { WebhookSecrets } from '../../../electron/core/webhooks';
import { unwrap, useCoreRig } from '../../helpers/core-rig';
import { TEST_HOOK_HOST, testNetwork } from '../../helpers/webhook-receiver';

/*
 * Issue 33 item 17 through the real core: a URL holding the agent's secret in any spelling is
 * refused before any lookup (the resolver here counts its calls) and is not remembered (the profile's
 * webhooks.json is byte for byte the same); an agent id like `__proto__` is listed like any other,
 * so removing its profile removes its secret from the keychain.
 */

const lookups: string[] = [];
const secrets = new InMemorySecretStore();
const base = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['192.0.2.1'] } });
const rig = useCoreRig({
  secrets,
  webhookNetwork: {
    ...base,
    resolve: (hostname) => {
      lookups.push(hostname);
      return base.resolve(hostname);
    },
  },
});

const agentId = 'agent-with-secret';
const endpointsFile = async () => join((await rig.session()).directory, 'webhooks.json');
const fileText = async () => {
  try {
    return readFileSync(await endpointsFile(), 'utf8');
  } catch {
    return '';
  }
};

describe('a webhook URL holding the agent secret', () => {
  it('is refused on its text, whatever the spelling: no lookup, nothing remembered, no URL echoed', async () => {
    unwrap(await rig.call('webhooks.generateSecret', { agentId }));
    const token = unwrap(await rig.call<{ authSecret: string }>('webhooks.revealSecret', { agentId })).authSecret.slice('Bearer '.length);
    unwrap(await rig.call('webhooks.checkUrl', { agentId, url: `https://${TEST_HOOK_HOST}/calls` }));
    const remembered = await fileText();
    const before = lookups.length;
    const spellings = [
      `https://${TEST_HOOK_HOST}/calls?auth=${token}`,
      `https://${TEST_HOOK_HOST}/calls?auth=${[...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`,
      `https://${TEST_HOOK_HOST}/calls?auth=${encodeURIComponent(`Bearer ${token}`).replace(/%/g, '%25')}`,
      `https://${token.toLowerCase().replace(/_/g, '-')}.${TEST_HOOK_HOST}/`,
      `https://${Buffer.from(token).toString('hex').slice(0, 62)}.${TEST_HOOK_HOST}/`,
      `https://${TEST_HOOK_HOST}/${Buffer.from(`Bearer ${token}`).toString('base64url')}`,
    ];
    for (const url of spellings) {
      const result = unwrap(await rig.call<UrlCheckResult>('webhooks.checkUrl', { agentId, url }));
      expect(result.failures, url).toEqual([{ rule: 'url.secret', facts: {} }]);
      expect(result).toMatchObject({ passed: false, url: '', addresses: [], connectedTo: null });
      expect(JSON.stringify(result)).not.toContain(token);
    }
    expect(lookups.slice(before)).toEqual([]);
    expect(await fileText()).toBe(remembered);
    expect(unwrap(await rig.call<WebhookAgentState>('webhooks.get', { agentId })).url).toBe(`https://${TEST_HOOK_HOST}/calls`);
  });

  it('is forgotten when the token it holds becomes the secret later (a pasted secret)', async () => {
    const pasted = 'my-own-secret-token-0123456789-abcdefghij';
    const other = 'agent-without-secret';
    unwrap(await rig.call('webhooks.checkUrl', { agentId: other, url: `https://${TEST_HOOK_HOST}/calls/${encodeURIComponent(pasted)}` }));
    expect(await fileText()).toContain(pasted);
    const state = unwrap(await rig.call<WebhookAgentState>('webhooks.setSecret', { agentId: other, authSecret: `Bearer ${pasted}` }));
    expect(state).toMatchObject({ hasSecret: true, url: null });
    expect(await fileText()).not.toContain(pasted.slice(0, 16));
  });

  it('is not looked up when the keychain cannot say what the secret is', async () => {
    const before = lookups.length;
    secrets.failWith('locked');
    const refused = await rig.call('webhooks.checkUrl', { agentId, url: `https://${TEST_HOOK_HOST}/calls` });
    secrets.failWith(null);
    expect(refused).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE' } });
    expect(lookups.slice(before)).toEqual([]);
  });
});

describe('agent ids that are names of object properties', () => {
  it.each(['__proto__', 'constructor', 'hasOwnProperty'])(
    '%s: its URL and secret are remembered and listed, and leave with the profile',
    async (oddId) => {
      const other = unwrap(await rig.call<{ id: string }>('profiles.create', { name: `Odd ${oddId}`, account: { kind: 'sandbox' } }));
      const back = unwrap(await rig.call<ProfilesOverview>('profiles.list')).activeProfileId;
      unwrap(await rig.call('profiles.switch', { id: other.id }));
      unwrap(await rig.call('webhooks.checkUrl', { agentId: oddId, url: `https://${TEST_HOOK_HOST}/odd` }));
      expect(unwrap(await rig.call<WebhookAgentState>('webhooks.generateSecret', { agentId: oddId }))).toMatchObject({
        hasSecret: true,
        url: `https://${TEST_HOOK_HOST}/odd`,
      });
      expect(Object.keys(JSON.parse(await fileText()).agents)).toContain(oddId);
      const account = WebhookSecrets.account(other.id, oddId);
      expect(unwrap(await secrets.getSecret(account))).not.toBeNull();
      unwrap(await rig.call('profiles.switch', { id: back }));
      unwrap(await rig.call('profiles.remove', { id: other.id, deleteCache: true }));
      expect(unwrap(await secrets.getSecret(account))).toBeNull();
    },
  );
});
