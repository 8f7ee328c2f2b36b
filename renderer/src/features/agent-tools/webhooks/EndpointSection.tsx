import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../../shared/contract';
import type { UrlCheckResult } from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';
import { InlineForm } from './InlineForm';
import { UrlCheckReport } from './UrlCheckReport';
import { webhookErrorText } from './webhook-text';

/** The endpoint URL and its check by the service's rules; a checked URL is where tests go. */
export function EndpointSection({
  agentId,
  rememberedUrl,
  onChecked,
}: {
  agentId: string;
  rememberedUrl: string | null;
  onChecked: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState(rememberedUrl ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UrlCheckResult | null>(null);
  const [error, setError] = useState<StudioError | null>(null);

  const check = async () => {
    setBusy(true);
    const checked = await activeStudio().webhooks.checkUrl({ agentId, url });
    setBusy(false);
    setResult(checked.ok ? checked.value : null);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) onChecked();
  };

  return (
    <section className="webhooks-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentTools.webhooks.endpoint.title')}</h3>
      <InlineForm
        label={t('agentTools.webhooks.endpoint.label')}
        hint={t('agentTools.webhooks.endpoint.hint')}
        placeholder="https://hooks.example.com/calls"
        value={url}
        onChange={setUrl}
        submitLabel={busy ? t('agentTools.webhooks.endpoint.checking') : t('agentTools.webhooks.endpoint.check')}
        onSubmit={() => void check()}
        busy={busy}
      />
      {error && (
        <p role="alert" className="agent-error">
          {webhookErrorText(t, error)}
        </p>
      )}
      {result && <UrlCheckReport result={result} />}
    </section>
  );
}
