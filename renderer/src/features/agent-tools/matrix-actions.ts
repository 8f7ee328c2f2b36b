import type { ActivationChange, ActivationOutcome, AgentMatrix } from '../../../../shared/model/agents';
import { activeStudio } from '../../transport';
import { agentTools, noteFreshness, setAgentTools } from './agent-actions';
import { matrixRowId, type MatrixCell, type MatrixCells } from './agent-tools-slice';

/**
 * The agent × item matrix: loading it (built in the core from one list per agent), switching one
 * cell, and bulk changes of a row or a column. Cells follow agents.activationChanged one by one;
 * a failed cell keeps the state the service reports and shows why.
 */

function cellsOf(matrix: AgentMatrix): MatrixCells {
  const cells: MatrixCells = {};
  for (const row of matrix.rows) {
    const on = new Set(row.activeFor);
    cells[matrixRowId(row.kind, row.key)] = Object.fromEntries(matrix.agents.map((a) => [a.id, { on: on.has(a.id) }]));
  }
  return cells;
}

export async function loadMatrix(): Promise<void> {
  setAgentTools((s) => ({ matrix: { ...s.matrix, loading: true, error: null } }));
  const built = await activeStudio().agents.matrix({});
  if (!built.ok) {
    setAgentTools((s) => ({ matrix: { ...s.matrix, loading: false, error: built.error } }));
    return;
  }
  noteFreshness(built.value.freshness);
  setAgentTools((s) => ({ matrix: { ...s.matrix, loading: false, data: built.value, cells: cellsOf(built.value), bulkSummary: null } }));
}

function patchCells(updates: Array<{ rowId: string; agentId: string; cell: MatrixCell }>): void {
  setAgentTools((s) => {
    const cells = { ...s.matrix.cells };
    for (const { rowId, agentId, cell } of updates) {
      const row = cells[rowId];
      // Only rows the matrix shows; a new row object only for rows that changed (memoised rows).
      if (row?.[agentId]) cells[rowId] = { ...row, [agentId]: cell };
    }
    return { matrix: { ...s.matrix, cells } };
  });
}

const outcomeUpdate = (o: ActivationOutcome) => ({
  rowId: matrixRowId(o.kind, o.key),
  agentId: o.agentId,
  cell: o.ok ? { on: o.actual } : { on: o.actual, ...(o.error ? { error: o.error } : {}) },
});

/** agents.activationChanged: one cell lands (bulk progress, or a switch made in a list). */
export function applyActivationEvent(outcome: ActivationOutcome): void {
  patchCells([outcomeUpdate(outcome)]);
}

export interface BulkPlan {
  /** The cells that will change. */
  changes: ActivationChange[];
  /** How many cells of the row/column are already in the wanted state. */
  already: number;
  isActive: boolean;
  /** The agent (column) or item (row) the change is about. */
  subject: string;
  scope: 'row' | 'column';
}

function changeFor(rowId: string, agentId: string, isActive: boolean): ActivationChange | null {
  const row = agentTools().matrix.data?.rows.find((r) => matrixRowId(r.kind, r.key) === rowId);
  return row ? { kind: row.kind, agentId, key: row.key, itemId: row.itemId, isActive } : null;
}

export function planColumn(agentId: string, isActive: boolean): BulkPlan | null {
  const { data, cells } = agentTools().matrix;
  const agent = data?.agents.find((a) => a.id === agentId);
  if (!data || !agent) return null;
  const changes = data.rows
    .filter((row) => cells[matrixRowId(row.kind, row.key)]?.[agentId]?.on !== isActive)
    .map((row) => ({ kind: row.kind, agentId, key: row.key, itemId: row.itemId, isActive }));
  return { changes, already: data.rows.length - changes.length, isActive, subject: agent.name, scope: 'column' };
}

export function planRow(rowId: string, isActive: boolean): BulkPlan | null {
  const { data, cells } = agentTools().matrix;
  const row = data?.rows.find((r) => matrixRowId(r.kind, r.key) === rowId);
  if (!data || !row) return null;
  const changes = data.agents
    .filter((agent) => cells[rowId]?.[agent.id]?.on !== isActive)
    .map((agent) => ({ kind: row.kind, agentId: agent.id, key: row.key, itemId: row.itemId, isActive }));
  return { changes, already: data.agents.length - changes.length, isActive, subject: row.name, scope: 'row' };
}

let batches = 0;

/** Runs changes in the core (bounded concurrency there); cells update as each one lands. */
export async function applyChanges(changes: ActivationChange[], { bulk }: { bulk: boolean }): Promise<void> {
  if (changes.length === 0) return;
  patchCells(
    changes.map((c) => {
      const rowId = matrixRowId(c.kind, c.key);
      const current = agentTools().matrix.cells[rowId]?.[c.agentId];
      return { rowId, agentId: c.agentId, cell: { on: current?.on ?? !c.isActive, pending: true } };
    }),
  );
  if (bulk) setAgentTools((s) => ({ matrix: { ...s.matrix, bulkRunning: true, bulkSummary: null } }));
  batches += 1;
  const result = await activeStudio().agents.setActiveMany({ batchId: `matrix-${batches}`, changes });
  if (result.ok) {
    // Events may have carried every cell already; the summary's outcomes are the final word.
    patchCells(result.value.outcomes.map(outcomeUpdate));
    if (bulk)
      setAgentTools((s) => ({
        matrix: { ...s.matrix, bulkRunning: false, bulkSummary: { succeeded: result.value.succeeded, failed: result.value.failed } },
      }));
    return;
  }
  // The whole call failed (no session, cancelled): nothing was confirmed, so nothing changed.
  patchCells(
    changes.map((c) => ({ rowId: matrixRowId(c.kind, c.key), agentId: c.agentId, cell: { on: !c.isActive, error: result.error } })),
  );
  if (bulk) setAgentTools((s) => ({ matrix: { ...s.matrix, bulkRunning: false, bulkSummary: { succeeded: 0, failed: changes.length } } }));
}

export function toggleCell(rowId: string, agentId: string, isActive: boolean): Promise<void> {
  const change = changeFor(rowId, agentId, isActive);
  return change ? applyChanges([change], { bulk: false }) : Promise.resolve();
}
