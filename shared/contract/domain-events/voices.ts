import { event } from '../define';
import type { StudioError } from '../errors';
import type { VoicesChangeReason } from '../../model/voices';

/** Events about catalogue refreshes. Spread into shared/contract/events.ts. */
export const voicesEvents = {
  'voices.changed': event<{ reason: VoicesChangeReason; refreshedAt: string | null }>(
    'The cached catalogue (voices, dialects, favourites, defaults) changed: lists should be read again.',
  ),
  'voices.refreshFailed': event<{ error: StudioError }>(
    'A background catalogue refresh failed (NETWORK/TIMEOUT when offline); the cache still answers.',
  ),
} as const;
