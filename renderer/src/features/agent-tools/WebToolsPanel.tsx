import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebToolRow } from '../../../../shared/model/agents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useStudioStore } from '../../store/studio-store';
import { AgentItemPanel } from './AgentItemPanel';
import { narrowsWebTools } from './agent-tools-slice';
import { clearWebToolFilters, deleteWebTool, loadWebTools, setWebToolsPage, switchWebTool } from './list-actions';
import { WebToolDetails } from './WebToolDetails';
import { WebToolFilters } from './WebToolFilters';

/** The web-tool list: filters, paging, a tool's versions grouped under one switch for the chosen agent, details and delete. */
export function WebToolsPanel() {
  const { t } = useTranslation();
  const webTools = useStudioStore((s) => s.agentTools.webTools);
  const offline = useStudioStore((s) => s.agentTools.offline);
  const narrowed = useStudioStore((s) => narrowsWebTools(s.agentTools.webTools.filters, s.agentTools.selectedAgentId !== null));
  const [deleting, setDeleting] = useState<WebToolRow | null>(null);

  return (
    <AgentItemPanel
      testIdPrefix="web-tools"
      filters={<WebToolFilters />}
      list={webTools}
      clearFilters={narrowed ? clearWebToolFilters : undefined}
      onRetry={() => void loadWebTools()}
      onPage={setWebToolsPage}
      columns={['name', 'type', 'version', 'active']}
      groupOf={(row) => row.persistentId}
      legend={(agent) => (
        <p className="agent-muted" data-testid="web-tools-legend">
          {t('agentTools.list.legend', { agent })}
        </p>
      )}
      renderCells={(row, first) => (
        <>
          <th scope="row" className={first ? undefined : 'agent-earlier-version'}>
            <bdi>{row.name}</bdi>
            {!first && <span className="agent-muted">{` · ${t('agentTools.list.earlierVersion')}`}</span>}
          </th>
          <td>{t(`agentTools.toolType.${row.type as 'MCP'}`, { defaultValue: row.type })}</td>
          <td>{row.version ?? '—'}</td>
          <td>{row.isActive ? t('agentTools.filters.yes') : t('agentTools.filters.no')}</td>
        </>
      )}
      rowTestId="web-tool-row"
      rowIdAttribute="data-tool-id"
      nameOf={(row) => row.name}
      onSwitch={(row, on) => void switchWebTool(row, on)}
      renderActions={(row) => (
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
      )}
      renderDetails={(id, onClose) => <WebToolDetails id={id} onClose={onClose} />}
    >
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
    </AgentItemPanel>
  );
}
