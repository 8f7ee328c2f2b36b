import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import { errorText } from '../../i18n/error-text';

/** Small pieces both lists share: the search box, the loading/error/empty line, the switch hint. */

/** Searches as the user types, a moment after the last key, so paging through results stays calm. */
export function SearchField({ value, onSearch, testId }: { value: string; onSearch: (search: string) => void; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <span className="agent-field">
      <label htmlFor={id}>{t('agentTools.filters.search')}</label>
      <input
        id={id}
        type="search"
        className="text-input"
        data-testid={testId}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
      />
    </span>
  );
}

export function ListStatus(props: { loading: boolean; error: StudioError | null; empty: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <p role="alert" className="agent-error" data-testid="list-error">
        {t('agentTools.list.failed', { reason: errorText(props.error) })}{' '}
        <button type="button" className="button" data-variant="secondary" onClick={props.onRetry}>
          {t('agentTools.list.retry')}
        </button>
      </p>
    );
  }
  if (props.loading)
    return (
      <p className="agent-muted" role="status">
        {t('agentTools.list.loading')}
      </p>
    );
  if (props.empty) return <p className="agent-muted">{t('agentTools.list.empty')}</p>;
  return null;
}

/** Why the switch column is missing or disabled, said in words rather than left to guess. */
export function SwitchHint({ hasAgent, offline }: { hasAgent: boolean; offline: boolean }) {
  const { t } = useTranslation();
  if (offline)
    return (
      <p className="agent-muted" data-testid="switches-disabled">
        {t('agentTools.offline.switchesDisabled')}
      </p>
    );
  if (!hasAgent) return <p className="agent-muted">{t('agentTools.picker.needAgent')}</p>;
  return null;
}
