import { useTranslation } from 'react-i18next';
import { knowledgeBaseExtensions, knowledgeBaseStatuses, knowledgeBaseTypes } from '../../../../shared/contract/ops/agents';
import { useStudioStore } from '../../store/studio-store';
import { Disclosure } from '../../ui';
import type { KnowledgeFilters as Filters } from './agent-tools-slice';
import { SearchField } from './list-parts';
import { setKnowledgeFilters } from './list-actions';

const triState = (value: boolean | null) => (value === null ? '' : String(value));
const fromTriState = (value: string) => (value === '' ? null : value === 'true');
const toggled = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** How many filters narrow the list now (the search is beside the button, so it is not counted). */
const activeFilters = (f: Filters, hasAgent: boolean): number =>
  Number(f.onlyThisAgent && hasAgent) +
  Number(f.isActive !== null) +
  Number(f.used !== null) +
  f.types.length +
  f.statuses.length +
  f.extensions.length;

/**
 * Every knowledge-base filter: this agent's, active, used, types, statuses, extensions, search, sort.
 * The search stays in view; the rest fold under a "Filters" button whose choice is remembered across
 * visits and runs: open they fill a 1024×640 window and push the list out of it, and someone who
 * filters often should not have to unfold them each time.
 */
export function KnowledgeFilters() {
  const { t } = useTranslation();
  const filters = useStudioStore((s) => s.agentTools.knowledge.filters);
  const hasAgent = useStudioStore((s) => s.agentTools.selectedAgentId !== null);
  const set = (patch: Partial<Filters>) => setKnowledgeFilters(patch);
  const yesNo = (label: string, value: boolean | null, onChange: (v: boolean | null) => void, testId: string) => (
    <label className="agent-field">
      {label}
      <select className="text-input" data-testid={testId} value={triState(value)} onChange={(e) => onChange(fromTriState(e.target.value))}>
        <option value="">{t('agentTools.filters.any')}</option>
        <option value="true">{t('agentTools.filters.yes')}</option>
        <option value="false">{t('agentTools.filters.no')}</option>
      </select>
    </label>
  );
  const count = activeFilters(filters, hasAgent);
  return (
    <Disclosure
      label={t('agentTools.filters.label')}
      note={count > 0 ? t('agentTools.filters.applied', { count }) : undefined}
      rememberUnder="sawt.knowledgeFilters"
      after={<SearchField value={filters.search} onSearch={(search) => set({ search })} testId="knowledge-search" />}
      testId="knowledge-filters"
    >
      <fieldset className="agent-filters">
        <legend className="visually-hidden">{t('agentTools.filters.label')}</legend>
        <label className="agent-check">
          <input
            type="checkbox"
            checked={filters.onlyThisAgent}
            disabled={!hasAgent}
            onChange={(e) => set({ onlyThisAgent: e.target.checked })}
          />
          {t('agentTools.filters.onlyThisAgent')}
        </label>
        {yesNo(t('agentTools.filters.isActive'), filters.isActive, (isActive) => set({ isActive }), 'knowledge-active')}
        {yesNo(t('agentTools.filters.used'), filters.used, (used) => set({ used }), 'knowledge-used')}
        <label className="agent-field">
          {t('agentTools.filters.sortBy')}
          <select
            className="text-input"
            data-testid="knowledge-sort"
            value={filters.sortBy}
            onChange={(e) => set({ sortBy: e.target.value as Filters['sortBy'] })}
          >
            {(['createdAt', 'words', 'fileSize'] as const).map((field) => (
              <option key={field} value={field}>
                {t(`agentTools.sort.${field}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="agent-field">
          {t('agentTools.filters.sortOrder')}
          <select
            className="text-input"
            data-testid="knowledge-order"
            value={filters.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value as Filters['sortOrder'] })}
          >
            <option value="desc">{t('agentTools.filters.desc')}</option>
            <option value="asc">{t('agentTools.filters.asc')}</option>
          </select>
        </label>
        <fieldset className="agent-checks">
          <legend>{t('agentTools.filters.types')}</legend>
          {knowledgeBaseTypes.map((type) => (
            <label key={type} className="agent-check">
              <input
                type="checkbox"
                checked={filters.types.includes(type)}
                onChange={(e) => set({ types: toggled(filters.types, type, e.target.checked) })}
              />
              {t(`agentTools.itemType.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="agent-checks">
          <legend>{t('agentTools.filters.statuses')}</legend>
          {knowledgeBaseStatuses.map((status) => (
            <label key={status} className="agent-check">
              <input
                type="checkbox"
                checked={filters.statuses.includes(status)}
                onChange={(e) => set({ statuses: toggled(filters.statuses, status, e.target.checked) })}
              />
              {t(`agentTools.status.${status}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="agent-checks">
          <legend>{t('agentTools.filters.extensions')}</legend>
          {knowledgeBaseExtensions.map((ext) => (
            <label key={ext} className="agent-check" dir="ltr">
              <input
                type="checkbox"
                checked={filters.extensions.includes(ext)}
                onChange={(e) => set({ extensions: toggled(filters.extensions, ext, e.target.checked) })}
              />
              {ext}
            </label>
          ))}
        </fieldset>
      </fieldset>
    </Disclosure>
  );
}
