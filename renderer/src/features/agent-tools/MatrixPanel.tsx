import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useStudioStore } from '../../store/studio-store';
import { activeStudio } from '../../transport';
import { errorText } from '../../i18n/error-text';
import { ListStatus } from './list-parts';
import { applyActivationEvent, applyChanges, loadMatrix, planColumn, planRow, type BulkPlan } from './matrix-actions';
import { MatrixRow } from './MatrixRow';
import './agent-matrix.css';

const ROW_HEIGHT = 56;

/**
 * Tools and knowledge items (rows) against agents (columns). Rows are virtualised, so 200 items
 * mount as fast as 20; the item column and the agent header stay in view while scrolling.
 */
export function MatrixPanel() {
  const { t } = useTranslation();
  const matrix = useStudioStore((s) => s.agentTools.matrix);
  const offline = useStudioStore((s) => s.agentTools.offline);
  const [plan, setPlan] = useState<BulkPlan | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = matrix.data?.rows ?? [];
  const agents = matrix.data?.agents ?? [];
  const disabled = !!offline || matrix.bulkRunning;

  useEffect(() => activeStudio().events.on('agents.activationChanged', applyActivationEvent), []);

  // The virtualiser's functions change every render by design; this component needs no memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getItemKey: (index) => (rows[index] ? `${rows[index].kind}:${rows[index].key}` : index),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const onRowBulk = useCallback((rowId: string, isActive: boolean) => setPlan(planRow(rowId, isActive)), []);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const summaryKey = plan ? (`agentTools.matrix.${plan.scope}${plan.isActive ? 'On' : 'Off'}Summary` as const) : null;

  return (
    <div className="matrix" data-testid="matrix-panel">
      <ListStatus
        loading={matrix.loading && !matrix.data}
        error={matrix.error}
        empty={!!matrix.data && agents.length === 0}
        onRetry={() => void loadMatrix()}
      />
      {offline && (
        <p className="agent-muted" data-testid="switches-disabled">
          {t('agentTools.offline.switchesDisabled')}
        </p>
      )}
      {matrix.bulkRunning && (
        <p role="status" className="agent-muted">
          {t('agentTools.matrix.running')}
        </p>
      )}
      {matrix.bulkSummary && (
        <p role="status" className="matrix-summary" data-testid="matrix-summary" data-failed={matrix.bulkSummary.failed}>
          {t('agentTools.matrix.summary', matrix.bulkSummary)}
        </p>
      )}
      {matrix.data && agents.length > 0 && (
        <div className="matrix-scroll" ref={scrollRef} data-testid="matrix-scroll">
          <table className="matrix-table">
            <caption className="visually-hidden">{t('agentTools.matrix.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="matrix-item">
                  {t('agentTools.matrix.item')}
                </th>
                {agents.map((agent) => (
                  <th scope="col" key={agent.id} className="matrix-agent">
                    <span className="matrix-agent-name" dir="auto">
                      {agent.name}
                    </span>
                    <span className="matrix-bulk">
                      <button
                        type="button"
                        className="matrix-bulk-button"
                        disabled={disabled}
                        aria-label={t('agentTools.matrix.columnOn', { agent: agent.name })}
                        onClick={() => setPlan(planColumn(agent.id, true))}
                      >
                        {t('agentTools.matrix.allOn')}
                      </button>
                      <button
                        type="button"
                        className="matrix-bulk-button"
                        disabled={disabled}
                        aria-label={t('agentTools.matrix.columnOff', { agent: agent.name })}
                        onClick={() => setPlan(planColumn(agent.id, false))}
                      >
                        {t('agentTools.matrix.allOff')}
                      </button>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {before > 0 && <tr aria-hidden="true" style={{ blockSize: before }} />}
              {items.map((item) => (
                <MatrixRow key={item.key} row={rows[item.index]!} agents={agents} disabled={disabled} onBulk={onRowBulk} />
              ))}
              {after > 0 && <tr aria-hidden="true" style={{ blockSize: after }} />}
            </tbody>
          </table>
        </div>
      )}
      {matrix.error && matrix.data && (
        <p role="alert" className="agent-error">
          {errorText(matrix.error)}
        </p>
      )}
      <ConfirmDialog
        open={plan !== null}
        onOpenChange={(open) => !open && setPlan(null)}
        title={
          plan ? t(plan.isActive ? 'agentTools.matrix.confirmTitleOn' : 'agentTools.matrix.confirmTitleOff', { subject: plan.subject }) : ''
        }
        description={plan && summaryKey ? t(summaryKey, { count: plan.changes.length, already: plan.already, subject: plan.subject }) : ''}
        confirmLabel={plan?.isActive ? t('agentTools.matrix.confirmOn') : t('agentTools.matrix.confirmOff')}
        onConfirm={() => {
          if (plan) void applyChanges(plan.changes, { bulk: true });
          setPlan(null);
        }}
      />
    </div>
  );
}
