import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { knownVoiceTags, voiceSorts, type VoiceSort } from '../../../../shared/model/voices';
import { useStudioStore } from '../../store';
import { Switch } from '../../ui';
import { clearVoiceFilters, refreshVoices, setVoiceFilters } from './voices-actions';

const sortLabels = {
  name: 'voices.filters.sortName',
  newest: 'voices.filters.sortNewest',
  mostUsed: 'voices.filters.sortMostUsed',
} as const;

/** Search, language, kind of voice, favourites and order; every change filters in memory at once. */
export function VoiceFiltersBar() {
  const { t } = useTranslation();
  const filters = useStudioStore((s) => s.voices.filters);
  const refreshing = useStudioStore((s) => s.voices.refreshing);
  const searchId = useId();
  const languageId = useId();
  const sortId = useId();
  const toggleTag = (tag: string) =>
    setVoiceFilters({ tags: filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag] });
  return (
    <div className="voices-filters" role="group" aria-label={t('voices.filters.label')}>
      <span className="voices-field voices-search">
        <label htmlFor={searchId}>{t('voices.filters.search')}</label>
        <input
          id={searchId}
          type="search"
          value={filters.search}
          placeholder={t('voices.filters.searchPlaceholder')}
          onChange={(event) => setVoiceFilters({ search: event.target.value })}
          maxLength={200}
        />
      </span>
      <span className="voices-field">
        <label htmlFor={languageId}>{t('voices.filters.language')}</label>
        <select
          id={languageId}
          value={filters.language ?? ''}
          onChange={(event) => setVoiceFilters({ language: event.target.value || null })}
        >
          <option value="">{t('voices.filters.anyLanguage')}</option>
          <option value="ar">{t('voices.filters.languageAr')}</option>
          <option value="en">{t('voices.filters.languageEn')}</option>
        </select>
      </span>
      <span className="voices-field">
        <label htmlFor={sortId}>{t('voices.filters.sort')}</label>
        <select id={sortId} value={filters.sort} onChange={(event) => setVoiceFilters({ sort: event.target.value as VoiceSort })}>
          {voiceSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabels[sort])}
            </option>
          ))}
        </select>
      </span>
      <span className="voices-tags" role="group" aria-label={t('voices.filters.tags')}>
        {knownVoiceTags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="voices-tag-toggle"
            aria-pressed={filters.tags.includes(tag)}
            onClick={() => toggleTag(tag)}
          >
            {t(`voices.tags.${tag}`)}
          </button>
        ))}
      </span>
      <Switch
        checked={filters.favouritesOnly}
        onCheckedChange={(favouritesOnly) => setVoiceFilters({ favouritesOnly })}
        label={t('voices.filters.favouritesOnly')}
      />
      <button type="button" className="voices-button" onClick={clearVoiceFilters}>
        {t('voices.filters.clear')}
      </button>
      <button type="button" className="voices-button" onClick={() => void refreshVoices()} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? t('voices.refreshing') : t('voices.refresh')}
      </button>
    </div>
  );
}
