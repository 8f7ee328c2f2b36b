import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';
import { AgentSwitch } from './AgentSwitch';
import { formatDateTime, formatNumber } from './format';
import { KnowledgeDetails } from './KnowledgeDetails';
import { KnowledgeFilters } from './KnowledgeFilters';
import { ListStatus, SwitchHint } from './list-parts';
import { loadKnowledge, setKnowledgePage, switchKnowledgeItem } from './list-actions';
import { Pager } from './Pager';
import { StatusBadge } from './StatusBadge';

/** The knowledge-base list: every filter, sort and paging, status badges, and the agent's switch. */
export function KnowledgePanel() {
  const { t, i18n } = useTranslation();
  const { knowledge, selectedAgentId, agents, offline } = useStudioStore((s) => s.agentTools);
  const { result } = knowledge;
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const agent = agents.find((a) => a.id === selectedAgentId);
  const lang = i18n.language;

  return (
    <div className="agent-list" data-testid="knowledge-panel">
      <KnowledgeFilters />
      <SwitchHint hasAgent={!!selectedAgentId} offline={!!offline} />
      <ListStatus loading={knowledge.loading} error={knowledge.error} empty={result?.items.length === 0} onRetry={() => void loadKnowledge()} />
      {result && result.items.length > 0 && (
        <table className="agent-table" data-testid="knowledge-table">
          <thead>
            <tr>
              <th scope="col">{t('agentTools.columns.name')}</th>
              <th scope="col">{t('agentTools.columns.type')}</th>
              <th scope="col">{t('agentTools.columns.status')}</th>
              <th scope="col">{t('agentTools.columns.words')}</th>
              <th scope="col">{t('agentTools.columns.size')}</th>
              <th scope="col">{t('agentTools.columns.created')}</th>
              {agent && <th scope="col">{t('agentTools.columns.agentSwitch')}</th>}
              <th scope="col">{t('agentTools.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((row) => (
              <tr key={row.id} data-testid="knowledge-row" data-item-id={row.id}>
                <th scope="row" dir="auto">{row.itemName}</th>
                <td>{t(`agentTools.itemType.${row.type as 'TEXT'}`, { defaultValue: row.type })}</td>
                <td><StatusBadge status={row.status} failureReason={row.failureReason} /></td>
                <td>{formatNumber(row.wordsNumber, lang)}</td>
                <td dir="ltr">{row.fileSize}</td>
                <td>{formatDateTime(row.createdAt, lang)}</td>
                {agent && (
                  <td>
                    <AgentSwitch
                      checked={row.activeForAgent === true}
                      label={t('agentTools.list.switchLabel', { item: row.itemName, agent: agent.name })}
                      disabled={!!offline || row.activeForAgent === null}
                      onChange={(on) => void switchKnowledgeItem(row, on)}
                    />
                  </td>
                )}
                <td>
                  <button type="button" className="button" data-variant="secondary" aria-label={t('agentTools.list.detailsOf', { name: row.itemName })} onClick={() => setDetailsId(row.id)}>
                    {t('agentTools.list.details')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result && <Pager page={knowledge.page} pageSize={knowledge.pageSize} filtered={result.filtered} onPage={setKnowledgePage} testId="knowledge-pager" />}
      {detailsId && <KnowledgeDetails id={detailsId} onClose={() => setDetailsId(null)} />}
    </div>
  );
}
