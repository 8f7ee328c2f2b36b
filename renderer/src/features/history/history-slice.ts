import type { Notice } from '../../i18n/notice';
import type { ErrorCode } from '../../../../shared/contract';
import type { CacheStatus, HistoryFacets, HistoryItem, HistoryOrder, SyncProgress } from '../../../../shared/model/history';

export interface HistoryFilters {
  search: string;
  voiceName: string | null;
  dialectCode: string | null;
  /** yyyy-mm-dd from the date inputs (local days), or ''. */
  fromDay: string;
  toDay: string;
  order: HistoryOrder;
}

/** History's notices are the studio's one notice shape. */
export type HistoryNotice = Notice;

/**
 * The history feature's state in the one bound store (store/studio-store.ts mounts it as
 * `history`). Plain data only; actions live in history-actions.ts as module-level functions.
 */
export interface HistorySlice {
  filters: HistoryFilters;
  /**
   * The loaded window of rows, in list order: items[0] is row `offset` of the list. Rows arrive
   * as the list scrolls and those far from the view are released (history-window.ts).
   */
  items: HistoryItem[];
  offset: number;
  /** Rows matching the filters (from the first page); the virtual list is this long. */
  total: number;
  /** The core stopped counting (1,000 matches): "1,000+"; the list grows as pages arrive. */
  totalAtLeast: boolean;
  nextCursor: string | null;
  loading: boolean;
  /** Bumped by every fresh load, so a slow page of an older query is dropped. */
  generation: number;
  loadError: ErrorCode | null;
  selected: string[];
  /** Where a Shift-selection starts. */
  anchorId: string | null;
  facets: HistoryFacets;
  sync: SyncProgress | null;
  cache: CacheStatus | null;
  exportProgress: { exportId: string; done: number; total: number } | null;
  notice: HistoryNotice | null;
}

export const initialHistoryFilters = (): HistoryFilters => ({
  search: '',
  voiceName: null,
  dialectCode: null,
  fromDay: '',
  toDay: '',
  order: 'newest',
});

/** True when the search or a filter narrows the list (the order only sorts it). */
export const narrowsHistory = (f: HistoryFilters): boolean => Boolean(f.search || f.voiceName || f.dialectCode || f.fromDay || f.toDay);

export const initialHistorySlice = (): HistorySlice => ({
  filters: initialHistoryFilters(),
  items: [],
  offset: 0,
  total: 0,
  totalAtLeast: false,
  nextCursor: null,
  loading: false,
  generation: 0,
  loadError: null,
  selected: [],
  anchorId: null,
  facets: { voices: [], dialects: [] },
  sync: null,
  cache: null,
  exportProgress: null,
  notice: null,
});
