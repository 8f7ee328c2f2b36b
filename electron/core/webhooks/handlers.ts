import { ok } from '../../../shared/contract';
import type { webhooksOperations } from '../../../shared/contract/ops/webhooks';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import * as webhooks from '.';

/** Handlers of every operation declared in shared/contract/ops/webhooks.ts. */
export function webhooksHandlers(core: CoreContext): Pick<Handlers, keyof typeof webhooksOperations> {
  const deps: webhooks.WebhookDeps = { secrets: core.webhookSecrets, network: core.webhookNetwork };
  return {
    'webhooks.get': ({ agentId }) => core.sessions.use((s) => webhooks.webhookState(s, deps, agentId)),
    'webhooks.checkUrl': ({ agentId, url }) => core.sessions.use((s) => webhooks.checkAgentUrl(s, deps, agentId, url)),
    'webhooks.generateSecret': ({ agentId }) => core.sessions.use((s) => webhooks.generateSecret(s, deps, agentId)),
    'webhooks.setSecret': ({ agentId, authSecret }) => core.sessions.use((s) => webhooks.setSecret(s, deps, agentId, authSecret)),
    'webhooks.revealSecret': ({ agentId }) => core.sessions.use((s) => webhooks.revealSecret(s, deps, agentId)),
    'webhooks.deleteSecret': ({ agentId }) => core.sessions.use((s) => webhooks.deleteSecret(s, deps, agentId)),
    'webhooks.sendTest': (input) => core.sessions.use((s) => webhooks.sendTestEvent(s, deps, input)),
    'webhooks.templates': async () => ok(webhooks.receiverTemplates),
    'webhooks.inspector': async () => ok(await core.webhookInspector.state()),
    'webhooks.clearInspector': async () => {
      core.webhookInspector.clear();
      return ok(await core.webhookInspector.state());
    },
    'webhooks.simulateCall': (input) => core.sessions.use((s) => webhooks.simulateCall(s, core.webhookInspector, input)),
  };
}
