import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { rowKeyOf } from './block-identity';
import { BlockRow } from './BlockRow';

/** A block's height before it is measured: a short paragraph with its head line. */
const estimatedHeight = 150;

/**
 * The open chapter's blocks, virtualised: only the blocks in view (and a few around) exist in the
 * page, so a chapter of 2,000 blocks opens as fast as one of 20. Each item says its place
 * (aria-posinset of aria-setsize), as only some exist at a time. The block the user is in always
 * stays in the page, so scrolling away never takes the focus (or the text being typed) with it.
 */
export function BlockList() {
  const { t } = useTranslation();
  const chapter = useStudioStore((s) => s.projects.chapter);
  const currentBlockId = useStudioStore((s) => s.projects.currentBlockId);
  const focusBlockId = useStudioStore((s) => s.projects.focusRequest?.blockId ?? null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const blocks = chapter?.blocks;
  const count = blocks?.length ?? 0;
  const keep = blocks ? [currentBlockId, focusBlockId].map((id) => blocks.findIndex((b) => b.id === id)).filter((i) => i >= 0) : [];
  const keepKey = keep.join(',');

  // A block Enter made keeps the key it was first shown under when the core gives it its id, so the
  // field being typed in stays the same element (and keeps focus and caret).
  const getItemKey = useCallback((index: number) => (blocks?.[index] ? rowKeyOf(blocks[index].id) : index), [blocks]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = keepKey === '' ? [] : keepKey.split(',').map(Number);
      return [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
    },
    [keepKey],
  );
  // The virtualizer hands out fresh functions each render by design; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedHeight,
    overscan: 4,
    getItemKey,
    rangeExtractor,
    // A row is never empty: a 0 (an element not laid out yet) would pull every row into view.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedHeight,
  });

  // A block asked to take focus is brought into view first; the row focuses itself once there.
  useEffect(() => {
    const index = blocks?.findIndex((b) => b.id === focusBlockId) ?? -1;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [focusBlockId, blocks, virtualizer]);

  if (!chapter || !blocks) return null;
  const items = virtualizer.getVirtualItems();
  return (
    <div ref={scrollRef} className="projects-blocks-scroll" data-testid="project-blocks">
      <ol
        className="projects-blocks"
        aria-label={t('projects.blocks.listLabel', { chapter: chapter.title })}
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const block = blocks[item.index];
          if (!block) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="projects-block-item"
              aria-posinset={item.index + 1}
              aria-setsize={count}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <BlockRow block={block} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
