import { join } from 'node:path';
import { z } from 'zod';
import { fail, isUnreachable, ok, type Result } from '../../../shared/contract';
import type { AgentList, AgentSummary } from '../../../shared/model/agents';
import { readJsonFile, writeFileAtomic } from '../fs';
import type { ProfileSession } from '../session';
import { readAgents, saveAgents } from './agent-cache';

/**
 * The voice agents of the account and the one the user chose. The choice is a preference, not a
 * cache entry, so it lives in a small file of its own in the profile folder (a rebuilt cache keeps
 * it) and is written atomically.
 */

const SELECTION_FILE = 'agent-tools.json';
const selectionSchema = z.object({ selectedAgentId: z.string().max(100).nullable() });
const AGENT_PAGE = 100;
const MAX_AGENT_PAGES = 10;

async function readSelection(session: ProfileSession): Promise<string | null> {
  const read = await readJsonFile(join(session.directory, SELECTION_FILE), selectionSchema, { label: 'agent choice' });
  // Missing or damaged: no choice yet. Nothing else depends on this file.
  return read.ok ? read.value.selectedAgentId : null;
}

export async function selectAgent(session: ProfileSession, agentId: string | null): Promise<Result<{ selectedAgentId: string | null }>> {
  const written = await writeFileAtomic(join(session.directory, SELECTION_FILE), JSON.stringify({ selectedAgentId: agentId }), {
    label: 'agent choice',
  });
  return written.ok ? ok({ selectedAgentId: agentId }) : written;
}

async function readAllAgents(session: ProfileSession): Promise<Result<AgentSummary[]>> {
  const agents: AgentSummary[] = [];
  for (let page = 1; page <= MAX_AGENT_PAGES; page += 1) {
    const listed = await session.client.listVoiceAgents({ page, pageSize: AGENT_PAGE });
    if (!listed.ok) return listed;
    agents.push(...listed.value.voiceAgents.map((a) => ({ id: a.id, name: a.agentName })));
    if (listed.value.voiceAgents.length < AGENT_PAGE || agents.length >= listed.value.filtered) break;
  }
  return ok(agents);
}

export async function listAgents(session: ProfileSession, now = new Date()): Promise<Result<AgentList>> {
  const remembered = await readSelection(session);
  const listed = await readAllAgents(session);
  if (listed.ok) {
    saveAgents(session.cache, listed.value, now.toISOString());
    const selectedAgentId = listed.value.some((a) => a.id === remembered) ? remembered : null;
    return ok({ agents: listed.value, selectedAgentId, freshness: { source: 'service', savedAt: now.toISOString() } });
  }
  if (!isUnreachable(listed.error)) return listed;
  const cached = readAgents(session.cache);
  if (cached.savedAt === null) return listed;
  const selectedAgentId = cached.agents.some((a) => a.id === remembered) ? remembered : null;
  return ok({
    agents: cached.agents,
    selectedAgentId,
    freshness: { source: 'cache', savedAt: cached.savedAt, offlineReason: listed.error.code },
  });
}

/** The agents a matrix shows: the ones asked for (in that order), else the first 20. */
export function pickMatrixAgents(all: AgentSummary[], agentIds: string[] | undefined): Result<AgentSummary[]> {
  if (!agentIds) return ok(all.slice(0, 20));
  const picked = agentIds.map((id) => all.find((a) => a.id === id));
  const missing = agentIds.find((_, i) => picked[i] === undefined);
  if (missing !== undefined) return fail('NOT_FOUND', `Voice agent ${missing} was not found.`, { field: 'agentIds' });
  return ok(picked as AgentSummary[]);
}
