import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceCard } from '../../../../shared/model/voices';
import { useStudioStore } from '../../store';
import { VoiceCardView } from './VoiceCardView';

/**
 * Without ResizeObserver (jsdom, where the shell's tests render this screen) the list cannot
 * measure itself: it then assumes a window-sized viewport and the estimated card height.
 */
const canObserveSize = typeof ResizeObserver !== 'undefined';
const assumedRect = { width: 1024, height: 768 };
const unmeasured = canObserveSize
  ? {}
  : {
      initialRect: assumedRect,
      observeElementRect: (_: unknown, notify: (rect: typeof assumedRect) => void) => {
        notify(assumedRect);
        return () => undefined;
      },
    };

/**
 * The matching voices, virtualised: only the cards in view (and a few either side) are in the
 * DOM, so two thousand voices scroll and filter as lightly as fifty. ↑/↓ on a card move to the
 * next one, Home/End to the first and last.
 */
export function VoiceList({ voices, onDelete }: { voices: VoiceCard[]; onDelete: (voice: VoiceCard) => void }) {
  const { t } = useTranslation();
  const dialects = useStudioStore((s) => s.voices.dialects);
  const byCode = useMemo(() => new Map(dialects.map((d) => [d.code, d])), [dialects]);
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer is a mutable object by design; this component re-renders with it, unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: voices.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 52,
    overscan: 6,
    getItemKey: (index) => voices[index]?.id ?? index,
    ...unmeasured,
  });

  const focusCard = useCallback(
    (index: number) => {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // The card may only exist after the scroll has rendered it.
      requestAnimationFrame(() => {
        scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] .voice-card`)?.focus();
      });
    },
    [virtualizer],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (event.target !== event.currentTarget) return; // keys inside the card's controls stay theirs
      const last = voices.length - 1;
      const next =
        event.key === 'ArrowDown'
          ? Math.min(last, index + 1)
          : event.key === 'ArrowUp'
            ? Math.max(0, index - 1)
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : null;
      if (next === null) return;
      event.preventDefault();
      focusCard(next);
    },
    [voices.length, focusCard],
  );

  return (
    <div ref={scroller} className="voices-scroller" data-testid="voice-list">
      <div role="list" aria-label={t('voices.card.list')} style={{ blockSize: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const voice = voices[item.index]!;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              aria-posinset={item.index + 1}
              aria-setsize={voices.length}
              ref={canObserveSize ? virtualizer.measureElement : undefined}
              className="voices-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <VoiceCardView
                voice={voice}
                dialect={voice.dialectCode ? byCode.get(voice.dialectCode) : undefined}
                index={item.index}
                onDelete={onDelete}
                onKeyDown={onKeyDown}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
