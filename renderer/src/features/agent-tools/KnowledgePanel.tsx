import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../../store/studio-store';
import { AgentItemPanel } from './AgentItemPanel';
import { formatDate, formatDateTime, formatNumber } from './format';
import { KnowledgeDetails } from './KnowledgeDetails';
import { KnowledgeFilters } from './KnowledgeFilters';
import { narrowsKnowledge } from './agent-tools-slice';
import { clearKnowledgeFilters, loadKnowledge, setKnowledgePage, switchKnowledgeItem } from './list-actions';
import { StatusBadge } from './StatusBadge';

/** The knowledge-base list: every filter, sort and paging, status badges, and the agent's switch. */
export function KnowledgePanel() {
  const { t, i18n } = useTranslation();
  const knowledge = useStudioStore((s) => s.agentTools.knowledge);
  const narrowed = useStudioStore((s) => narrowsKnowledge(s.agentTools.knowledge.filters, s.agentTools.selectedAgentId !== null));
  const lang = i18n.language;

  return (
    <AgentItemPanel
      testIdPrefix="knowledge"
      filters={<KnowledgeFilters />}
      list={knowledge}
      clearFilters={narrowed ? clearKnowledgeFilters : undefined}
      onRetry={() => void loadKnowledge()}
      onPage={setKnowledgePage}
      columns={['name', 'type', 'status', 'words', 'size', 'created']}
      renderCells={(row) => (
        <>
          <th scope="row" dir="auto">
            {row.itemName}
          </th>
          <td>{t(`agentTools.itemType.${row.type as 'TEXT'}`, { defaultValue: row.type })}</td>
          <td>
            <StatusBadge status={row.status} failureReason={row.failureReason} />
          </td>
          <td>{formatNumber(row.wordsNumber, lang)}</td>
          <td dir="ltr">{row.fileSize}</td>
          <td>
            {/* The day in the column, the time too on hover and in Details. */}
            <time dateTime={row.createdAt ?? undefined} title={formatDateTime(row.createdAt, lang)}>
              {formatDate(row.createdAt, lang)}
            </time>
          </td>
        </>
      )}
      rowTestId="knowledge-row"
      rowIdAttribute="data-item-id"
      nameOf={(row) => row.itemName}
      onSwitch={(row, on) => void switchKnowledgeItem(row, on)}
      renderDetails={(id, onClose) => <KnowledgeDetails id={id} onClose={onClose} />}
    />
  );
}
