import { matchesSearch } from '../../../shared/text';
import { guessed } from '../guesses';
import { fail } from '../http/errors';
import { okEnvelope } from '../http/response';
import type { VoiceAgentRecord } from '../state/types';
import type { RouteContext, RouteHandlers } from './context';
import { optionalBoolean, optionalString, optionalUuid, pageOf, v1Paging } from './query';

export function findVoiceAgent(context: RouteContext, agentId: string): VoiceAgentRecord {
  const agent = context.store.state.voiceAgents.find((a) => a.id === agentId);
  if (!agent) throw fail.notFound('Voice agent not found');
  return agent;
}

/** The `voiceAgentId` filter of the v1 lists: a uuid of one of the project's agents, or absent. */
export function optionalVoiceAgentId(context: RouteContext): string | undefined {
  const agentId = optionalUuid(context.query, guessed.query.voiceAgentId);
  if (agentId !== undefined) findVoiceAgent(context, agentId);
  return agentId;
}

/**
 * The project, its voice agents and its pronunciation dictionaries. These v1 routes answer with
 * the standard envelope (`success: true`); only the web-tool routes have the `success: false` quirk.
 */
export const voiceAgentHandlers: Pick<RouteHandlers, 'voiceAgentList' | 'dictionaryList' | 'projectByApiKey'> = {
  voiceAgentList(context) {
    const paging = v1Paging(context.query);
    const search = optionalString(context.query, guessed.query.search);
    const all = context.store.state.voiceAgents;
    const matching = all.filter((a) => search === undefined || matchesSearch(a.agentName, search));
    return okEnvelope({ total: all.length, filtered: matching.length, voiceAgents: pageOf(matching, paging).map((a) => ({ ...a })) });
  },

  /** `isUsed`: used by the given agent, or by any agent when none is given. */
  dictionaryList(context) {
    const paging = v1Paging(context.query);
    const search = optionalString(context.query, guessed.query.search);
    const used = optionalBoolean(context.query, guessed.query.used);
    const agentId = optionalVoiceAgentId(context);
    const rows = context.store.state.dictionaries
      .map((d) => ({
        id: d.id,
        name: d.name,
        wordsCount: d.wordsCount,
        isUsed: agentId === undefined ? d.voiceAgentIds.length > 0 : d.voiceAgentIds.includes(agentId),
        createdAt: d.createdAt,
      }))
      .filter((d) => (search === undefined || matchesSearch(d.name, search)) && (used === undefined || d.isUsed === used));
    return okEnvelope({ dictionaries: pageOf(rows, paging), total: rows.length, page: paging.page, pageSize: paging.size });
  },

  projectByApiKey(context) {
    const { state } = context.store;
    return okEnvelope({ id: state.projectId, name: state.projectName, userId: state.userId, createdAt: '2024-01-01T08:00:00.000Z' });
  },
};
