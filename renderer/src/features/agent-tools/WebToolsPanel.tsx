import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebToolRow } from '../../../../shared/model/agents';
import { webToolTypes } from '../../../../shared/contract/ops/agents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useStudioStore } from '../../store/studio-store';
import { AgentSwitch } from './AgentSwitch';
import { deleteWebTool, loadWebTools, setWebToolFilters, setWebToolsPage, switchWebTool } from './list-actions';
import { ListStatus, SearchField, SwitchHint } from './list-parts';
import { Pager } from './Pager';
import { WebToolDetails } from './WebToolDetails';

/** The web-tool list: filters, paging, the chosen agent's switch per row, details and delete. */
export function WebToolsPanel() {
  const { t } = useTranslation();
  const { webTools, selectedAgentId, agents, offline } = useStudioStore((s) => s.agentTools);
  const { filters, result } = webTools;
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebToolRow | null>(null);
  const agent = agents.find((a) => a.id === selectedAgentId);

  return (
    <div className="agent-list" data-testid="web-tools-panel">
      <fieldset className="agent-filters">
        <legend className="visually-hidden">{t('agentTools.filters.label')}</legend>
        <label className="agent-check">
          <input
            type="checkbox"
            checked={filters.onlyThisAgent}
            disabled={!selectedAgentId}
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
      <SwitchHint hasAgent={!!selectedAgentId} offline={!!offline} />
      <ListStatus loading={webTools.loading} error={webTools.error} empty={result?.items.length === 0} onRetry={() => void loadWebTools()} />
      {result && result.items.length > 0 && (
        <table className="agent-table" data-testid="web-tools-table">
          <thead>
            <tr>
              <th scope="col">{t('agentTools.columns.name')}</th>
              <th scope="col">{t('agentTools.columns.type')}</th>
              <th scope="col">{t('agentTools.columns.version')}</th>
              <th scope="col">{t('agentTools.columns.active')}</th>
              {agent && <th scope="col">{t('agentTools.columns.agentSwitch')}</th>}
              <th scope="col">{t('agentTools.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((row) => (
              <tr key={row.id} data-testid="web-tool-row" data-tool-id={row.id}>
                <th scope="row">{row.name}</th>
                <td>{t(`agentTools.toolType.${row.type as 'MCP'}`, { defaultValue: row.type })}</td>
                <td>{row.version}</td>
                <td>{row.isActive ? t('agentTools.filters.yes') : t('agentTools.filters.no')}</td>
                {agent && (
                  <td>
                    <AgentSwitch
                      checked={row.activeForAgent === true}
                      label={t('agentTools.list.switchLabel', { item: row.name, agent: agent.name })}
                      disabled={!!offline || row.activeForAgent === null}
                      onChange={(on) => void switchWebTool(row, on)}
                    />
                  </td>
                )}
                <td className="agent-actions">
                  <button type="button" className="button" data-variant="secondary" aria-label={t('agentTools.list.detailsOf', { name: row.name })} onClick={() => setDetailsId(row.id)}>
                    {t('agentTools.list.details')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    data-variant="danger"
                    disabled={!!offline}
                    aria-label={t('agentTools.list.deleteOf', { name: row.name })}
                    onClick={() => setDeleting(row)}
                  >
                    {t('agentTools.list.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && <Pager page={webTools.page} pageSize={webTools.pageSize} filtered={result.filtered} onPage={setWebToolsPage} testId="web-tools-pager" />}
      {detailsId && <WebToolDetails id={detailsId} onClose={() => setDetailsId(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('agentTools.list.deleteOf', { name: deleting?.name ?? '' })}
        description={`${deleting?.name ?? ''} · ${t('agentTools.tool.version')} ${deleting?.version ?? ''}`}
        confirmLabel={t('agentTools.list.delete')}
        destructive
        onConfirm={() => {
          if (deleting) void deleteWebTool(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
