import { useTranslation } from 'react-i18next';
import { webToolTypes } from '../../../../shared/contract/ops/agents';
import { useStudioStore } from '../../store/studio-store';
import { SearchField } from './list-parts';
import { setWebToolFilters } from './list-actions';

/** The web-tool filters: this agent's, active only, type, search. */
export function WebToolFilters() {
  const { t } = useTranslation();
  const filters = useStudioStore((s) => s.agentTools.webTools.filters);
  const hasAgent = useStudioStore((s) => !!s.agentTools.selectedAgentId);
  return (
    <fieldset className="agent-filters">
      <legend className="visually-hidden">{t('agentTools.filters.label')}</legend>
      <label className="agent-check">
        <input
          type="checkbox"
          checked={filters.onlyThisAgent}
          disabled={!hasAgent}
          onChange={(e) => setWebToolFilters({ onlyThisAgent: e.target.checked })}
        />
        {t('agentTools.filters.onlyThisAgent')}
      </label>
      <label className="agent-check">
        <input type="checkbox" checked={filters.activeOnly} onChange={(e) => setWebToolFilters({ activeOnly: e.target.checked })} />
        {t('agentTools.filters.activeOnly')}
      </label>
      <label className="agent-field">
        {t('agentTools.filters.type')}
        <select
          className="text-input"
          data-testid="web-tools-type"
          value={filters.type ?? ''}
          onChange={(e) => setWebToolFilters({ type: (e.target.value || null) as typeof filters.type })}
        >
          <option value="">{t('agentTools.filters.anyType')}</option>
          {webToolTypes.map((type) => (
            <option key={type} value={type}>
              {t(`agentTools.toolType.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <SearchField value={filters.search} onSearch={(search) => setWebToolFilters({ search })} testId="web-tools-search" />
    </fieldset>
  );
}
