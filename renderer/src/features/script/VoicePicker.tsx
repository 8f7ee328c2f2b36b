import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { scriptErrorText } from './error-text';
import { chooseVoice, showDialect } from './voice-actions';

/** Dialect, then voice; native selects are keyboard- and screen-reader-friendly as they are. */
export function VoicePicker() {
  const { t } = useTranslation();
  const dialectId = useId();
  const voiceId = useId();
  const language = useStudioStore((s) => s.ui.language);
  const dialects = useStudioStore((s) => s.script.dialects);
  const dialectCode = useStudioStore((s) => s.script.dialectCode);
  const voices = useStudioStore((s) => s.script.voices);
  const loading = useStudioStore((s) => s.script.voicesLoading);
  const error = useStudioStore((s) => s.script.voicesError);
  const chosen = useStudioStore((s) => s.script.draft?.voiceId ?? '');
  const dialect = dialects.find((d) => d.code === dialectCode);
  const known = voices.some((v) => v.id === chosen);
  // "No voices" only when the dialect truly has none: voices still on their way are "loading".
  const awaited = loading || (voices.length === 0 && (dialect?.voiceCount ?? 0) > 0);
  const placeholder = awaited ? 'script.voice.loading' : voices.length > 0 ? 'script.voice.choose' : 'script.voice.none';

  return (
    <div className="script-field-group">
      <label htmlFor={dialectId}>{t('script.voice.dialect')}</label>
      <select
        id={dialectId}
        className="text-input"
        data-testid="dialect-select"
        value={dialectCode ?? ''}
        onChange={(event) => void showDialect(event.target.value)}
      >
        {dialects.map((d) => (
          <option key={d.code} value={d.code}>
            {language === 'ar' && d.nameAr ? d.nameAr : d.name}
          </option>
        ))}
      </select>
      <label htmlFor={voiceId}>{t('script.voice.voice')}</label>
      <select
        id={voiceId}
        className="text-input"
        data-testid="voice-select"
        value={known ? chosen : ''}
        disabled={voices.length === 0}
        onChange={(event) => chooseVoice(event.target.value)}
      >
        {!known && <option value="">{t(placeholder)}</option>}
        {voices.map((v) => (
          <option key={v.id} value={v.id}>
            {v.id === dialect?.defaultVoiceId ? t('script.voice.isDefault', { name: v.name }) : v.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="script-error" role="alert">
          {t('script.voice.failed', { reason: scriptErrorText(t, error) })}
        </p>
      )}
    </div>
  );
}
