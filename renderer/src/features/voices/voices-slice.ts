import type { Notice } from '../../i18n/notice';
import type { StudioError } from '../../../../shared/contract';
import type { DialectSummary, VoiceCard, VoiceSort } from '../../../../shared/model/voices';

export interface VoiceFilters {
  dialectCode: string | null;
  language: string | null;
  tags: string[];
  favouritesOnly: boolean;
  search: string;
  sort: VoiceSort;
}

/**
 * A message about the last action, shown above the list until dismissed or replaced. Kept as a
 * key with values (and the error, whose words are looked up when shown) so it follows the language.
 */
/** The voices screen's notices are the studio's one notice shape. */
export type VoicesNotice = Notice;

/** What the service refused for a voice (403) this session: the studio stops offering it. */
export type RefusedAction = 'favourite' | 'delete';

/**
 * The voices feature's state in the one bound store (store/studio-store.ts mounts it as
 * `voices`). The whole catalogue is held (a few thousand cards at most) and filtered in memory,
 * so typing in the search answers without a round trip.
 */
export interface VoicesSlice {
  status: 'idle' | 'loading' | 'ready' | 'error';
  voices: VoiceCard[];
  dialects: DialectSummary[];
  refreshedAt: string | null;
  refreshing: boolean;
  /** The last refresh could not reach the service (NETWORK, TIMEOUT, OFFLINE): cached data shown. */
  offline: boolean;
  loadError: StudioError | null;
  filters: VoiceFilters;
  notice: VoicesNotice | null;
  /** Voices with a write in flight (favourite, delete, default), so their controls wait. */
  busy: Record<string, true>;
  refused: Record<string, RefusedAction[]>;
}

export const initialVoiceFilters = (): VoiceFilters => ({
  dialectCode: null,
  language: null,
  tags: [],
  favouritesOnly: false,
  search: '',
  sort: 'name',
});

export const initialVoicesSlice = (): VoicesSlice => ({
  status: 'idle',
  voices: [],
  dialects: [],
  refreshedAt: null,
  refreshing: false,
  offline: false,
  loadError: null,
  filters: initialVoiceFilters(),
  notice: null,
  busy: {},
  refused: {},
});
