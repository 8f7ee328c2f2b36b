import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockOrigin, HistoryItem, HistoryTake } from '../../../../shared/model/history';
import { player, usePlayer, usePlayerStore } from '../../audio';
import { dialectLabel, formatClipLength, formatWhen, scriptOpening } from './history-format';
import './history-row.css';

/** Plays a clip from the cache, or toggles it when it is the current one (state read once, not subscribed). */
export function playEntry(item: HistoryItem): void {
  const { clipId, status } = usePlayerStore.getState();
  if (clipId === item.id && status !== 'ended' && status !== 'error' && status !== 'idle') player.toggle();
  else player.play({ id: item.id, src: item.audioUrl, title: scriptOpening(item.written ?? item.script, 60), kind: 'long' });
}

/*
 * The row is an option of a keyboard-driven listbox (Enter plays, the player bar seeks), and an
 * option may not hold focusable controls (axe nested-interactive; screen readers would not reach
 * them either). So the row's play button and seek bar are pointer conveniences: not focusable,
 * hidden from assistive technology, which gets the same actions from the list's keys.
 */
function PlayButton({ item, playing }: { item: HistoryItem; playing: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className="history-play"
      aria-hidden="true"
      data-testid="history-play"
      data-playing={playing ? 'true' : undefined}
      title={t(playing ? 'history.row.pause' : 'history.row.play', { title: scriptOpening(item.written ?? item.script, 60) })}
      onClick={(event) => {
        event.stopPropagation();
        playEntry(item);
      }}
    >
      {playing ? '❚❚' : '▶'}
    </span>
  );
}

/** Where along the bar (0…1 from its inline start, so mirrored in Arabic) the pointer pressed. */
function fractionAt(event: React.MouseEvent<HTMLElement>): number {
  const box = event.currentTarget.getBoundingClientRect();
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const fromStart = rtl ? box.right - event.clientX : event.clientX - box.left;
  return box.width > 0 ? Math.min(1, Math.max(0, fromStart / box.width)) : 0;
}

/** The playing row follows the player's position; the others do not re-render while it plays. */
function CurrentClipControls({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const { status, position, duration } = usePlayer();
  return (
    <>
      <PlayButton item={item} playing={status === 'playing' || status === 'loading'} />
      {duration > 0 && (
        <span
          className="history-seek"
          aria-hidden="true"
          title={t('history.row.seek')}
          onClick={(event) => {
            event.stopPropagation();
            player.seek(fractionAt(event) * duration);
          }}
        >
          <span className="history-seek-fill" style={{ inlineSize: `${(Math.min(position, duration) / duration) * 100}%` }} />
        </span>
      )}
    </>
  );
}

function RowPlayer({ item }: { item: HistoryItem }) {
  const mine = usePlayerStore((state) => state.clipId === item.id);
  return mine ? <CurrentClipControls item={item} /> : <PlayButton item={item} playing={false} />;
}

/** A take's draft (by its name now), whether it is of a long script's part or of the whole draft, and whether it is in use. */
function TakeMeta({ take }: { take: HistoryTake }) {
  const { t } = useTranslation();
  return (
    <>
      {take.draftName !== null && <span className="history-draft">{t('history.row.draft', { name: take.draftName })}</span>}
      <span className="history-take" data-testid="history-take">
        {take.part !== null ? t('history.row.take', { index: take.part }) : t('history.row.takeOfDraft')}
      </span>
      {take.inUse && <span className="history-in-use">{t('history.row.inUse')}</span>}
    </>
  );
}

/** A take of a project's block: its project and block (by their names now), and whether the block uses it. */
function BlockMeta({ origin }: { origin: BlockOrigin }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="history-draft">{t('history.row.project', { name: origin.projectName })}</span>
      <span className="history-take" data-testid="history-take">
        {t('history.row.takeOfBlock', { n: origin.blockNumber, chapter: origin.chapterTitle })}
      </span>
      {origin.inUse && <span className="history-in-use">{t('history.row.inUse')}</span>}
    </>
  );
}

export interface HistoryRowProps {
  item: HistoryItem;
  selected: boolean;
  active: boolean;
  /** 1-based place in the whole list and its length, for screen readers (only some rows exist). */
  position: number;
  setSize: number;
  language: string;
  onSelect(id: string, event: React.MouseEvent): void;
  onDragStart(item: HistoryItem, event: React.DragEvent): void;
}

/**
 * One clip: play/seek; the script's opening in its own direction, as written (and, when read-as
 * changed it, as spoken); voice, dialect, the take it is, date, length.
 */
export const HistoryRow = memo(function HistoryRow({
  item,
  selected,
  active,
  position,
  setSize,
  language,
  onSelect,
  onDragStart,
}: HistoryRowProps) {
  const { t } = useTranslation();
  const length = formatClipLength(item.durationMs, language);
  return (
    <div
      role="option"
      id={`history-row-${item.id}`}
      className="history-row"
      aria-selected={selected}
      aria-posinset={position}
      aria-setsize={setSize}
      data-active={active ? 'true' : undefined}
      data-testid="history-row"
      data-id={item.id}
      draggable
      title={t('history.row.dragHint')}
      onClick={(event) => onSelect(item.id, event)}
      onDragStart={(event) => onDragStart(item, event)}
    >
      <RowPlayer item={item} />
      <span className="history-texts">
        <p className="history-script" dir="auto">
          {scriptOpening(item.written ?? item.script)}
        </p>
        {item.written !== undefined && (
          <span className="history-spoken">{t('history.row.spoken', { text: scriptOpening(item.script) })}</span>
        )}
      </span>
      <span className="history-meta">
        <span className="history-voice" dir="auto">
          {item.voiceName}
        </span>
        {item.dialectCode && (
          <span className="history-dialect" dir="auto" data-code={item.dialectCode}>
            {dialectLabel(item.dialectCode, item.dialectName, language)}
          </span>
        )}
        {item.block ? <BlockMeta origin={item.block} /> : item.take && <TakeMeta take={item.take} />}
        <time dateTime={item.createdAt}>{formatWhen(item.createdAt, language)}</time>
        <span className="history-length">{length ?? t('history.row.noDuration')}</span>
        {!item.audioCached && <span className="history-not-cached">{t('history.row.notCached')}</span>}
      </span>
    </div>
  );
});
