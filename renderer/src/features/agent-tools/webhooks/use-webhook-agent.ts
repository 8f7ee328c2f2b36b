import { useCallback, useEffect, useState } from 'react';
import type { Result, StudioError } from '../../../../../shared/contract';
import type { WebhookAgentState } from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';

type Loaded = { state: WebhookAgentState | null; error: StudioError | null };
const loadedOf = (result: Result<WebhookAgentState>): Loaded =>
  result.ok ? { state: result.value, error: null } : { state: null, error: result.error };

/**
 * One agent's webhook state (remembered URL, whether a secret exists, samples). Kept in the panel,
 * not the store: it matters only while the tab is open, and the secret never passes through it.
 */
export function useWebhookAgent(agentId: string) {
  const [loaded, setLoaded] = useState<Loaded>({ state: null, error: null });
  useEffect(() => {
    let current = true;
    void activeStudio()
      .webhooks.get({ agentId })
      .then((result) => {
        if (current) setLoaded(loadedOf(result));
      });
    return () => {
      current = false;
    };
  }, [agentId]);
  const reload = useCallback(async () => setLoaded(loadedOf(await activeStudio().webhooks.get({ agentId }))), [agentId]);
  const setState = useCallback((state: WebhookAgentState) => setLoaded({ state, error: null }), []);
  return { ...loaded, setState, reload };
}
