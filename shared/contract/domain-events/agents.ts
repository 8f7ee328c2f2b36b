import { event } from '../define';
import type { ActivationChanged } from '../../model/agents';

/** Events about agent item changes. Spread into shared/contract/events.ts. */
export const agentsEvents = {
  'agents.activationChanged': event<ActivationChanged>(
    'Fires once per switch the core applied or failed to apply (single or bulk), with the state the service holds afterwards.',
  ),
} as const;
