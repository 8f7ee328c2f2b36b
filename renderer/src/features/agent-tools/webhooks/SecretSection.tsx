import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result, StudioError } from '../../../../../shared/contract';
import type { WebhookAgentState } from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';
import { InlineForm } from './InlineForm';
import { copyText, webhookErrorText } from './webhook-text';

/**
 * The agent's secret, masked until revealed. The revealed value lives in this component only (gone
 * on Hide, on another agent, or when the tab closes); Copy asks the core for it and hands it
 * straight to the clipboard.
 */
export function SecretSection({ state, onState }: { state: WebhookAgentState; onState: (state: WebhookAgentState) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const agentId = state.agentId;
  const [revealed, setRevealed] = useState<string | null>(null);
  const [own, setOwn] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StudioError | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const change = async (work: () => Promise<Result<WebhookAgentState>>, clearOwn = false) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setRevealed(null);
    setCopied(null);
    setError(result.ok ? null : result.error);
    if (result.ok) {
      onState(result.value);
      if (clearOwn) setOwn('');
    }
  };
  const fetchSecret = async () => {
    const result = await activeStudio().webhooks.revealSecret({ agentId });
    setError(result.ok ? null : result.error);
    return result.ok ? result.value.authSecret : null;
  };
  const copy = async () => {
    const secret = revealed ?? (await fetchSecret());
    if (secret !== null) setCopied((await copyText(secret)) ? 'yes' : 'failed');
  };

  return (
    <section className="webhooks-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentTools.webhooks.secret.title')}</h3>
      {state.hasSecret ? (
        <div className="webhooks-row">
          <span id={`${id}-label`} className="webhooks-label">
            {t('agentTools.webhooks.secret.valueLabel')}
          </span>
          <code className="agent-code webhooks-secret" dir="ltr" aria-labelledby={`${id}-label`} data-testid="webhook-secret">
            {revealed ?? state.maskedSecret}
          </code>
          <button
            type="button"
            className="button"
            data-variant="secondary"
            disabled={busy}
            onClick={() => void (revealed ? setRevealed(null) : fetchSecret().then(setRevealed))}
          >
            {revealed ? t('agentTools.webhooks.secret.hide') : t('agentTools.webhooks.secret.reveal')}
          </button>
          <button type="button" className="button" data-variant="secondary" disabled={busy} onClick={() => void copy()}>
            {t('agentTools.webhooks.secret.copy')}
          </button>
          <button
            type="button"
            className="button"
            data-variant="danger"
            disabled={busy}
            onClick={() => void change(() => activeStudio().webhooks.deleteSecret({ agentId }))}
          >
            {t('agentTools.webhooks.secret.remove')}
          </button>
        </div>
      ) : (
        <p className="agent-muted">{t('agentTools.webhooks.secret.none')}</p>
      )}
      {copied && (
        <p role="status" className={copied === 'yes' ? 'webhooks-good' : 'agent-error'}>
          {copied === 'yes' ? t('agentTools.webhooks.secret.copied') : t('agentTools.webhooks.secret.copyFailed')}
        </p>
      )}
      <p className="agent-muted">{t('agentTools.webhooks.secret.stored')}</p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void change(() => activeStudio().webhooks.generateSecret({ agentId }))}
      >
        {state.hasSecret ? t('agentTools.webhooks.secret.replace') : t('agentTools.webhooks.secret.generate')}
      </button>
      <InlineForm
        label={t('agentTools.webhooks.secret.ownLabel')}
        hint={t('agentTools.webhooks.secret.ownHint')}
        type="password"
        value={own}
        onChange={setOwn}
        submitLabel={t('agentTools.webhooks.secret.save')}
        onSubmit={() => void change(() => activeStudio().webhooks.setSecret({ agentId, authSecret: own }), true)}
        busy={busy}
        secondary
      />
      {error && (
        <p role="alert" className="agent-error">
          {t('agentTools.webhooks.secret.failed', { reason: webhookErrorText(t, error) })}
        </p>
      )}
    </section>
  );
}
