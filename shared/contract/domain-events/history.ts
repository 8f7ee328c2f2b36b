import { event } from '../define';
import type { SyncProgress } from '../../model/history';

/** Events about sync progress and changes. Spread into shared/contract/events.ts. */
export const historyEvents = {
  'history.syncProgress': event<SyncProgress>(
    "Fires as a sync lists pages, downloads audio and reconciles; ends with done, cancelled or failed (with the cause's key), announced once no sync waits to follow.",
  ),
  'history.changed': event<{ reason: 'sync' | 'delete' | 'clear' | 'evict' | 'generate' }>(
    'Fires when cached history rows were added, changed or removed, so open lists reload.',
  ),
} as const;
