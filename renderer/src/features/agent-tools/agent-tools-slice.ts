import type { Notice } from '../../i18n/notice';
import type { InputOf, StudioError } from '../../../../shared/contract';
import type {
  AgentItemKind,
  AgentItemList,
  AgentMatrix,
  AgentSummary,
  Freshness,
  KnowledgeBaseRow,
  WebToolRow,
} from '../../../../shared/model/agents';

/**
 * The agentTools feature's state in the one bound store (store/studio-store.ts mounts it as
 * `agentTools`). Plain data only; actions live beside it as module-level functions calling setState.
 */

export type AgentToolsTab = 'webTools' | 'knowledgeBase' | 'matrix' | 'webhooks';

/** The list operations' inputs, so a filter can only hold what the contract accepts. */
type WebToolQuery = Required<InputOf<'webTools.list'>>;
type KnowledgeQuery = Required<InputOf<'knowledgeBase.list'>>;

export interface WebToolFilters {
  onlyThisAgent: boolean;
  activeOnly: boolean;
  type: WebToolQuery['type'] | null;
  search: string;
}

export interface KnowledgeFilters {
  onlyThisAgent: boolean;
  isActive: boolean | null;
  used: boolean | null;
  types: KnowledgeQuery['types'];
  statuses: KnowledgeQuery['statuses'];
  extensions: KnowledgeQuery['extensions'];
  search: string;
  sortBy: KnowledgeQuery['sortBy'];
  sortOrder: KnowledgeQuery['sortOrder'];
}

export interface ListState<Row, Filters> {
  filters: Filters;
  page: number;
  pageSize: number;
  result: AgentItemList<Row> | null;
  loading: boolean;
  error: StudioError | null;
}

/** One matrix cell: the state the service holds (as far as known), and what is happening to it. */
export interface MatrixCell {
  on: boolean;
  pending?: boolean;
  /** Why the last change of this cell failed; the cell still shows its true state. */
  error?: StudioError;
}

/** `${kind}:${key}` → agent id → cell. Grouped by row so one cell's change re-renders one row. */
export type MatrixCells = Record<string, Record<string, MatrixCell>>;

export interface MatrixState {
  data: AgentMatrix | null;
  cells: MatrixCells;
  loading: boolean;
  error: StudioError | null;
  /** The last bulk change's outcome, shown until the next one. */
  bulkSummary: { succeeded: number; failed: number } | null;
  bulkRunning: boolean;
}

/** A message about something that did not work (a switch rolled back, a delete refused). */
/** The agent tools' notices are the studio's one notice shape (keys under agentTools.notice). */
export type AgentToolsNotice = Notice;

export interface AgentToolsSlice {
  agents: AgentSummary[];
  agentsLoading: boolean;
  agentsError: StudioError | null;
  selectedAgentId: string | null;
  tab: AgentToolsTab;
  /** Set while what is shown comes from the cache because the service cannot be reached. */
  offline: Freshness | null;
  notice: AgentToolsNotice | null;
  webTools: ListState<WebToolRow, WebToolFilters>;
  knowledge: ListState<KnowledgeBaseRow, KnowledgeFilters>;
  matrix: MatrixState;
}

export const matrixRowId = (kind: AgentItemKind, key: string) => `${kind}:${key}`;

export const initialWebToolFilters = (): WebToolFilters => ({ onlyThisAgent: false, activeOnly: false, type: null, search: '' });

export const initialKnowledgeFilters = (): KnowledgeFilters => ({
  onlyThisAgent: false,
  isActive: null,
  used: null,
  types: [],
  statuses: [],
  extensions: [],
  search: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
});

/**
 * True when the search or a filter narrows a list (sorting does not); "only this agent's" counts
 * only while an agent is chosen, as the list asks for it only then.
 */
export const narrowsWebTools = (f: WebToolFilters, hasAgent: boolean): boolean =>
  (f.onlyThisAgent && hasAgent) || f.activeOnly || f.type !== null || f.search.trim() !== '';

export const narrowsKnowledge = (f: KnowledgeFilters, hasAgent: boolean): boolean =>
  (f.onlyThisAgent && hasAgent) ||
  f.isActive !== null ||
  f.used !== null ||
  f.types.length > 0 ||
  f.statuses.length > 0 ||
  f.extensions.length > 0 ||
  f.search.trim() !== '';

export const initialAgentToolsSlice = (): AgentToolsSlice => ({
  agents: [],
  agentsLoading: false,
  agentsError: null,
  selectedAgentId: null,
  tab: 'webTools',
  offline: null,
  notice: null,
  webTools: { filters: initialWebToolFilters(), page: 1, pageSize: 10, result: null, loading: false, error: null },
  knowledge: { filters: initialKnowledgeFilters(), page: 1, pageSize: 10, result: null, loading: false, error: null },
  matrix: { data: null, cells: {}, loading: false, error: null, bulkSummary: null, bulkRunning: false },
});
