import { event } from '../define';
import type { InspectorEntry } from '../../model/webhooks';

/** Events of the local webhook inspector. Spread into shared/contract/events.ts. */
export const webhooksEvents = {
  'webhooks.eventReceived': event<InspectorEntry>(
    'Fires for each request the local event inspector receives, authorized or not, in arrival order.',
  ),
} as const;
