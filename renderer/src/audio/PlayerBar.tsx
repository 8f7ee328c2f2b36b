import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../store';
import { Slider } from '../ui';
import { player, playerRates } from './player';
import { usePlayer } from './use-player';
import { formatClock, formatRate } from './time';
import { Waveform } from './Waveform';
import './player.css';

/** Seconds one arrow key press moves. */
const arrowStepSeconds = 5;

/**
 * The app-wide transport bar. Space plays or pauses and ←/→ seek while focus is inside the bar
 * (outside the speed and volume controls, which keep their own keys); in Arabic the seek bar runs
 * right to left, so the arrows swap to keep "towards the end" pointing the way the bar fills.
 * On Projects the waveform folds behind a button, so the bar is one row under the blocks.
 */
export function PlayerBar() {
  const { t } = useTranslation();
  const language = useStudioStore((state) => state.ui.language);
  const state = usePlayer();
  const rtl = language === 'ar';
  const volumeRef = useRef<HTMLDivElement>(null);
  const hasClip = state.clipId !== null;
  const folding = useStudioStore((s) => s.ui.section === 'projects');
  const [waveformOpen, setWaveformOpen] = useState(false);
  const playing = state.status === 'playing' || state.status === 'loading';
  const position = formatClock(state.position, language);
  const duration = formatClock(state.duration, language);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Controls with their own keys keep them: the speed list and the volume slider.
    if (target.tagName === 'SELECT' || volumeRef.current?.contains(target)) return;
    if (event.key === ' ' && !event.repeat) {
      event.preventDefault(); // Also stops a focused button "clicking" a second toggle.
      event.stopPropagation();
      player.toggle();
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation(); // The seek thumb would otherwise step by itself as well.
      const forward = (event.key === 'ArrowRight') !== rtl;
      player.seek(state.position + (forward ? arrowStepSeconds : -arrowStepSeconds));
    }
  };

  const statusText =
    state.status === 'error'
      ? state.error
      : state.status === 'loading'
        ? t('player.loading')
        : state.status === 'ended'
          ? t('player.ended')
          : null;

  return (
    <section
      className="player-bar"
      aria-label={t('player.label')}
      aria-describedby="player-keys-hint"
      data-status={state.status}
      data-testid="player-bar"
      onKeyDownCapture={onKeyDownCapture}
    >
      <span id="player-keys-hint" hidden>
        {t('player.keysHint')}
      </span>
      <button
        type="button"
        className="player-button player-toggle"
        onClick={() => player.toggle()}
        disabled={!hasClip}
        aria-label={playing ? t('player.pause') : t('player.play')}
        data-testid="player-toggle"
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className="player-button"
        onClick={() => player.stop()}
        disabled={!hasClip}
        aria-label={t('player.stop')}
        data-testid="player-stop"
      >
        <span aria-hidden="true">■</span>
      </button>
      {/* dir="auto": an Arabic title in the English interface (or the reverse) runs and truncates from its own start. */}
      <span className="player-title" dir="auto" title={state.title ?? undefined} data-testid="player-title">
        {state.title ?? (hasClip ? '' : t('player.nothing'))}
      </span>
      <div className="player-seek" data-testid="player-seek">
        <Slider
          value={Math.min(state.position, state.duration || state.position)}
          onValueChange={(value) => player.seek(value)}
          min={0}
          max={state.duration > 0 ? state.duration : 1}
          step={0.1}
          label={t('player.seek')}
          valueText={t('player.seekText', { position, duration })}
          disabled={!hasClip || state.duration <= 0}
        />
      </div>
      <span className="player-time" data-testid="player-time" dir="ltr">
        {position} / {duration}
      </span>
      {statusText && (
        <span className="player-status" role={state.status === 'error' ? 'alert' : 'status'}>
          {statusText}
        </span>
      )}
      <label className="player-speed">
        <span>{t('player.speed')}</span>
        <select value={String(state.rate)} onChange={(event) => player.setRate(Number(event.target.value))} data-testid="player-speed">
          {playerRates.map((rate) => (
            <option key={rate} value={String(rate)}>
              {formatRate(rate, language)}
            </option>
          ))}
        </select>
      </label>
      <div className="player-volume" ref={volumeRef}>
        <Slider
          value={Math.round(state.volume * 100)}
          onValueChange={(value) => player.setVolume(value / 100)}
          min={0}
          max={100}
          step={5}
          label={t('player.volume')}
          valueText={`${Math.round(state.volume * 100)}%`}
        />
      </div>
      {/* In the project editor the bar keeps to one row so the blocks keep the room: the waveform unfolds on demand. */}
      {folding && hasClip && (
        <button
          type="button"
          className="button player-waveform-toggle"
          data-variant="secondary"
          aria-expanded={waveformOpen}
          onClick={() => setWaveformOpen(!waveformOpen)}
        >
          {t('player.waveform')}
        </button>
      )}
      {(!folding || waveformOpen) && <Waveform />}
    </section>
  );
}
