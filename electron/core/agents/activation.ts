import type { Result } from '../../../shared/contract';
import type { ActivationChange, ActivationOutcome, BulkActivationResult } from '../../../shared/model/agents';
import type { ServiceAcknowledgement } from '../../../shared/model/service';
import type { EventBus } from '../events';
import type { ProfileSession } from '../session';
import { saveActivation } from './agent-cache';
import { mapWithConcurrency, readActiveKeys } from './service-reads';

/**
 * Switching items on and off for agents. Nothing is faked: the cache records a switch only after
 * the service confirmed it, and a failed change is answered with the state the service holds
 * (read back once per agent and kind), so a cell never shows a state that is not true.
 */

/** Toggles in flight at once during a bulk change: enough to be quick, few enough to be polite. */
const BULK_CONCURRENCY = 4;

function toggle(session: ProfileSession, change: ActivationChange): Promise<Result<ServiceAcknowledgement>> {
  return change.kind === 'webTool'
    ? session.client.setWebToolActive({ voiceAgentId: change.agentId, webToolId: change.itemId, isActive: change.isActive })
    : session.client.setKnowledgeBaseItemActive({
        voiceAgentId: change.agentId,
        knowledgeBaseItemId: change.itemId,
        isActive: change.isActive,
      });
}

/** One switch from a list view; fires agents.activationChanged so other views follow. */
export async function setActivation(
  session: ProfileSession,
  events: EventBus,
  change: ActivationChange,
): Promise<Result<ServiceAcknowledgement>> {
  const result = await toggle(session, change);
  if (result.ok) saveActivation(session.cache, change.agentId, change.kind, change.key, change.isActive);
  events.emit(
    'agents.activationChanged',
    result.ok ? { ...change, ok: true, actual: change.isActive } : { ...change, ok: false, error: result.error, actual: !change.isActive },
  );
  return result;
}

/**
 * Applies many switches with bounded concurrency. Successes are announced as they land; failures
 * once their true state has been read back, then the summary is returned.
 */
export async function setActivations(
  session: ProfileSession,
  events: EventBus,
  changes: ActivationChange[],
  batchId?: string,
): Promise<BulkActivationResult> {
  const announce = (outcome: ActivationOutcome) => events.emit('agents.activationChanged', batchId ? { ...outcome, batchId } : outcome);
  const outcomes = await mapWithConcurrency(changes, BULK_CONCURRENCY, async (change): Promise<ActivationOutcome> => {
    const result = await toggle(session, change);
    if (!result.ok) return { ...change, ok: false, error: result.error, actual: !change.isActive };
    saveActivation(session.cache, change.agentId, change.kind, change.key, change.isActive);
    const outcome = { ...change, ok: true, actual: change.isActive };
    announce(outcome);
    return outcome;
  });

  const failed = outcomes.filter((o) => !o.ok);
  const groups = [...new Set(failed.map((o) => `${o.agentId}\u0000${o.kind}`))];
  const truth = new Map<string, Set<string>>();
  await mapWithConcurrency(groups, BULK_CONCURRENCY, async (group) => {
    const [agentId, kind] = group.split('\u0000') as [string, ActivationChange['kind']];
    const keys = await readActiveKeys(session.client, agentId, kind);
    // When even the read-back fails, the request is assumed not applied (the state before it).
    if (keys.ok) truth.set(group, keys.value);
  });
  for (const outcome of failed) {
    const keys = truth.get(`${outcome.agentId}\u0000${outcome.kind}`);
    if (keys) {
      outcome.actual = keys.has(outcome.key);
      saveActivation(session.cache, outcome.agentId, outcome.kind, outcome.key, outcome.actual);
    }
    announce(outcome);
  }
  return { outcomes, succeeded: outcomes.length - failed.length, failed: failed.length };
}
