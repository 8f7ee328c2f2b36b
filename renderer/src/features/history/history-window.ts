import type { HistoryItem } from '../../../../shared/model/history';
import { sliceOf, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import { loadThrough, queryOf, reloadHistory } from './history-actions';
import type { HistorySlice } from './history-slice';

/**
 * The History list's window of loaded rows, keyed by position. When the list's length is exact,
 * any row is one page away (history.list from a position, asked from the nearer end, so the End
 * key costs one round trip at any size), and rows far from the view are released, so the
 * renderer holds a few hundred rows whatever the history's size. A count "at least" (a short
 * word, two filters) has no positions: its rows come page after page by cursor, as before.
 */
const pageSize = 100;
/** Rows kept around the view; the rest are released. */
export const keptRows = 500;

const get = sliceOf('history');
const set = sliceSetter('history');

/** The row at list position `index`, when it is loaded. */
export const rowAt = (h: Pick<HistorySlice, 'items' | 'offset'>, index: number): HistoryItem | undefined =>
  index >= h.offset ? h.items[index - h.offset] : undefined;

/** Makes rows first..last (clamped to the list) loaded, one page at a time; a load in flight finishes first. */
export async function loadRange(first: number, last: number): Promise<void> {
  if (get().totalAtLeast) return loadThrough(last);
  for (;;) {
    const h = get();
    const lo = Math.max(0, first);
    const hi = Math.min(h.total - 1, last);
    if (h.loading || hi < lo) return;
    const end = h.offset + h.items.length;
    const missing = lo < h.offset || lo >= end ? lo : hi >= end ? end : null;
    if (missing === null) return;
    const start = Math.floor(missing / pageSize) * pageSize;
    if (!(await loadPage(start, Math.min(pageSize, h.total - start), lo, hi))) return;
  }
}

/** Loads rows [start, start + count); false when the list changed meanwhile or the load failed. */
async function loadPage(start: number, count: number, lo: number, hi: number): Promise<boolean> {
  const { generation, filters, total } = get();
  // From the nearer end: the core steps over at most half the list to reach the page.
  const mirrored = start > total / 2;
  const query = queryOf(filters);
  const asked = mirrored
    ? {
        ...query,
        limit: count,
        order: query.order === 'oldest' ? ('newest' as const) : ('oldest' as const),
        position: total - start - count,
      }
    : { ...query, limit: count, position: start };
  set({ loading: true });
  const result = await activeStudio().history.list(asked);
  if (get().generation !== generation) return false;
  if (!result.ok) {
    set({ loading: false, loadError: result.error.code });
    return false;
  }
  if (result.value.items.length < count) {
    // Rows went since the count (a delete elsewhere): count again rather than leave a gap.
    void reloadHistory();
    return false;
  }
  const rows = mirrored ? [...result.value.items].reverse() : result.value.items;
  set((h) => ({ ...keepNear(merged(h, start, rows), lo, hi), loading: false }));
  return true;
}

type Window = Pick<HistorySlice, 'items' | 'offset'>;

/** The window with `rows` at `start`: joined when they touch or overlap it, else in its place. */
function merged(h: Window, start: number, rows: HistoryItem[]): Window {
  const end = h.offset + h.items.length;
  if (h.items.length === 0 || start > end || start + rows.length < h.offset) return { offset: start, items: rows };
  const before = h.items.slice(0, Math.max(0, start - h.offset));
  const after = h.items.slice(Math.max(0, start + rows.length - h.offset));
  return { offset: Math.min(h.offset, start), items: [...before, ...rows, ...after] };
}

/** At most `keptRows`, centred on the rows wanted (lo..hi), released from the far side. */
function keepNear(w: Window, lo: number, hi: number): Window {
  if (w.items.length <= keptRows) return w;
  const centre = Math.floor((lo + hi) / 2);
  const from = Math.max(w.offset, Math.min(centre - keptRows / 2, w.offset + w.items.length - keptRows));
  return { offset: from, items: w.items.slice(from - w.offset, from - w.offset + keptRows) };
}
