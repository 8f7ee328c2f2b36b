import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showSection, useStudioStore } from '../../store';
import { player } from '../../audio';
import { offersSplit, scriptErrorText, pointsToSettings } from './error-text';
import { cancelGeneration, clearUnreachableError, generateSpeech } from './generation-actions';
import { splitIntoParts } from './parts-actions';
import { takesOfPart } from './takes-actions';
import { TakesList } from './TakesList';
import { useNumberFormat } from './use-number-format';

/**
 * The Generate button, in a bar that sticks to the bottom of the window while the editor above it
 * is taller than the window (1024×640, a long preview beside the script): always in view, never
 * under the status bar. A long script's parts have their own buttons instead.
 */
export function GenerateBar() {
  const { t } = useTranslation();
  const run = useStudioStore((s) => s.script.generation);
  const hasParts = useStudioStore((s) => s.script.parts !== null);
  const ready = useStudioStore((s) => s.script.draft !== null);
  if (hasParts) return null;
  return (
    <div className="script-generate-bar">
      <button
        type="button"
        className="button"
        data-testid="generate-button"
        disabled={!ready || run !== null}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        onClick={() => void generateSpeech()}
      >
        {t('script.generate.button')} <kbd className="script-kbd">{t('script.generate.shortcut')}</kbd>
      </button>
    </div>
  );
}

/** Generate's progress with Cancel, what went wrong, and the new clip. */
export function GeneratePanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const run = useStudioStore((s) => s.script.generation);
  const error = useStudioStore((s) => s.script.generationError);
  const clip = useStudioStore((s) => s.script.lastClip);
  const hasParts = useStudioStore((s) => s.script.parts !== null);
  const text = useStudioStore((s) => s.script.draft?.text ?? '');
  const takes = useStudioStore((s) => s.script.takes);
  const stage = run ? t(`script.generate.${run.stage}`) : '';
  const online = useStudioStore((s) => s.app.connectivity?.online === true);
  useEffect(() => {
    if (online) clearUnreachableError();
  }, [online]);

  return (
    <div className="script-generate">
      <div aria-live="polite" className="script-generate-status">
        {run && (
          <div className="script-progress" data-testid="generation-progress" data-stage={run.stage}>
            <span className="script-spinner" aria-hidden="true" />
            <span>
              {run.part ? t('script.generate.part', { index: format(run.part.index + 1), n: format(run.part.count), stage }) : stage}
            </span>
            <button type="button" className="button" data-variant="secondary" data-testid="generation-cancel" onClick={cancelGeneration}>
              {t('script.generate.cancel')}
            </button>
          </div>
        )}
      </div>
      {error && !run && (
        <div className="script-error" role="alert" data-testid="generation-error" data-code={error.code}>
          <span>{scriptErrorText(t, error)}</span>
          {/* Too long only once read: the way out is right here, where the refusal is read. */}
          {offersSplit(error) && !hasParts && (
            <button type="button" className="button" data-variant="secondary" onClick={splitIntoParts}>
              {t('script.long.split')}
            </button>
          )}
          {pointsToSettings(error) && (
            <button type="button" className="button" data-variant="secondary" onClick={() => showSection('settings')}>
              {t('script.errors.openSettings')}
            </button>
          )}
        </div>
      )}
      {clip && !run && !hasParts && (
        <div className="script-result" data-testid="generation-result" data-clip-id={clip.id}>
          <span>{t('script.generate.result', { voice: clip.voiceName })}</span>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            onClick={() => player.play({ id: clip.id, src: clip.audioUrl, title: clip.voiceName, kind: 'long' })}
          >
            {t('script.generate.play')}
          </button>
          <span className="script-hint">{t('script.generate.inHistory')}</span>
        </div>
      )}
      {/* A short script is its draft's part 0: each Generate is a new take of it. */}
      {!hasParts && <TakesList takes={takesOfPart(takes, 0, text)} partIndex={0} partName={t('script.takes.wholeScript')} />}
    </div>
  );
}
