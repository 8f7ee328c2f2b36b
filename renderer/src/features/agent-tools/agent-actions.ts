import type { Freshness } from '../../../../shared/model/agents';
import { sliceOf, sliceSetter } from '../../store/slice-setter';
import { activeStudio } from '../../transport';
import type { AgentToolsNotice, AgentToolsTab } from './agent-tools-slice';

/** Shared actions of the agent-tools feature: the slice setter, the agent picker, tabs, notices. */

export const setAgentTools = sliceSetter('agentTools');
export const agentTools = sliceOf('agentTools');

/** Every result says where it came from; the offline banner follows the latest one. */
export function noteFreshness(freshness: Freshness): void {
  setAgentTools({ offline: freshness.source === 'cache' ? freshness : null });
}

export const showNotice = (notice: AgentToolsNotice | null) => setAgentTools({ notice });

/** Loads the agents and the one chosen last time (remembered by the core per profile). */
export async function loadAgents(): Promise<void> {
  setAgentTools({ agentsLoading: true, agentsError: null });
  const listed = await activeStudio().agents.list({});
  if (!listed.ok) {
    setAgentTools({ agentsLoading: false, agentsError: listed.error });
    return;
  }
  noteFreshness(listed.value.freshness);
  setAgentTools({ agentsLoading: false, agents: listed.value.agents, selectedAgentId: listed.value.selectedAgentId });
}

/** Chooses the agent whose switches the lists show; saved in the main process for the next run. */
export async function chooseAgent(agentId: string | null): Promise<void> {
  setAgentTools((s) => ({
    selectedAgentId: agentId,
    // "Only this agent's" means nothing without an agent.
    webTools: {
      ...s.webTools,
      page: 1,
      filters: { ...s.webTools.filters, onlyThisAgent: agentId ? s.webTools.filters.onlyThisAgent : false },
    },
    knowledge: {
      ...s.knowledge,
      page: 1,
      filters: { ...s.knowledge.filters, onlyThisAgent: agentId ? s.knowledge.filters.onlyThisAgent : false },
    },
  }));
  // Saving the choice is a convenience: when it fails, the choice still holds for this run.
  await activeStudio().agents.select({ agentId });
}

export const setTab = (tab: AgentToolsTab) => setAgentTools({ tab });
