import { event } from './define';
import { accountEvents } from './domain-events/account';
import { agentsEvents } from './domain-events/agents';
import { audioExportEvents } from './domain-events/audio-export';
import { historyEvents } from './domain-events/history';
import { deliverablesEvents } from './domain-events/deliverables';
import { projectsEvents } from './domain-events/projects';
import { lexiconsEvents } from './domain-events/lexicons';
import { voicesEvents } from './domain-events/voices';
import { webhooksEvents } from './domain-events/webhooks';

/** Connectivity of the studio to its service, as the main process last saw it. */
export interface ConnectivityChanged {
  online: boolean;
  /** Why we believe we are offline (last error code), for the banner's wording. */
  reason?: string;
}

/**
 * Every event the main process may push to the renderer (per-domain ones declared in domain-events/). Both transports carry exactly these; the
 * preload and the web transport refuse to subscribe to any other name.
 */
export const events = {
  'app.connectivityChanged': event<ConnectivityChanged>(
    'Fires when a service call succeeds after failures or fails with NETWORK/TIMEOUT after success.',
  ),
  ...accountEvents,
  ...voicesEvents,
  ...projectsEvents,
  ...deliverablesEvents,
  ...historyEvents,
  ...audioExportEvents,
  ...agentsEvents,
  ...webhooksEvents,
  ...lexiconsEvents,
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
