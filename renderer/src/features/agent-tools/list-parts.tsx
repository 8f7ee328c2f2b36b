import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioError } from '../../../../shared/contract';
import { errorText } from '../../i18n/error-text';
import { EmptyState } from '../../ui';

/** Small pieces both lists share: the search box, the loading/error/empty line, the switch hint. */

/** Searches as the user types, a moment after the last key, so paging through results stays calm. */
export function SearchField({ value, onSearch, testId }: { value: string; onSearch: (search: string) => void; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // Cleared from elsewhere (the empty list's "Clear search and filters"): the field follows the
  // applied search whenever that changes, or its pending text would be searched again.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
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

export interface ListStatusProps {
  loading: boolean;
  error: StudioError | null;
  empty: boolean;
  /** Given while the search or a filter hides items: an empty list then offers to drop them. */
  clearFilters?: (() => void) | undefined;
  onRetry: () => void;
}

export function ListStatus(props: ListStatusProps) {
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
  if (!props.empty) return null;
  // One message and the next step: what hides the items and how to see them, or that there are none yet.
  return props.clearFilters ? (
    <EmptyState
      testId="list-empty"
      message={t('agentTools.list.empty')}
      action={t('agentTools.list.clearFilters')}
      onAction={props.clearFilters}
    />
  ) : (
    <EmptyState testId="list-empty" message={t('agentTools.list.none')} action={t('agentTools.list.checkAgain')} onAction={props.onRetry} />
  );
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
