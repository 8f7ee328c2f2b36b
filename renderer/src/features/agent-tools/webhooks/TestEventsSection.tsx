import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../../shared/contract';
import {
  webhookEventTypes,
  type WebhookEventType,
  type WebhookSamplePayload,
  type WebhookTestMode,
  type WebhookTestReport,
} from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';
import { TestReport } from './TestReport';
import { webhookErrorText } from './webhook-text';

const modes: Array<{ mode: WebhookTestMode; label: 'send' | 'negative' | 'duplicate' }> = [
  { mode: 'delivery', label: 'send' },
  { mode: 'negative', label: 'negative' },
  { mode: 'duplicate', label: 'duplicate' },
];

/**
 * Sends a sample of the chosen event to the checked endpoint, in one of the three test modes. Off,
 * saying why, until a URL that passed the check and a secret exist (`blocked`).
 */
export function TestEventsSection({
  agentId,
  blocked,
  samples,
}: {
  agentId: string;
  blocked: 'needBoth' | 'needPassingUrl' | null;
  samples: WebhookSamplePayload[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [eventType, setEventType] = useState<WebhookEventType>('call.started');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<WebhookTestReport | null>(null);
  const [error, setError] = useState<StudioError | null>(null);
  const sample = samples.find((s) => s.eventType === eventType);

  const send = async (mode: WebhookTestMode) => {
    setBusy(true);
    const result = await activeStudio().webhooks.sendTest({ agentId, eventType, mode });
    setBusy(false);
    setReport(result.ok ? result.value : null);
    setError(result.ok ? null : result.error);
  };

  return (
    <section className="webhooks-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentTools.webhooks.tests.title')}</h3>
      <div className="webhooks-row">
        <label htmlFor={`${id}-event`}>{t('agentTools.webhooks.tests.eventLabel')}</label>
        <select
          id={`${id}-event`}
          className="text-input"
          value={eventType}
          onChange={(event) => setEventType(event.target.value as WebhookEventType)}
        >
          {webhookEventTypes.map((type) => (
            <option key={type} value={type}>
              {type} — {t(`agentTools.webhooks.tests.events.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="webhooks-row">
        {modes.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className="button"
            data-variant={mode === 'delivery' ? undefined : 'secondary'}
            disabled={busy || blocked !== null}
            onClick={() => void send(mode)}
          >
            {t(`agentTools.webhooks.tests.${label}`)}
          </button>
        ))}
        {busy && <span role="status">{t('agentTools.webhooks.tests.sending')}</span>}
      </div>
      {blocked && <p className="agent-muted">{t(`agentTools.webhooks.tests.${blocked}`)}</p>}
      {error && (
        <p role="alert" className="agent-error">
          {t('agentTools.webhooks.tests.failed', { reason: webhookErrorText(t, error) })}
        </p>
      )}
      {report && <TestReport report={report} />}
      {sample && (
        <details className="webhooks-sample">
          <summary>{t('agentTools.webhooks.tests.sample')}</summary>
          <p className="agent-muted">{t('agentTools.webhooks.tests.sampleNote')}</p>
          <pre dir="ltr" className="webhooks-code" tabIndex={0} aria-label={t('agentTools.webhooks.tests.sample')}>
            {JSON.stringify(sample, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}
