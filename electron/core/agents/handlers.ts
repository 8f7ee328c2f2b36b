import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import type { agentsOperations } from '../../../shared/contract/ops/agents';
import * as agents from '.';

/** Handlers of every operation declared in shared/contract/ops/agents.ts. */
export function agentsHandlers(core: CoreContext): Pick<Handlers, keyof typeof agentsOperations> {
  return {
    'agents.list': () => core.sessions.use((s) => agents.listAgents(s)),
    'agents.select': ({ agentId }) => core.sessions.use((s) => agents.selectAgent(s, agentId)),
    'agents.matrix': ({ agentIds }) => core.sessions.use((s) => agents.buildMatrix(s, agentIds)),
    'agents.setActiveMany': ({ changes, batchId }) =>
      core.sessions.use(async (s) => ({ ok: true as const, value: await agents.setActivations(s, core.events, changes, batchId) })),
    'webTools.list': (input) => core.sessions.use((s) => agents.listWebTools(s, input)),
    'webTools.get': ({ id }) => core.sessions.use((s) => agents.getWebTool(s, id)),
    'webTools.revealSecret': ({ id, field }) => core.sessions.use((s) => agents.revealWebToolSecret(s, id, field)),
    'webTools.setActive': ({ agentId, webToolId, isActive }) =>
      core.sessions.use((s) =>
        agents.setActivation(s, core.events, {
          kind: 'webTool',
          agentId,
          itemId: webToolId,
          key: agents.webToolKeyOf(s, webToolId),
          isActive,
        }),
      ),
    'webTools.delete': ({ id }) => core.sessions.use((s) => agents.deleteWebTool(s, id)),
    'knowledgeBase.list': (input) => core.sessions.use((s) => agents.listKnowledgeItems(s, input)),
    'knowledgeBase.get': ({ id }) => core.sessions.use((s) => agents.getKnowledgeItem(s, id)),
    'knowledgeBase.setActive': ({ agentId, itemId, isActive }) =>
      core.sessions.use((s) => agents.setActivation(s, core.events, { kind: 'knowledgeBase', agentId, itemId, key: itemId, isActive })),
  };
}
