import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useStudioStore } from '../../store/studio-store';
import { AgentSwitch } from './AgentSwitch';
import type { ListState } from './agent-tools-slice';
import { ListStatus, SwitchHint } from './list-parts';
import { Pager } from './Pager';
import { groupRows } from './version-groups';
import type { listsEn } from './strings/lists';
import './agent-lists.css';

type ColumnKey = keyof (typeof listsEn)['columns'];

/** What a list row needs for the shared columns: the chosen agent's switch and the details button. */
interface AgentItemRow {
  id: string;
  activeForAgent: boolean | null;
}

export interface AgentItemPanelProps<Row extends AgentItemRow> {
  /** Prefix of the panel's, table's and pager's test ids (`<prefix>-panel`, …). */
  testIdPrefix: string;
  filters: ReactNode;
  list: ListState<Row, unknown>;
  /** Given while the search or a filter narrows the list: the empty list offers it. */
  clearFilters: (() => void) | undefined;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** The row's own columns, before the agent's switch and the actions. */
  columns: readonly ColumnKey[];
  /** `first` is false for a later row of a group (an earlier version of the same tool). */
  renderCells: (row: Row, first: boolean) => ReactNode;
  /** Rows of one group (a tool's versions) sit together and share the first row's switch. */
  groupOf?: (row: Row) => string;
  /** What the columns mean, shown above the table while an agent is chosen (beside its switch). */
  legend?: (agentName: string) => ReactNode;
  rowTestId: string;
  /** The attribute that carries the row's id, as the e2e tests find rows by it. */
  rowIdAttribute: `data-${string}`;
  nameOf: (row: Row) => string;
  onSwitch: (row: Row, on: boolean) => void;
  /** Buttons after "Details"; with them the actions cell lays its buttons out in a row. */
  renderActions?: (row: Row) => ReactNode;
  renderDetails: (id: string, onClose: () => void) => ReactNode;
  /** Rendered last, inside the panel (a confirmation dialog, say). */
  children?: ReactNode;
}

/**
 * The frame both lists share: filters, the switch hint, the list status, a table whose rows end
 * with the chosen agent's switch and a details button, paging, and the details dialog.
 */
export function AgentItemPanel<Row extends AgentItemRow>(props: AgentItemPanelProps<Row>) {
  const { t } = useTranslation();
  const { selectedAgentId, agents, offline } = useStudioStore(
    useShallow((s) => ({ selectedAgentId: s.agentTools.selectedAgentId, agents: s.agentTools.agents, offline: s.agentTools.offline })),
  );
  const { result } = props.list;
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const agent = agents.find((a) => a.id === selectedAgentId);

  return (
    <div className="agent-list" data-testid={`${props.testIdPrefix}-panel`}>
      {props.filters}
      <SwitchHint hasAgent={!!selectedAgentId} offline={!!offline} />
      <ListStatus
        loading={props.list.loading}
        error={props.list.error}
        empty={result?.items.length === 0}
        clearFilters={props.clearFilters}
        onRetry={props.onRetry}
      />
      {result?.dropped ? (
        <p className="agent-muted" role="status" data-testid={`${props.testIdPrefix}-unreadable`}>
          {t('agentTools.list.unreadable', { count: result.dropped })}
        </p>
      ) : null}
      {agent && props.legend && result && result.items.length > 0 && props.legend(agent.name)}
      {result && result.items.length > 0 && (
        <table className="agent-table" data-testid={`${props.testIdPrefix}-table`}>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {t(`agentTools.columns.${column}`)}
                </th>
              ))}
              {agent && <th scope="col">{t('agentTools.columns.agentSwitch')}</th>}
              <th scope="col">{t('agentTools.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {groupRows(result.items, props.groupOf ?? ((row) => row.id)).map(({ row, first, size }) => (
              <tr
                key={row.id}
                data-testid={props.rowTestId}
                data-group={size > 1 ? (first ? 'first' : 'later') : undefined}
                {...{ [props.rowIdAttribute]: row.id }}
              >
                {props.renderCells(row, first)}
                {agent && !first && <td className="agent-muted">{t('agentTools.list.switchOfGroup')}</td>}
                {agent && first && (
                  <td>
                    <AgentSwitch
                      checked={row.activeForAgent === true}
                      label={t('agentTools.list.switchLabel', { item: props.nameOf(row), agent: agent.name })}
                      disabled={!!offline || row.activeForAgent === null}
                      onChange={(on) => props.onSwitch(row, on)}
                    />
                  </td>
                )}
                <td>
                  {/* The buttons' row is a div: a td laid out as flex leaves the table and loses its row's height. */}
                  <div className="agent-actions">
                    <button
                      type="button"
                      className="button"
                      data-variant="secondary"
                      aria-label={t('agentTools.list.detailsOf', { name: props.nameOf(row) })}
                      onClick={() => setDetailsId(row.id)}
                    >
                      {t('agentTools.list.details')}
                    </button>
                    {props.renderActions?.(row)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && (
        <Pager
          page={props.list.page}
          pageSize={props.list.pageSize}
          filtered={result.filtered}
          onPage={props.onPage}
          testId={`${props.testIdPrefix}-pager`}
        />
      )}
      {detailsId && props.renderDetails(detailsId, () => setDetailsId(null))}
      {props.children}
    </div>
  );
}
