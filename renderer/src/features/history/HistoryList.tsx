import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '../../../../shared/model/history';
import { useStudioStore } from '../../store';
import { startRowDrag } from './export-actions';
import { loadRange, rowAt } from './history-window';
import { HistoryRow, playEntry } from './HistoryRow';
import { selectAllLoaded, selectRow } from './selection-actions';

const rowHeight = 44;
/** Pages are fetched this many rows before the end of what is loaded comes into view. */
const prefetchRows = 40;

/**
 * The clip list: a listbox (multi-select) virtualised with @tanstack/react-virtual, so only the
 * rows in view exist in the DOM whatever the history's size. It is as long as the matching total;
 * the rows around the view are loaded by position and the rest released (history-window.ts).
 * Each option says its place (aria-posinset of aria-setsize), as only some exist at a time.
 */
export function HistoryList({ onDelete }: { onDelete(ids: string[]): void }) {
  const { t, i18n } = useTranslation();
  const items = useStudioStore((s) => s.history.items);
  const offset = useStudioStore((s) => s.history.offset);
  const total = useStudioStore((s) => s.history.total);
  const selected = useStudioStore((s) => s.history.selected);
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedSet = new Set(selected);
  const count = Math.max(total, offset + items.length);
  const loaded = { items, offset };

  // The virtualizer hands out fresh functions each render by design; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // No getItemKey: a function made anew each render makes the virtualizer rebuild its layout of
    // every row (50,000 at most) on each render. Rows have one fixed height, so its index keys
    // lose nothing; React's keys below still follow the entries.
  });
  const virtualRows = virtualizer.getVirtualItems();
  const firstVisible = virtualRows[0]?.index ?? 0;
  const lastVisible = virtualRows[virtualRows.length - 1]?.index ?? 0;

  // Runs again whenever the window changes, so a view that moved during a load is filled after it.
  useEffect(() => {
    void loadRange(firstVisible - prefetchRows, lastVisible + prefetchRows);
  }, [firstVisible, lastVisible, offset, items.length, count]);

  const onSelect = useCallback((id: string, event: React.MouseEvent) => {
    selectRow(id, { range: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
    const { items: current, offset: first } = useStudioStore.getState().history;
    const index = current.findIndex((i) => i.id === id);
    if (index >= 0) setActiveIndex(first + index);
  }, []);

  const onDragStart = useCallback((item: HistoryItem, event: React.DragEvent) => {
    const { selected: current } = useStudioStore.getState().history;
    const ids = current.includes(item.id) ? current : [item.id];
    startRowDrag(event, ids, item, null, window.location.origin);
  }, []);

  const moveTo = (index: number, extend: boolean) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    void loadRange(next, next).then(() => {
      const item = rowAt(useStudioStore.getState().history, next);
      if (item && extend) selectRow(item.id, { range: true });
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const item = rowAt(loaded, activeIndex);
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          moveTo(activeIndex + 1, event.shiftKey);
          return true;
        case 'ArrowUp':
          moveTo(activeIndex - 1, event.shiftKey);
          return true;
        case 'PageDown':
          moveTo(activeIndex + 10, event.shiftKey);
          return true;
        case 'PageUp':
          moveTo(activeIndex - 10, event.shiftKey);
          return true;
        case 'Home':
          moveTo(0, event.shiftKey);
          return true;
        case 'End':
          moveTo(count - 1, event.shiftKey);
          return true;
        case ' ':
          if (item) selectRow(item.id, { toggle: true });
          return true;
        case 'Enter':
          if (item) playEntry(item);
          return true;
        case 'Delete':
          if (selected.length > 0) onDelete(selected);
          else if (item) onDelete([item.id]);
          return true;
        case 'a':
          if (event.ctrlKey || event.metaKey) {
            selectAllLoaded();
            return true;
          }
          return false;
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  const activeItem = rowAt(loaded, activeIndex);
  return (
    <>
      <p id="history-keyboard-help" className="visually-hidden">
        {t('history.list.keyboardHelp')}
      </p>
      <div
        ref={scrollRef}
        className="history-list"
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('history.list.label')}
        aria-describedby="history-keyboard-help"
        aria-activedescendant={activeItem ? `history-row-${activeItem.id}` : undefined}
        tabIndex={0}
        data-testid="history-list"
        onKeyDown={onKeyDown}
      >
        <div className="history-list-inner" style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualRows.map((row) => {
            const item = rowAt(loaded, row.index);
            return (
              <div
                key={item?.id ?? `pending-${row.index}`}
                className="history-slot"
                style={{ transform: `translateY(${row.start}px)`, blockSize: rowHeight }}
              >
                {item ? (
                  <HistoryRow
                    item={item}
                    selected={selectedSet.has(item.id)}
                    active={row.index === activeIndex}
                    position={row.index + 1}
                    setSize={count}
                    language={i18n.language}
                    onSelect={onSelect}
                    onDragStart={onDragStart}
                  />
                ) : (
                  <div className="history-row history-row-pending" aria-hidden="true" />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
