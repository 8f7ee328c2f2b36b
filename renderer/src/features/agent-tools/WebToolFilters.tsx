import { useTranslation } from 'react-i18next';
import { webToolTypes } from '../../../../shared/contract/ops/agents';
import { useStudioStore } from '../../store/studio-store';
import { AgentFilterSet, FilterChoice } from './filter-parts';
import { SearchField } from './list-parts';
import { setWebToolFilters } from './list-actions';

/** The web-tool filters: this agent's, active only, type, search. */
export function WebToolFilters() {
  const { t } = useTranslation();
  const filters = useStudioStore((s) => s.agentTools.webTools.filters);
  return (
    <AgentFilterSet onlyThisAgent={filters.onlyThisAgent} onOnlyThisAgent={(onlyThisAgent) => setWebToolFilters({ onlyThisAgent })}>
      <label className="agent-check">
        <input type="checkbox" checked={filters.activeOnly} onChange={(e) => setWebToolFilters({ activeOnly: e.target.checked })} />
        {t('agentTools.filters.activeOnly')}
      </label>
      <FilterChoice
        label={t('agentTools.filters.type')}
        testId="web-tools-type"
        value={filters.type ?? ''}
        choices={[
          { value: '', label: t('agentTools.filters.anyType') },
          ...webToolTypes.map((type) => ({ value: type, label: t(`agentTools.toolType.${type}`) })),
        ]}
        onChoose={(type) => setWebToolFilters({ type: type || null })}
      />
      <SearchField value={filters.search} onSearch={(search) => setWebToolFilters({ search })} testId="web-tools-search" />
    </AgentFilterSet>
  );
}
