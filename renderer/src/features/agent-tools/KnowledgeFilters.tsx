import { useTranslation } from 'react-i18next';
import { knowledgeBaseExtensions, knowledgeBaseStatuses, knowledgeBaseTypes } from '../../../../shared/contract/ops/agents';
import { useStudioStore } from '../../store/studio-store';
import { Disclosure } from '../../ui';
import type { KnowledgeFilters as Filters } from './agent-tools-slice';
import { AgentFilterSet, FilterChoice } from './filter-parts';
import { SearchField } from './list-parts';
import { setKnowledgeFilters } from './list-actions';

type TriState = '' | 'true' | 'false';
const triState = (value: boolean | null): TriState => (value === null ? '' : value ? 'true' : 'false');
const fromTriState = (value: TriState) => (value === '' ? null : value === 'true');
const toggled = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** How many filters narrow the list now (the search is beside the button, so it is not counted). */
const activeFilters = (f: Filters, hasAgent: boolean): number =>
  Number(f.onlyThisAgent && hasAgent) +
  Number(f.isActive !== null) +
  Number(f.used !== null) +
  f.types.length +
  f.statuses.length +
  f.extensions.length;

/** Any number of a fixed set, one checkbox each; an empty choice filters nothing. */
function CheckGroup<Value extends string>(props: {
  legend: string;
  all: readonly Value[];
  chosen: Value[];
  labelOf: (value: Value) => string;
  onChange: (chosen: Value[]) => void;
  /** File extensions read left to right in Arabic too. */
  dir?: 'ltr';
}) {
  return (
    <fieldset className="agent-checks">
      <legend>{props.legend}</legend>
      {props.all.map((value) => (
        <label key={value} className="agent-check" dir={props.dir}>
          <input
            type="checkbox"
            checked={props.chosen.includes(value)}
            onChange={(e) => props.onChange(toggled(props.chosen, value, e.target.checked))}
          />
          {props.labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

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
  const yesNo = [
    { value: '', label: t('agentTools.filters.any') },
    { value: 'true', label: t('agentTools.filters.yes') },
    { value: 'false', label: t('agentTools.filters.no') },
  ] as const;
  const count = activeFilters(filters, hasAgent);
  return (
    <Disclosure
      label={t('agentTools.filters.label')}
      note={count > 0 ? t('agentTools.filters.applied', { count }) : undefined}
      rememberUnder="sawt.knowledgeFilters"
      after={<SearchField value={filters.search} onSearch={(search) => set({ search })} testId="knowledge-search" />}
      testId="knowledge-filters"
    >
      <AgentFilterSet onlyThisAgent={filters.onlyThisAgent} onOnlyThisAgent={(onlyThisAgent) => set({ onlyThisAgent })}>
        <FilterChoice
          label={t('agentTools.filters.isActive')}
          testId="knowledge-active"
          value={triState(filters.isActive)}
          choices={yesNo}
          onChoose={(v) => set({ isActive: fromTriState(v) })}
        />
        <FilterChoice
          label={t('agentTools.filters.used')}
          testId="knowledge-used"
          value={triState(filters.used)}
          choices={yesNo}
          onChoose={(v) => set({ used: fromTriState(v) })}
        />
        <FilterChoice
          label={t('agentTools.filters.sortBy')}
          testId="knowledge-sort"
          value={filters.sortBy}
          choices={(['createdAt', 'words', 'fileSize'] as const).map((field) => ({ value: field, label: t(`agentTools.sort.${field}`) }))}
          onChoose={(sortBy) => set({ sortBy })}
        />
        <FilterChoice
          label={t('agentTools.filters.sortOrder')}
          testId="knowledge-order"
          value={filters.sortOrder}
          choices={[
            { value: 'desc', label: t('agentTools.filters.desc') },
            { value: 'asc', label: t('agentTools.filters.asc') },
          ]}
          onChoose={(sortOrder) => set({ sortOrder })}
        />
        <CheckGroup
          legend={t('agentTools.filters.types')}
          all={knowledgeBaseTypes}
          chosen={filters.types}
          labelOf={(type) => t(`agentTools.itemType.${type}`)}
          onChange={(types) => set({ types })}
        />
        <CheckGroup
          legend={t('agentTools.filters.statuses')}
          all={knowledgeBaseStatuses}
          chosen={filters.statuses}
          labelOf={(status) => t(`agentTools.status.${status}`)}
          onChange={(statuses) => set({ statuses })}
        />
        <CheckGroup
          legend={t('agentTools.filters.extensions')}
          all={knowledgeBaseExtensions}
          chosen={filters.extensions}
          labelOf={(ext) => ext}
          onChange={(extensions) => set({ extensions })}
          dir="ltr"
        />
      </AgentFilterSet>
    </Disclosure>
  );
}
