import type { Result } from '../../../shared/contract';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { agentsOperations } from '../../../shared/contract/ops/agents';
import type { ProfileSession } from '../session';
import * as agents from '.';

/** Handlers of every operation declared in shared/contract/ops/agents.ts. */
export function agentsHandlers(core: CoreContext): Pick<Handlers, keyof typeof agentsOperations> {
  /** Runs `work` in the active profile's session, or passes on why there is none. */
  const inSession = async <T>(work: (session: ProfileSession) => Promise<Result<T>> | Result<T>): Promise<Result<T>> => {
    const session = await core.sessions.current();
    return session.ok ? work(session.value) : session;
  };
  return {
    'agents.list': () => inSession((s) => agents.listAgents(s)),
    'agents.select': ({ agentId }) => inSession((s) => agents.selectAgent(s, agentId)),
    'agents.matrix': ({ agentIds }) => inSession((s) => agents.buildMatrix(s, agentIds)),
    'agents.setActiveMany': ({ changes, batchId }) =>
      inSession(async (s) => ({ ok: true as const, value: await agents.setActivations(s, core.events, changes, batchId) })),
    'webTools.list': (input) => inSession((s) => agents.listWebTools(s, input)),
    'webTools.get': ({ id }) => inSession((s) => agents.getWebTool(s, id)),
    'webTools.revealSecret': ({ id, field }) => inSession((s) => agents.revealWebToolSecret(s, id, field)),
    'webTools.setActive': ({ agentId, webToolId, isActive }) =>
      inSession((s) =>
        agents.setActivation(s, core.events, { kind: 'webTool', agentId, itemId: webToolId, key: agents.webToolKeyOf(s, webToolId), isActive }),
      ),
    'webTools.delete': ({ id }) => inSession((s) => agents.deleteWebTool(s, id)),
    'knowledgeBase.list': (input) => inSession((s) => agents.listKnowledgeItems(s, input)),
    'knowledgeBase.get': ({ id }) => inSession((s) => agents.getKnowledgeItem(s, id)),
    'knowledgeBase.setActive': ({ agentId, itemId, isActive }) =>
      inSession((s) => agents.setActivation(s, core.events, { kind: 'knowledgeBase', agentId, itemId, key: itemId, isActive })),
  };
}
