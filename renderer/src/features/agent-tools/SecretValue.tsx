import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import type { MaskableValue } from '../../../../shared/model/agents';
import { activeStudio } from '../../transport';
import { errorText } from '../../i18n/error-text';

/**
 * A value that may be a secret. A secret arrives masked from the main process; its real value is
 * asked for only when the user presses Reveal, kept in this component alone, and gone on Hide or
 * when the details close — it never enters the store.
 */
export function SecretValue({ toolId, value, label }: { toolId: string; value: MaskableValue; label: string }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [error, setError] = useState<StudioError | null>(null);
  const [busy, setBusy] = useState(false);
  if (value.value !== undefined) return <code className="agent-code">{value.value}</code>;

  const reveal = async () => {
    if (!value.secretField) return;
    setBusy(true);
    const result = await activeStudio().webTools.revealSecret({ id: toolId, field: value.secretField });
    setBusy(false);
    if (result.ok) {
      setRevealed(result.value.value);
      setError(null);
    } else setError(result.error);
  };

  return (
    <span className="agent-secret" data-testid="secret-value">
      {revealed === null ? (
        <span aria-label={t('agentTools.tool.hidden')} className="agent-code">
          {value.masked}
        </span>
      ) : (
        <code className="agent-code" data-testid="secret-revealed">
          {revealed}
        </code>
      )}
      <button
        type="button"
        className="button"
        data-variant="secondary"
        disabled={busy}
        aria-label={t(revealed === null ? 'agentTools.tool.revealField' : 'agentTools.tool.hideField', { field: label })}
        onClick={() => (revealed === null ? void reveal() : setRevealed(null))}
      >
        {revealed === null ? t('agentTools.tool.reveal') : t('agentTools.tool.hide')}
      </button>
      {error && (
        <span role="alert" className="agent-error">
          {t('agentTools.tool.revealFailed', { reason: errorText(error) })}
        </span>
      )}
    </span>
  );
}
