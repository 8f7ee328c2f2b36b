import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOutcome, WebhookTestReport } from '../../../../../shared/model/webhooks';
import { formatNumber } from '../format';
import { issueText } from './webhook-text';

/** The verdict of one test, loud when an endpoint lets a request without the secret in, then each delivery. */
export function TestReport({ report }: { report: WebhookTestReport }) {
  const { t } = useTranslation();
  const openToAnyone = report.mode === 'negative' && report.deliveries.some((d) => isAccepted(d));
  return (
    <div className="webhooks-report" data-testid="webhook-test-report" data-verdict={report.verdict}>
      <h4>{t('agentTools.webhooks.report.title', { event: report.eventType })}</h4>
      {openToAnyone ? (
        <p role="alert" className="webhooks-danger">
          {t('agentTools.webhooks.report.negativeAccepted')}
        </p>
      ) : (
        <p
          role="status"
          className={report.verdict === (report.mode === 'negative' ? 'refused' : 'accepted') ? 'webhooks-good' : 'agent-error'}
        >
          {verdictText(t, report)}
        </p>
      )}
      {report.mode === 'duplicate' && <p className="agent-muted">{t('agentTools.webhooks.report.duplicateNote')}</p>}
      {report.deliveries.map((delivery, index) => (
        <Delivery key={index} delivery={delivery} />
      ))}
    </div>
  );
}

const isAccepted = (d: DeliveryOutcome) => d.status !== undefined && d.status >= 200 && d.status < 300;

function verdictText(t: TFunction, report: WebhookTestReport): string {
  if (report.verdict === 'notSent') return t('agentTools.webhooks.report.notSent');
  if (report.verdict === 'unreachable') return t('agentTools.webhooks.report.unreachable');
  if (report.mode === 'negative') return t('agentTools.webhooks.report.negativeRefused');
  if (report.verdict === 'accepted') return t('agentTools.webhooks.report.accepted');
  return report.verdict === 'mixed' ? t('agentTools.webhooks.report.mixed') : t('agentTools.webhooks.report.refusedDelivery');
}

function Delivery({ delivery }: { delivery: DeliveryOutcome }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <section className="webhooks-delivery" aria-labelledby={id} data-testid="webhook-delivery" data-credential={delivery.credential}>
      <h5 id={id}>{t(`agentTools.webhooks.report.credential.${delivery.credential}`)}</h5>
      <dl className="webhooks-facts">
        <dt>{t('agentTools.webhooks.report.status')}</dt>
        <dd data-testid="delivery-status">
          {delivery.status ?? t(delivery.attempted ? 'agentTools.webhooks.report.noAnswer' : 'agentTools.webhooks.report.notSentStatus')}
        </dd>
        {/* Refused before connecting: no request went out, so there is no time to show. */}
        {delivery.attempted && (
          <>
            <dt>{t('agentTools.webhooks.report.latency')}</dt>
            <dd>{t('agentTools.webhooks.report.latencyValue', { ms: formatNumber(delivery.latencyMs, i18n.language) })}</dd>
          </>
        )}
      </dl>
      {delivery.slow && <p className="agent-error">{t('agentTools.webhooks.report.slow')}</p>}
      {delivery.failure && <p className="agent-error">{issueText(t, delivery.failure, i18n.language)}</p>}
      {delivery.status !== undefined && (
        <>
          <p className="webhooks-label">{t('agentTools.webhooks.report.headers')}</p>
          <pre dir="ltr" className="webhooks-code" tabIndex={0} aria-label={t('agentTools.webhooks.report.headers')}>
            {delivery.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
          </pre>
          <p className="webhooks-label">{t('agentTools.webhooks.report.body')}</p>
          <pre
            dir="ltr"
            className="webhooks-code"
            tabIndex={0}
            aria-label={t('agentTools.webhooks.report.body')}
            data-testid="delivery-body"
          >
            {delivery.body || t('agentTools.webhooks.report.emptyBody')}
          </pre>
          {delivery.bodyTruncated && (
            <p className="agent-muted">
              {t('agentTools.webhooks.report.truncated', { bytes: formatNumber(delivery.bodyBytes, i18n.language) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
