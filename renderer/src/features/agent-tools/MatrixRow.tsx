import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentSummary, MatrixRow as Row } from '../../../../shared/model/agents';
import { Tooltip } from '../../ui/Tooltip';
import { useStudioStore } from '../../store/studio-store';
import { matrixRowId, type MatrixCell } from './agent-tools-slice';
import { errorText } from '../../i18n/error-text';
import { toggleCell } from './matrix-actions';

interface MatrixRowProps {
  row: Row;
  agents: AgentSummary[];
  disabled: boolean;
  onBulk: (rowId: string, isActive: boolean) => void;
}

/**
 * One item against every agent. Subscribes to its own cells only, so a cell that lands during a
 * bulk change re-renders one row, not the grid.
 */
export const MatrixRow = memo(function MatrixRow({ row, agents, disabled, onBulk }: MatrixRowProps) {
  const { t } = useTranslation();
  const rowId = matrixRowId(row.kind, row.key);
  const cells = useStudioStore((s) => s.agentTools.matrix.cells[rowId]);
  return (
    <tr data-testid="matrix-row" data-row-id={rowId}>
      <th scope="row" className="matrix-item">
        <span className="matrix-item-name" dir="auto">
          {row.name}
        </span>
        <span className="matrix-item-kind">{t(`agentTools.matrix.kind.${row.kind}`)}</span>
        <span className="matrix-bulk">
          <button
            type="button"
            className="matrix-bulk-button"
            disabled={disabled}
            aria-label={t('agentTools.matrix.rowOn', { item: row.name })}
            onClick={() => onBulk(rowId, true)}
          >
            {t('agentTools.matrix.allOn')}
          </button>
          <button
            type="button"
            className="matrix-bulk-button"
            disabled={disabled}
            aria-label={t('agentTools.matrix.rowOff', { item: row.name })}
            onClick={() => onBulk(rowId, false)}
          >
            {t('agentTools.matrix.allOff')}
          </button>
        </span>
      </th>
      {agents.map((agent) => (
        <td key={agent.id} className="matrix-cell">
          <CellSwitch
            cell={cells?.[agent.id] ?? { on: false }}
            label={t('agentTools.matrix.cellLabel', { item: row.name, agent: agent.name })}
            disabled={disabled}
            onToggle={(on) => void toggleCell(rowId, agent.id, on)}
          />
        </td>
      ))}
    </tr>
  );
});

/**
 * A cell's switch. A plain button with role="switch" (styled as the house Switch) rather than the
 * radix one: a 20-agent grid mounts hundreds of them, and each needs no label element of its own.
 */
function CellSwitch({
  cell,
  label,
  disabled,
  onToggle,
}: {
  cell: MatrixCell;
  label: string;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="matrix-switch">
      <button
        type="button"
        role="switch"
        aria-checked={cell.on}
        aria-label={label}
        aria-busy={cell.pending || undefined}
        className="ui-switch"
        data-state={cell.on ? 'checked' : 'unchecked'}
        data-pending={cell.pending || undefined}
        disabled={disabled || cell.pending}
        onClick={() => onToggle(!cell.on)}
      >
        <span className="ui-switch-thumb" />
      </button>
      {cell.error && (
        <Tooltip content={t('agentTools.matrix.cellFailed', { reason: errorText(cell.error) })}>
          <span
            className="matrix-cell-error"
            role="img"
            tabIndex={0}
            data-testid="cell-error"
            aria-label={t('agentTools.matrix.cellFailed', { reason: errorText(cell.error) })}
          >
            !
          </span>
        </Tooltip>
      )}
    </span>
  );
}
