import type { Activations } from '../state/types';

/**
 * Per-agent activation: a toggle switches one item on or off for one agent. Web tools are keyed
 * by `persistentId`, so switching a tool on covers all its versions.
 */
export function isActivatedFor(activations: Activations, kind: keyof Activations, agentId: string, itemId: string): boolean {
  return activations[kind][agentId]?.includes(itemId) ?? false;
}

export function isActivatedAnywhere(activations: Activations, kind: keyof Activations, itemId: string): boolean {
  return Object.values(activations[kind]).some((ids) => ids.includes(itemId));
}

export function setActivation(activations: Activations, kind: keyof Activations, agentId: string, itemId: string, active: boolean): void {
  const current = activations[kind][agentId] ?? [];
  const without = current.filter((id) => id !== itemId);
  activations[kind][agentId] = active ? [...without, itemId] : without;
}

export function removeEverywhere(activations: Activations, kind: keyof Activations, itemId: string): void {
  for (const agentId of Object.keys(activations[kind])) {
    activations[kind][agentId] = (activations[kind][agentId] ?? []).filter((id) => id !== itemId);
  }
}
