import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '../../../../shared/contract';
import { formatMilliseconds } from '../../i18n';
import { useStudioStore } from '../../store';
import { activeStudio } from '../../transport';
import { pingStudio, type PingOutcome } from './ping';
import './about.css';
import { errorText } from '../../i18n/error-text';

/** Proves a round trip over the active transport and shows how long it took. */
export function PingControl() {
  const { t } = useTranslation();
  const language = useStudioStore((state) => state.ui.language);
  const inputId = useId();
  const [message, setMessage] = useState(() => t('settings.ping.defaultMessage'));
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Result<PingOutcome> | null>(null);

  async function ping(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setOutcome(await pingStudio(activeStudio(), message));
    setPending(false);
  }

  return (
    <form className="ping" onSubmit={(event) => void ping(event)}>
      <div className="ping-row">
        <label htmlFor={inputId}>{t('settings.ping.messageLabel')}</label>
        <input id={inputId} className="text-input" value={message} maxLength={1000} onChange={(event) => setMessage(event.target.value)} />
        <button type="submit" className="button" data-testid="ping-button" disabled={pending}>
          {t('settings.ping.button')}
        </button>
      </div>
      <div aria-live="polite">
        {pending && <p className="ping-pending">{t('settings.ping.pending')}</p>}
        {!pending && outcome?.ok && (
          <p className="ping-result" data-testid="ping-result">
            <span>{t('settings.ping.reply', { message: outcome.value.pong.message })}</span>{' '}
            <span className="ping-time">
              {t('settings.ping.roundTrip', { duration: formatMilliseconds(outcome.value.roundTripMs, language) })}
            </span>
          </p>
        )}
        {!pending && outcome && !outcome.ok && (
          <p className="ping-error" data-testid="ping-error" role="alert">
            {t('settings.ping.failed', { reason: errorText(outcome.error) })}
          </p>
        )}
      </div>
    </form>
  );
}
