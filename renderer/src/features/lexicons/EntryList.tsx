import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { entryWarnings, type Lexicon } from '../../../../shared/lexicon';
import { useStudioStore } from '../../store';
import { EntryRow } from './EntryRow';
import { visibleEntries } from './entry-view';
import { setEntrySearch, setEntrySort, showMoreEntries } from './lexicons-actions';
import type { EntrySort } from './lexicons-slice';
import { useNumberFormat } from './use-number-format';

const sorts: Array<[EntrySort, string]> = [
  ['written', 'sortWritten'],
  ['spoken', 'sortSpoken'],
  ['newest', 'sortNewest'],
  ['oldest', 'sortOldest'],
];

/** The lexicon's entries: searched, ordered, shown a page at a time, each with its warnings. */
export function EntryList({ lexicon }: { lexicon: Lexicon }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const searchId = useId();
  const sortId = useId();
  const captionId = useId();
  const language = useStudioStore((s) => s.ui.language);
  const search = useStudioStore((s) => s.lexicons.search);
  const sort = useStudioStore((s) => s.lexicons.sort);
  const shown = useStudioStore((s) => s.lexicons.shown);
  const deferred = useDeferredValue(search);
  const visible = useMemo(() => visibleEntries(lexicon.entries, deferred, sort, language), [lexicon.entries, deferred, sort, language]);
  const warnings = useMemo(() => entryWarnings(lexicon.entries), [lexicon.entries]);
  const byId = useMemo(() => new Map(lexicon.entries.map((e) => [e.id, e])), [lexicon.entries]);
  const page = visible.slice(0, shown);

  return (
    <div className="lexicon-entries">
      <div className="lexicon-toolbar">
        <div className="lexicon-field">
          <label htmlFor={searchId}>{t('lexicons.entries.search')}</label>
          <input
            id={searchId}
            type="search"
            className="text-input"
            dir="auto"
            value={search}
            placeholder={t('lexicons.entries.searchPlaceholder')}
            onChange={(e) => setEntrySearch(e.target.value)}
          />
        </div>
        <div className="lexicon-field">
          <label htmlFor={sortId}>{t('lexicons.entries.sort')}</label>
          <select id={sortId} value={sort} onChange={(e) => setEntrySort(e.target.value as EntrySort)}>
            {sorts.map(([value, key]) => (
              <option key={value} value={value}>
                {t(`lexicons.entries.${key}` as 'lexicons.entries.sortWritten')}
              </option>
            ))}
          </select>
        </div>
      </div>
      {lexicon.entries.length === 0 ? (
        <p className="lexicon-hint">{t('lexicons.entries.empty')}</p>
      ) : visible.length === 0 ? (
        <p className="lexicon-hint">{t('lexicons.entries.emptySearch')}</p>
      ) : (
        <table className="lexicon-table" aria-labelledby={captionId}>
          <caption id={captionId}>{t('lexicons.entries.label', { name: lexicon.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lexicons.entries.columns.written')}</th>
              <th scope="col">{t('lexicons.entries.columns.spoken')}</th>
              <th scope="col">{t('lexicons.entries.columns.details')}</th>
              <th scope="col">{t('lexicons.entries.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.map((entry) => (
              <EntryRow key={entry.id} entry={entry} warnings={warnings.get(entry.id) ?? []} others={byId} />
            ))}
          </tbody>
        </table>
      )}
      {visible.length > 0 && (
        <p className="lexicon-hint" aria-live="polite">
          {t('lexicons.entries.count', { shown: format(page.length), total: format(visible.length) })}
        </p>
      )}
      {visible.length > page.length && (
        <button type="button" className="button" data-variant="secondary" onClick={showMoreEntries}>
          {t('lexicons.entries.more')}
        </button>
      )}
    </div>
  );
}
