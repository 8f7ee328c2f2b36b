import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlCheckResult, WebhookIssue } from '../../../../../shared/model/webhooks';
import { formatDateTime } from '../format';
import { issueText } from './webhook-text';

/** What the check found: the verdict, each broken rule in words, the addresses, the certificate. */
export function UrlCheckReport({ result }: { result: UrlCheckResult }) {
  const { t, i18n } = useTranslation();
  const certificate = result.certificate;
  return (
    <div className="webhooks-report" data-testid="url-check-report" data-passed={result.passed}>
      <p role="status" className={result.passed ? 'webhooks-good' : 'agent-error'}>
        {result.passed
          ? t('agentTools.webhooks.endpoint.passed')
          : t('agentTools.webhooks.endpoint.failed', { count: result.failures.length })}
      </p>
      <IssueList label={t('agentTools.webhooks.endpoint.failuresLabel')} issues={result.failures} tone="error" />
      <IssueList label={t('agentTools.webhooks.endpoint.warningsLabel')} issues={result.warnings} tone="warning" />
      {(result.addresses.length > 0 || certificate) && (
        <dl className="webhooks-facts">
          {result.addresses.length > 0 && (
            <>
              <dt>{t('agentTools.webhooks.endpoint.addresses')}</dt>
              <dd dir="ltr">{result.addresses.map((a) => a.address).join(', ')}</dd>
            </>
          )}
          {result.connectedTo && (
            <>
              <dt>{t('agentTools.webhooks.endpoint.connectedTo')}</dt>
              <dd dir="ltr">{result.connectedTo}</dd>
            </>
          )}
          {certificate && (
            <>
              <dt>{t('agentTools.webhooks.endpoint.subject')}</dt>
              <dd dir="ltr" data-testid="certificate-subject">
                {certificate.subject}
              </dd>
              <dt>{t('agentTools.webhooks.endpoint.altNames')}</dt>
              <dd dir="ltr">{certificate.altNames.join(', ')}</dd>
              <dt>{t('agentTools.webhooks.endpoint.issuer')}</dt>
              <dd dir="ltr" data-testid="certificate-issuer">
                {certificate.issuer}
              </dd>
              <dt>{t('agentTools.webhooks.endpoint.validTo')}</dt>
              <dd data-testid="certificate-expiry">{formatDateTime(certificate.validTo, i18n.language)}</dd>
              <dt>{t('agentTools.webhooks.endpoint.fingerprint')}</dt>
              <dd dir="ltr" className="webhooks-mono">
                {certificate.fingerprint256}
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}

function IssueList({ label, issues, tone }: { label: string; issues: WebhookIssue[]; tone: 'error' | 'warning' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (issues.length === 0) return null;
  return (
    <div className="webhooks-issues" data-tone={tone}>
      <p id={id} className="webhooks-label">
        {label}
      </p>
      <ul aria-labelledby={id}>
        {issues.map((issue, index) => (
          <li key={`${issue.rule}-${index}`} data-rule={issue.rule}>
            {issueText(t, issue, i18n.language)}
          </li>
        ))}
      </ul>
    </div>
  );
}
