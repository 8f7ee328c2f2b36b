import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../../shared/contract';
import type { InspectorEntry, SimulatedCall } from '../../../../../shared/model/webhooks';
import { activeStudio } from '../../../transport';
import { formatDateTime } from '../format';
import { downloadText, filterEntries, mergeEntry, toNdjson } from './inspector-log';
import { simulateErrorText } from './webhook-text';

/**
 * Sandbox mode's live log of call events received on this computer: simulate a call, search,
 * look at one event's JSON, export the log as NDJSON. The log lives in the core for this run only.
 */
export function InspectorSection({ agentId }: { agentId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [entries, setEntries] = useState<InspectorEntry[]>([]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ call?: SimulatedCall; error?: StudioError } | null>(null);

  useEffect(() => {
    let current = true;
    const studio = activeStudio();
    const stop = studio.events.on('webhooks.eventReceived', (entry) => setEntries((list) => mergeEntry(list, entry)));
    void studio.webhooks.inspector({}).then((result) => {
      if (!current || !result.ok) return;
      setUrl(result.value.url);
      setEntries((live) => result.value.entries.reduce(mergeEntry, live).sort((a, b) => a.id - b.id));
    });
    return () => {
      current = false;
      stop();
    };
  }, []);

  const simulate = async () => {
    setBusy(true);
    const result = await activeStudio().webhooks.simulateCall({ agentId });
    setBusy(false);
    setOutcome(result.ok ? { call: result.value } : { error: result.error });
  };
  const clear = async () => {
    const result = await activeStudio().webhooks.clearInspector({});
    if (result.ok) setEntries(result.value.entries);
    setSelected(null);
  };
  const shown = filterEntries(entries, query);
  const chosen = entries.find((e) => e.id === selected) ?? null;

  return (
    <section className="webhooks-section" aria-labelledby={`${id}-title`} data-testid="webhook-inspector">
      <h3 id={`${id}-title`}>{t('agentTools.webhooks.inspector.title')}</h3>
      <p className="agent-muted">{t('agentTools.webhooks.inspector.intro')}</p>
      {url && (
        <p className="agent-muted">
          {t('agentTools.webhooks.inspector.address')} <code dir="ltr">{url}</code>
        </p>
      )}
      <div className="webhooks-row">
        <button type="button" className="button" disabled={busy} onClick={() => void simulate()}>
          {busy ? t('agentTools.webhooks.inspector.simulating') : t('agentTools.webhooks.inspector.simulate')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="secondary"
          disabled={entries.length === 0}
          onClick={() => downloadText(toNdjson(shown), 'webhook-events.ndjson', 'application/x-ndjson')}
        >
          {t('agentTools.webhooks.inspector.export')}
        </button>
        <button type="button" className="button" data-variant="secondary" disabled={entries.length === 0} onClick={() => void clear()}>
          {t('agentTools.webhooks.inspector.clear')}
        </button>
      </div>
      {outcome?.call && (
        <p role="status">
          {t('agentTools.webhooks.inspector.simulated', { delivered: outcome.call.delivered, attempted: outcome.call.attempted })}
        </p>
      )}
      {outcome?.error && (
        <p role="alert" className="agent-error">
          {simulateErrorText(t, outcome.error)}
        </p>
      )}
      <div className="webhooks-row">
        <label htmlFor={`${id}-search`}>{t('agentTools.webhooks.inspector.search')}</label>
        <input id={`${id}-search`} className="text-input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <span role="status">{t('agentTools.webhooks.inspector.count', { shown: shown.length, total: entries.length })}</span>
      </div>
      <p id={`${id}-log`} className="webhooks-label">
        {t('agentTools.webhooks.inspector.logLabel')}
      </p>
      {shown.length === 0 ? (
        <p className="agent-muted">{t('agentTools.webhooks.inspector.empty')}</p>
      ) : (
        <ul className="webhooks-log" aria-labelledby={`${id}-log`}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="webhooks-log-entry"
                aria-pressed={selected === entry.id}
                data-testid="inspector-entry"
                onClick={() => setSelected(entry.id)}
              >
                <span>{formatDateTime(entry.receivedAt, i18n.language)}</span> <code dir="ltr">{entry.eventType ?? '—'}</code>{' '}
                <code dir="ltr">{entry.callId ?? ''}</code>
                {!entry.authorized && <span className="agent-error"> · {t('agentTools.webhooks.inspector.unauthorized')}</span>}
                {entry.duplicate && <span> · {t('agentTools.webhooks.inspector.duplicate')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <pre
          dir="ltr"
          className="webhooks-code"
          tabIndex={0}
          aria-label={t('agentTools.webhooks.inspector.details')}
          data-testid="inspector-json"
        >
          {chosen.payload === null
            ? `${t('agentTools.webhooks.inspector.notJson')}\n${chosen.text ?? ''}`
            : JSON.stringify(chosen.payload, null, 2)}
        </pre>
      )}
    </section>
  );
}
