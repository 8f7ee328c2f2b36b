import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store';
import { DateField, Disclosure } from '../../ui';
import { setFilters } from './history-actions';
import { dialectOptions } from './history-format';
import { initialHistoryFilters, type HistoryFilters } from './history-slice';

/** Keystrokes settle this long before a search runs (each search is a local FTS query). */
const searchDelayMs = 150;

/** How many filters beyond the search narrow or reorder the list: shown on the Filters button. */
function adjustedCount(filters: HistoryFilters): number {
  const initial = initialHistoryFilters();
  return (['voiceName', 'dialectCode', 'fromDay', 'toDay', 'order'] as const).filter((key) => filters[key] !== initial[key]).length;
}

export function HistoryFilters() {
  const { t, i18n } = useTranslation();
  const filters = useStudioStore((s) => s.history.filters);
  const facets = useStudioStore((s) => s.history.facets);
  const dialects = useMemo(() => dialectOptions(facets.dialects, i18n.language), [facets.dialects, i18n.language]);
  const [search, setSearch] = useState(filters.search);
  const adjusted = adjustedCount(filters);
  // The search can be cleared from elsewhere (the empty list's "Clear search and filters"): the
  // field follows the applied search whenever that changes, or its pending text would come back.
  const [appliedSearch, setAppliedSearch] = useState(filters.search);
  if (filters.search !== appliedSearch) {
    setAppliedSearch(filters.search);
    setSearch(filters.search);
  }

  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => setFilters({ search }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, filters.search]);

  return (
    <div className="history-filters" role="group" aria-label={t('history.filters.label')}>
      {/*
        One line: the search, the button that shows the other filters, and Reset while anything is set.
        The other filters fold away so the list keeps the height (issue 15: a usable list at 1024×640).
        They unfold when the screen opens with a filter set, so what narrows the list is in view; the
        choice is not remembered, since a folded panel hiding a set filter would hide why rows are missing.
      */}
      <Disclosure
        label={adjusted > 0 ? t('history.filters.showActive', { count: adjusted }) : t('history.filters.show')}
        unfoldWhen={adjusted > 0}
        headClassName="history-filter-line"
        regionClassName="history-filter-panel"
        before={
          <label className="history-field history-search">
            <span>{t('history.search.label')}</span>
            <input
              type="search"
              dir="auto"
              value={search}
              placeholder={t('history.search.placeholder')}
              data-testid="history-search"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        }
        after={
          (adjusted > 0 || search !== '') && (
            <button
              type="button"
              className="button"
              data-variant="secondary"
              onClick={() => {
                setSearch('');
                setFilters(initialHistoryFilters());
              }}
            >
              {t('history.filters.reset')}
            </button>
          )
        }
      >
        <label className="history-field">
          <span>{t('history.filters.voice')}</span>
          <select
            value={filters.voiceName ?? ''}
            data-testid="history-filter-voice"
            onChange={(event) => setFilters({ voiceName: event.target.value || null })}
          >
            <option value="">{t('history.filters.anyVoice')}</option>
            {facets.voices.map((v) => (
              <option key={v.name} value={v.name}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="history-field">
          <span>{t('history.filters.dialect')}</span>
          <select
            value={filters.dialectCode ?? ''}
            data-testid="history-filter-dialect"
            onChange={(event) => setFilters({ dialectCode: event.target.value || null })}
          >
            <option value="">{t('history.filters.anyDialect')}</option>
            {dialects.map((d) => (
              <option key={d.code} value={d.code}>
                {t('history.filters.dialectOption', { name: d.label, count: d.count })}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={t('history.filters.from')}
          value={filters.fromDay}
          testId="history-from"
          onChange={(fromDay) => setFilters({ fromDay })}
        />
        <DateField label={t('history.filters.to')} value={filters.toDay} testId="history-to" onChange={(toDay) => setFilters({ toDay })} />
        <label className="history-field">
          <span>{t('history.filters.order')}</span>
          <select
            value={filters.order}
            data-testid="history-order"
            onChange={(event) => setFilters({ order: event.target.value as 'newest' | 'oldest' })}
          >
            <option value="newest">{t('history.filters.newest')}</option>
            <option value="oldest">{t('history.filters.oldest')}</option>
          </select>
        </label>
      </Disclosure>
    </div>
  );
}
