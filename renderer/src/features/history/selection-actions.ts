import { sliceOf, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import type { HistoryNotice } from './history-slice';

const get = sliceOf('history');
const set = sliceSetter('history');

export interface SelectModifiers {
  /** Shift: extend from the anchor. */
  range?: boolean;
  /** Ctrl/Cmd: add or remove one row. */
  toggle?: boolean;
}

/** Click semantics of desktop lists: plain = only this, Ctrl/Cmd = toggle, Shift = range from the anchor. */
export function selectRow(id: string, { range = false, toggle = false }: SelectModifiers = {}): void {
  const { items, selected, anchorId } = get();
  if (range && anchorId) {
    const from = items.findIndex((i) => i.id === anchorId);
    const to = items.findIndex((i) => i.id === id);
    if (from >= 0 && to >= 0) {
      const [a, b] = from < to ? [from, to] : [to, from];
      const span = items.slice(a, b + 1).map((i) => i.id);
      set({ selected: toggle ? [...new Set([...selected, ...span])] : span });
      return;
    }
  }
  if (toggle) {
    set({ selected: selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id], anchorId: id });
    return;
  }
  set({ selected: [id], anchorId: id });
}

export const selectAllLoaded = () => set((h) => ({ selected: h.items.map((i) => i.id) }));
export const clearSelection = () => set({ selected: [], anchorId: null });

/** Deletes on the service first (the core refuses offline); reports what failed, per entry. */
export async function deleteEntries(ids: string[]): Promise<void> {
  const result = await activeStudio().history.delete({ ids });
  if (!result.ok) {
    set({ notice: { tone: 'error', key: result.error.code === 'OFFLINE' ? 'history.delete.offline' : `errors.${result.error.code}` } });
    return;
  }
  const { deleted, failed } = result.value;
  const notice: HistoryNotice =
    failed.length > 0
      ? { tone: 'error', key: 'history.delete.partial', values: { deleted: deleted.length, failed: failed.length } }
      : { tone: 'info', key: 'history.delete.done', values: { count: deleted.length } };
  set((h) => ({
    items: h.items.filter((i) => !deleted.includes(i.id)),
    total: Math.max(0, h.total - deleted.length),
    selected: h.selected.filter((id) => !deleted.includes(id)),
    notice,
  }));
}
