import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Take } from '../../../../shared/model/takes';
import { formatClipLength, usePlayerStore } from '../../audio';
import { useStudioStore } from '../../store';
import { Disclosure } from '../../ui';
import { chooseTake, playTake, switchTake } from './takes-actions';
import { useNumberFormat } from './use-number-format';
import './takes.css';

interface TakesListProps {
  /** The part's takes of its current text, oldest first (numbered in that order). */
  takes: Take[];
  partIndex: number;
  /** "part 2" or "the script", for the list's name and the player's title. */
  partName: string;
}

/**
 * A part's takes: each playable and choosable, the chosen one marked, and an A/B toggle that
 * plays the chosen take (A) or another (B) from the same moment.
 */
export function TakesList({ takes, partIndex, partName }: TakesListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const focused = useStudioStore((s) => s.script.takesFocus === partIndex);
  const box = useRef<HTMLDivElement | null>(null);
  // Opened from History: bring this part's takes into view once.
  useEffect(() => {
    if (focused) box.current?.scrollIntoView({ block: 'nearest' });
  }, [focused]);
  if (takes.length === 0) return null;
  return (
    <div className="script-takes" data-testid="script-takes" ref={box}>
      {/*
        Folded by default, since a long script shows one of these per part. A take opened from
        History unfolds its part's list so it is in view; the user can fold it again (before, the
        list was held open while focused and the button then did nothing, which a disclosure button
        must not do). Not remembered: which parts show their takes is a passing look, not a setting.
      */}
      <Disclosure label={t('script.takes.toggle', { n: format(takes.length) })} unfoldWhen={focused}>
        <ol className="script-parts-list script-takes-list" aria-label={t('script.takes.listLabel', { part: partName })}>
          {takes.map((take, i) => (
            <TakeItem
              key={take.historyId}
              take={take}
              n={format(i + 1)}
              title={`${partName} · ${t('script.takes.name', { n: format(i + 1) })}`}
            />
          ))}
        </ol>
        {takes.length >= 2 && <AbToggle takes={takes} numberOf={(take) => format(takes.indexOf(take) + 1)} partName={partName} />}
      </Disclosure>
    </div>
  );
}

function TakeItem({ take, n, title }: { take: Take; n: string; title: string }) {
  const { t } = useTranslation();
  const language = useStudioStore((s) => s.ui.language);
  const length = formatClipLength(take.durationMs, language) ?? '—';
  return (
    <li className="script-take" data-testid="script-take" data-chosen={take.chosen}>
      <span className="script-take-name">{t('script.takes.name', { n })}</span>
      <span className="script-hint" dir="auto">
        {take.voiceName ? `${take.voiceName} · ${length}` : length}
      </span>
      {take.chosen && <span className="script-take-chosen">{t('script.takes.chosen')}</span>}
      <button type="button" className="button" data-variant="secondary" onClick={() => playTake(take, title)}>
        {t('script.takes.play', { n })}
      </button>
      {!take.chosen && (
        <button type="button" className="button" onClick={() => void chooseTake(take)}>
          {t('script.takes.use')}
        </button>
      )}
    </li>
  );
}

/** A is the chosen take; B is another, the newest by default. Pressing one plays it from where the other was. */
function AbToggle({ takes, numberOf, partName }: { takes: Take[]; numberOf: (take: Take) => string; partName: string }) {
  const { t } = useTranslation();
  const playing = usePlayerStore((s) => (s.status === 'playing' || s.status === 'loading' ? s.clipId : null));
  const a = takes.find((take) => take.chosen) ?? takes[0]!;
  const others = takes.filter((take) => take !== a);
  const [bId, setB] = useState<string | null>(null);
  const b = others.find((take) => take.historyId === bId) ?? others[others.length - 1]!;
  const labelId = useId();
  const pickId = useId();
  const title = (take: Take) => `${partName} · ${t('script.takes.name', { n: numberOf(take) })}`;
  return (
    <div className="script-ab" role="group" aria-labelledby={labelId} data-testid="script-ab">
      <span id={labelId} className="script-take-name">
        {t('script.takes.compare')}
      </span>
      <ListenButton take={a} other={b} label={t('script.takes.listenA', { n: numberOf(a) })} playing={playing} title={title} />
      <ListenButton take={b} other={a} label={t('script.takes.listenB', { n: numberOf(b) })} playing={playing} title={title} />
      {others.length > 1 && (
        <span className="script-ab-pick">
          <label htmlFor={pickId}>{t('script.takes.pickB')}</label>
          <select id={pickId} value={b.historyId} onChange={(event) => setB(event.target.value)}>
            {others.map((take) => (
              <option key={take.historyId} value={take.historyId}>
                {t('script.takes.name', { n: numberOf(take) })}
              </option>
            ))}
          </select>
        </span>
      )}
    </div>
  );
}

/** One side of the A/B pair: pressed while its take plays; pressing it plays it from where the other was. */
function ListenButton(props: { take: Take; other: Take; label: string; playing: string | null; title: (take: Take) => string }) {
  const { take, other, title } = props;
  return (
    <button
      type="button"
      className="button"
      data-variant="secondary"
      aria-pressed={props.playing === take.historyId}
      onClick={() => switchTake(take, other, title(take))}
    >
      {props.label}
    </button>
  );
}
