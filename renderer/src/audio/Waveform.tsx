import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { player } from './player';
import { formatClock } from './time';
import { usePlayer } from './use-player';
import { useWaveform } from './use-waveform';

/** Pointer travel (px) under which a press is a click (seek) rather than a drag (loop selection). */
const dragThresholdPx = 4;

/**
 * One bar per peak, as one path: a single element to create, lay out and paint, where an
 * element per bar (600 of them) cost the page's thread more than the rest of the bar together.
 */
function barsPath(peaks: readonly number[]): string {
  return peaks.map((peak, i) => `M${i + 0.15} ${50 - peak * 48}h0.7v${Math.max(1, peak * 96)}h-0.7z`).join('');
}

/**
 * The selected clip's waveform: a slider for the position (click or Home/End; the bar's arrows
 * move it too), a drag selects a loop, and [ ] L set its start, end and repetition from the
 * keyboard, as the buttons beside do. In Arabic time runs from the right, as on the seek bar.
 */
export function Waveform() {
  const { t } = useTranslation();
  const language = useStudioStore((state) => state.ui.language);
  const rtl = language === 'ar';
  const state = usePlayer();
  // Asked for once the clip sounds: while it loads, the core's answer and the drawing would
  // compete with the <audio>'s first bytes (the route and the page's thread) for nothing seen yet.
  const waveform = useWaveform(state.status === 'loading' ? null : state.src);
  const areaRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ fromX: number; from: number; to: number } | null>(null);
  const duration = state.duration > 0 ? state.duration : waveform.status === 'ready' ? waveform.waveform.durationMs / 1000 : 0;
  // Its row appears once the clip sounds: the bar growing while the <audio> loads made the page lay
  // itself out again (the History list above measures its height) between the load and the sound.
  if (!state.src || state.status === 'loading') return null;

  const timeAt = (clientX: number): number => {
    const box = areaRef.current!.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
    return (rtl ? 1 - fraction : fraction) * duration;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (duration <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = timeAt(event.clientX);
    setDrag({ fromX: event.clientX, from: at, to: at });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, to: timeAt(event.clientX) });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    if (Math.abs(event.clientX - drag.fromX) < dragThresholdPx) player.seek(drag.from);
    else player.setLoop({ start: drag.from, end: timeAt(event.clientX) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    const loop = state.loop;
    if (key === 'home') player.seek(0);
    else if (key === 'end') player.seek(duration);
    else if (key === '[') player.setLoop({ start: state.position, end: loop && loop.end > state.position ? loop.end : duration });
    else if (key === ']') player.setLoop({ start: loop && loop.start < state.position ? loop.start : 0, end: state.position });
    else if (key === 'l') player.setLooping(!state.looping);
    else return;
    event.preventDefault();
  };

  const clock = (seconds: number) => formatClock(seconds, language);
  const selection = drag ? { start: Math.min(drag.from, drag.to), end: Math.max(drag.from, drag.to) } : state.loop;
  const percent = (seconds: number) => (duration > 0 ? (seconds / duration) * 100 : 0);
  const peaks = waveform.status === 'ready' ? waveform.waveform.peaks : [];
  const loopText = state.loop ? t('player.loopText', { start: clock(state.loop.start), end: clock(state.loop.end) }) : '';
  return (
    <div className="player-waveform" data-testid="player-waveform">
      <span id="player-waveform-label" className="player-waveform-label">
        {t('player.waveform')}
      </span>
      <div
        ref={areaRef}
        className="player-waveform-area"
        role="slider"
        tabIndex={0}
        aria-labelledby="player-waveform-label"
        aria-describedby="player-waveform-keys"
        aria-valuemin={0}
        aria-valuemax={Math.max(duration, 0)}
        aria-valuenow={Math.min(state.position, duration)}
        aria-valuetext={[t('player.seekText', { position: clock(state.position), duration: clock(duration) }), loopText]
          .filter(Boolean)
          .join('; ')}
        data-rtl={rtl}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <svg viewBox={`0 0 ${Math.max(1, peaks.length)} 100`} preserveAspectRatio="none" aria-hidden="true">
          {peaks.length > 0 && <path d={barsPath(peaks)} />}
        </svg>
        {selection && (
          <span
            className="player-waveform-loop"
            data-testid="player-loop-range"
            data-looping={state.looping}
            style={{ insetInlineStart: `${percent(selection.start)}%`, inlineSize: `${percent(selection.end - selection.start)}%` }}
          />
        )}
        <span className="player-waveform-head" style={{ insetInlineStart: `${percent(Math.min(state.position, duration))}%` }} />
      </div>
      <span id="player-waveform-keys" hidden>
        {t('player.waveformKeys')}
      </span>
      {waveform.status === 'failed' && (
        <span className="player-status">{t('player.waveformUnavailable', { reason: waveform.reason })}</span>
      )}
      <div className="player-loop-controls">
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onClick={() =>
            player.setLoop({ start: state.position, end: state.loop && state.loop.end > state.position ? state.loop.end : duration })
          }
        >
          {t('player.loopStart')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          onClick={() =>
            player.setLoop({ start: state.loop && state.loop.start < state.position ? state.loop.start : 0, end: state.position })
          }
        >
          {t('player.loopEnd')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          aria-pressed={state.looping}
          disabled={!state.loop}
          onClick={() => player.setLooping(!state.looping)}
        >
          {t('player.loop')}
        </button>
        <button type="button" className="button" data-variant="secondary" disabled={!state.loop} onClick={() => player.setLoop(null)}>
          {t('player.loopClear')}
        </button>
        {loopText && (
          <span className="player-time" data-testid="player-loop-text">
            {loopText}
          </span>
        )}
      </div>
    </div>
  );
}
