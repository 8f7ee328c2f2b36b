import type { InputOf } from '../../../../shared/contract';
import { sliceOf, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import { initialHistoryFilters, type HistoryFilters, type HistoryNotice } from './history-slice';

const pageSize = 100;
const get = sliceOf('history');
const set = sliceSetter('history');

export const showNotice = (notice: HistoryNotice | null) => set({ notice });

/** Local midnight of a yyyy-mm-dd day, in ms; `endOfDay` gives the last millisecond of it. */
function dayToMs(day: string, endOfDay: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d).getTime();
  return endOfDay ? start + 86_399_999 : start;
}

export function queryOf(filters: HistoryFilters): InputOf<'history.list'> {
  const from = dayToMs(filters.fromDay, false);
  const to = dayToMs(filters.toDay, true);
  const search = filters.search.trim();
  return {
    limit: pageSize,
    order: filters.order,
    ...(search ? { search } : {}),
    ...(filters.voiceName ? { voiceName: filters.voiceName } : {}),
    ...(filters.dialectCode ? { dialectCode: filters.dialectCode } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
}

/** Loads the first page for the current filters; the list answers from the cache at once. */
export async function reloadHistory(): Promise<void> {
  const generation = get().generation + 1;
  set({ generation, loading: true });
  const result = await activeStudio().history.list(queryOf(get().filters));
  if (get().generation !== generation) return;
  if (!result.ok) {
    // The cache unavailable (locked by another program) is said in words, not only as a code.
    const locked = result.error.messageKey === 'disk.CACHE_LOCKED';
    set({ loading: false, loadError: result.error.code, ...(locked ? { notice: { tone: 'error', key: 'disk.CACHE_LOCKED' } } : {}) });
    return;
  }
  const { items, nextCursor, total, totalAtLeast } = result.value;
  const present = new Set(items.map((i) => i.id));
  set((h) => ({
    items,
    offset: 0,
    nextCursor,
    total: total ?? items.length,
    totalAtLeast: totalAtLeast === true,
    loading: false,
    loadError: null,
    // A reload keeps the selection of rows still on the first page, and drops the rest only
    // when a row is gone for good (delete, clear); scrolling does not lose it.
    selected: h.selected.filter((id) => present.has(id) || h.items.some((i) => i.id === id)),
  }));
}

/** Loads pages until row `index` is loaded (or the list ends); pages are sequential (keyset). */
export async function loadThrough(index: number): Promise<void> {
  while (get().items.length <= index && get().nextCursor && !get().loading) {
    const { generation, nextCursor } = get();
    set({ loading: true });
    const result = await activeStudio().history.list({ ...queryOf(get().filters), cursor: nextCursor! });
    if (get().generation !== generation) return;
    if (!result.ok) {
      set({ loading: false, loadError: result.error.code });
      return;
    }
    set((h) => ({ items: [...h.items, ...result.value.items], nextCursor: result.value.nextCursor, loading: false }));
  }
}

export function setFilters(patch: Partial<HistoryFilters>): void {
  set((h) => ({ filters: { ...h.filters, ...patch }, selected: [], anchorId: null }));
  void reloadHistory();
}

/** Drops the search and every filter so the whole history shows again; the chosen order stays. */
export function clearFilters(): void {
  const { search, voiceName, dialectCode, fromDay, toDay } = initialHistoryFilters();
  setFilters({ search, voiceName, dialectCode, fromDay, toDay });
}

/**
 * Also asks for the dialects' names when some are missing. Entries carry only a dialect's code;
 * its names come from the voice catalogue, which stays empty until something reads it (a first
 * run that starts in History, or offline then). Reading the dialects has the core refresh a
 * catalogue in the background when it is a couple of minutes old or was never read; when a new
 * catalogue lands, `voices.changed` (watched below) lists the history again, now with names. A failed
 * refresh costs nothing here: the codes stay.
 */
export async function loadFacets(): Promise<void> {
  const result = await activeStudio().history.facets();
  if (!result.ok) return;
  set({ facets: result.value });
  if (result.value.dialects.some((d) => d.name === null)) await activeStudio().dialects.list({});
}

export async function loadCacheStatus(): Promise<void> {
  const result = await activeStudio().history.cacheStatus();
  if (result.ok) set({ cache: result.value });
}

/**
 * Asks for a sync. Its outcome, failures included, is the sync line's to tell (SyncStatus, from the
 * core's sync events), which a later sync replaces: a notice here would outlive the failure.
 */
export async function syncHistory(): Promise<void> {
  const result = await activeStudio().history.sync();
  if (result.ok && result.value.dropped)
    set({ notice: { tone: 'info', key: 'history.sync.unreadable', values: { count: result.value.dropped } } });
}

export async function cancelSync(): Promise<void> {
  await activeStudio().history.cancelSync();
}

/** Subscribes to the core's history events; returns the unsubscribe. */
export function watchHistoryEvents(): () => void {
  const events = activeStudio().events;
  let pending: ReturnType<typeof setTimeout> | null = null;
  // Sync writes in batches; one reload per burst keeps the list calm.
  const refreshSoon = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = null;
      void reloadHistory();
      void loadFacets();
      void loadCacheStatus();
    }, 300);
  };
  const stops = [
    events.on('history.changed', refreshSoon),
    // Only a refresh can change a dialect's names; favourites and defaults leave the history as it is.
    events.on('voices.changed', ({ reason }) => {
      if (reason === 'refresh') refreshSoon();
    }),
    events.on('history.syncProgress', (sync) => set({ sync })),
    // Events and answers travel separately (web mode: two connections), so the last progress of an
    // export can arrive after its answer; only the export still running may show progress, or the
    // dialog would stay busy with its Export button disabled.
    events.on('audioExport.exportProgress', (exportProgress) =>
      set((history) => (history.exportProgress?.exportId === exportProgress.exportId ? { exportProgress } : {})),
    ),
  ];
  return () => {
    if (pending) clearTimeout(pending);
    for (const stop of stops) stop();
  };
}
