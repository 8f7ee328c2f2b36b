import { ok, type Result } from '../../../shared/contract';
import type { webhooksOperations } from '../../../shared/contract/ops/webhooks';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { ProfileSession } from '../session';
import * as webhooks from '.';

/** Handlers of every operation declared in shared/contract/ops/webhooks.ts. */
export function webhooksHandlers(core: CoreContext): Pick<Handlers, keyof typeof webhooksOperations> {
  const deps: webhooks.WebhookDeps = { secrets: new webhooks.WebhookSecrets(core.secrets), network: core.webhookNetwork };
  const inSession = async <T>(work: (session: ProfileSession) => Promise<Result<T>>): Promise<Result<T>> => {
    const session = await core.sessions.current();
    return session.ok ? work(session.value) : session;
  };
  return {
    'webhooks.get': ({ agentId }) => inSession((s) => webhooks.webhookState(s, deps, agentId)),
    'webhooks.checkUrl': ({ agentId, url }) => inSession((s) => webhooks.checkAgentUrl(s, deps, agentId, url)),
    'webhooks.generateSecret': ({ agentId }) => inSession((s) => webhooks.generateSecret(s, deps, agentId)),
    'webhooks.setSecret': ({ agentId, authSecret }) => inSession((s) => webhooks.setSecret(s, deps, agentId, authSecret)),
    'webhooks.revealSecret': ({ agentId }) => inSession((s) => webhooks.revealSecret(s, deps, agentId)),
    'webhooks.deleteSecret': ({ agentId }) => inSession((s) => webhooks.deleteSecret(s, deps, agentId)),
    'webhooks.sendTest': (input) => inSession((s) => webhooks.sendTestEvent(s, deps, input)),
    'webhooks.templates': async () => ok(webhooks.receiverTemplates),
  };
}
