import type { StudioError, UnreachableCode } from '../contract/errors';
import type { KnowledgeBaseItem } from './service';

/**
 * What the agent-tools feature shows: voice agents, their web tools and knowledge base, and which
 * agent uses which item. Web tools reach the renderer only in their masked form (WebToolView):
 * secrets are replaced in the main process, and one is revealed on explicit request.
 */

export interface AgentSummary {
  id: string;
  name: string;
}

/** Where a result came from: the service now, or the cache when the service could not be reached. */
export interface Freshness {
  source: 'service' | 'cache';
  /** When the shown data was last received from the service (ISO), for "saved data from …". */
  savedAt: string | null;
  /** Why the cache is shown (NETWORK or TIMEOUT). */
  offlineReason?: UnreachableCode;
}

export interface AgentList {
  agents: AgentSummary[];
  /** The agent chosen last time (remembered per profile), if it still exists. */
  selectedAgentId: string | null;
  freshness: Freshness;
}

/** A value that may be a secret: secrets carry only a mask until revealed by `webTools.revealSecret`. */
export interface MaskableValue {
  /** Present only when the value is not secret. */
  value?: string;
  /** Present only for secrets: dots, plus the last four characters of a long one. */
  masked?: string;
  /** The `field` to pass to `webTools.revealSecret` (e.g. `authToken`, `header:Authorization`). */
  secretField?: string;
}

export interface WebToolHeader extends MaskableValue {
  name: string;
}

export interface WebToolView {
  id: string;
  /** Activation is per persistent tool: every version switches together. */
  persistentId: string;
  version: string | null;
  name: string;
  type: string;
  /** The tool's own flag. */
  isActive: boolean;
  async: boolean;
  description: string;
  serverUrl: string;
  methodType: string | null;
  timeoutMs: number | null;
  /** null when the tool has no auth token. */
  authToken: MaskableValue | null;
  headers: WebToolHeader[];
  pathParameters: Array<{ name: string; value: string }>;
  params: Array<{ name: string; type: string; description: string }>;
  messages: Array<{ type: string; content: string }>;
}

/** One row of a web-tool list, with the chosen agent's switch state. */
export interface WebToolRow extends WebToolView {
  /** Whether the chosen agent uses this tool; null without an agent (or not known offline). */
  activeForAgent: boolean | null;
}

export interface KnowledgeBaseRow extends KnowledgeBaseItem {
  activeForAgent: boolean | null;
}

export interface AgentItemList<Row> {
  items: Row[];
  total: number;
  filtered: number;
  page: number;
  pageSize: number;
  freshness: Freshness;
  /** Items of this page the service sent in a form the studio could not read (left out); absent when none. */
  dropped?: number;
}

export type AgentItemKind = 'webTool' | 'knowledgeBase';

/** One row of the agent × item matrix. */
export interface MatrixRow {
  kind: AgentItemKind;
  /** The activation key: a web tool's persistentId, a knowledge item's id. */
  key: string;
  /** The id the toggle is sent with (the newest version of a tool). */
  itemId: string;
  name: string;
  /** Tool type (FUNCTION, MCP …) or knowledge type (TEXT, URL, FILE). */
  detail: string;
  /** Agents that have this item switched on. */
  activeFor: string[];
}

export interface AgentMatrix {
  agents: AgentSummary[];
  rows: MatrixRow[];
  freshness: Freshness;
}

export interface ActivationChange {
  kind: AgentItemKind;
  agentId: string;
  /** The matrix row's key (persistentId or knowledge item id). */
  key: string;
  /** The id the toggle is sent with. */
  itemId: string;
  isActive: boolean;
}

/** What one change ended with; `actual` is the state the service holds afterwards, as far as known. */
export interface ActivationOutcome extends ActivationChange {
  ok: boolean;
  error?: StudioError;
  actual: boolean;
}

export interface BulkActivationResult {
  outcomes: ActivationOutcome[];
  succeeded: number;
  failed: number;
}

/** Fired once per change of `agents.setActiveMany` (and per single switch), so cells update one by one. */
export interface ActivationChanged extends ActivationOutcome {
  batchId?: string;
}
