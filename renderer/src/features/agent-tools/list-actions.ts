import type { StudioError } from '../../../../shared/contract';
import type { KnowledgeBaseRow, WebToolRow } from '../../../../shared/model/agents';
import { activeStudio } from '../../transport';
import { agentTools, noteFreshness, setAgentTools, showNotice } from './agent-actions';
import { initialKnowledgeFilters, initialWebToolFilters, type KnowledgeFilters, type WebToolFilters } from './agent-tools-slice';

/**
 * Loading, filtering and paging the two lists, and their per-agent switches (updated at once,
 * rolled back with a message when the service refuses) and deletes.
 */

// A newer request supersedes an older one still in flight (typing in search, quick paging).
let webToolsRequest = 0;
let knowledgeRequest = 0;

export async function loadWebTools(): Promise<void> {
  const request = ++webToolsRequest;
  const { webTools: state, selectedAgentId } = agentTools();
  const { filters } = state;
  setAgentTools((s) => ({ webTools: { ...s.webTools, loading: true, error: null } }));
  const listed = await activeStudio().webTools.list({
    ...(selectedAgentId ? { agentId: selectedAgentId } : {}),
    ...(filters.onlyThisAgent && selectedAgentId ? { onlyThisAgent: true } : {}),
    ...(filters.activeOnly ? { activeOnly: true } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    page: state.page,
    pageSize: state.pageSize,
  });
  if (request !== webToolsRequest) return;
  if (listed.ok) noteFreshness(listed.value.freshness);
  setAgentTools((s) => ({
    webTools: { ...s.webTools, loading: false, ...(listed.ok ? { result: listed.value, error: null } : { error: listed.error }) },
  }));
}

export async function loadKnowledge(): Promise<void> {
  const request = ++knowledgeRequest;
  const { knowledge: state, selectedAgentId } = agentTools();
  const { filters } = state;
  setAgentTools((s) => ({ knowledge: { ...s.knowledge, loading: true, error: null } }));
  const listed = await activeStudio().knowledgeBase.list({
    ...(selectedAgentId ? { agentId: selectedAgentId } : {}),
    ...(filters.onlyThisAgent && selectedAgentId ? { onlyThisAgent: true } : {}),
    ...(filters.isActive !== null ? { isActive: filters.isActive } : {}),
    ...(filters.used !== null ? { used: filters.used } : {}),
    ...(filters.types.length ? { types: filters.types } : {}),
    ...(filters.statuses.length ? { statuses: filters.statuses } : {}),
    ...(filters.extensions.length ? { extensions: filters.extensions } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: state.page,
    pageSize: state.pageSize,
  });
  if (request !== knowledgeRequest) return;
  if (listed.ok) noteFreshness(listed.value.freshness);
  setAgentTools((s) => ({
    knowledge: { ...s.knowledge, loading: false, ...(listed.ok ? { result: listed.value, error: null } : { error: listed.error }) },
  }));
}

/** A filter change starts again from page 1. */
export function setWebToolFilters(patch: Partial<WebToolFilters>): void {
  setAgentTools((s) => ({ webTools: { ...s.webTools, page: 1, filters: { ...s.webTools.filters, ...patch } } }));
  void loadWebTools();
}

export function setKnowledgeFilters(patch: Partial<KnowledgeFilters>): void {
  setAgentTools((s) => ({ knowledge: { ...s.knowledge, page: 1, filters: { ...s.knowledge.filters, ...patch } } }));
  void loadKnowledge();
}

/** "Clear search and filters": the whole list again. */
export const clearWebToolFilters = (): void => setWebToolFilters(initialWebToolFilters());

/** As above; the chosen sort stays, since it hides nothing. */
export function clearKnowledgeFilters(): void {
  const { sortBy, sortOrder } = agentTools().knowledge.filters;
  setKnowledgeFilters({ ...initialKnowledgeFilters(), sortBy, sortOrder });
}

export function setWebToolsPage(page: number): void {
  setAgentTools((s) => ({ webTools: { ...s.webTools, page } }));
  void loadWebTools();
}

export function setKnowledgePage(page: number): void {
  setAgentTools((s) => ({ knowledge: { ...s.knowledge, page } }));
  void loadKnowledge();
}

/**
 * `isActive` is §2.2's "active in any voice agent": switching a tool on for one agent makes it
 * true; switching it off says nothing about the other agents, so it is left as the service said.
 */
function patchWebToolRows(persistentId: string, activeForAgent: boolean, isActive?: boolean): void {
  setAgentTools((s) => {
    const result = s.webTools.result;
    if (!result) return {};
    const anyAgent = isActive === undefined ? {} : { isActive };
    // Every version of a tool switches together, so every row of it follows.
    const items = result.items.map((row): WebToolRow =>
      row.persistentId === persistentId ? { ...row, activeForAgent, ...anyAgent } : row,
    );
    return { webTools: { ...s.webTools, result: { ...result, items } } };
  });
}

function patchKnowledgeRow(id: string, activeForAgent: boolean): void {
  setAgentTools((s) => {
    const result = s.knowledge.result;
    if (!result) return {};
    const items = result.items.map((row): KnowledgeBaseRow => (row.id === id ? { ...row, activeForAgent } : row));
    return { knowledge: { ...s.knowledge, result: { ...result, items } } };
  });
}

const switchFailed = (name: string, error: StudioError) =>
  showNotice({ tone: 'error', key: 'agentTools.notice.switchFailed', values: { name }, error });

export async function switchWebTool(row: WebToolRow, isActive: boolean): Promise<void> {
  const agentId = agentTools().selectedAgentId;
  if (!agentId) return;
  patchWebToolRows(row.persistentId, isActive, isActive ? true : undefined);
  const result = await activeStudio().webTools.setActive({ agentId, webToolId: row.id, isActive });
  if (result.ok) return;
  patchWebToolRows(row.persistentId, !isActive, row.isActive);
  switchFailed(row.name, result.error);
}

export async function switchKnowledgeItem(row: KnowledgeBaseRow, isActive: boolean): Promise<void> {
  const agentId = agentTools().selectedAgentId;
  if (!agentId) return;
  patchKnowledgeRow(row.id, isActive);
  const result = await activeStudio().knowledgeBase.setActive({ agentId, itemId: row.id, isActive });
  if (result.ok) return;
  patchKnowledgeRow(row.id, !isActive);
  switchFailed(row.itemName, result.error);
}

export async function deleteWebTool(row: WebToolRow): Promise<boolean> {
  const result = await activeStudio().webTools.delete({ id: row.id });
  if (!result.ok) {
    showNotice({ tone: 'error', key: 'agentTools.notice.deleteFailed', values: { name: row.name }, error: result.error });
    return false;
  }
  showNotice({ tone: 'info', key: 'agentTools.notice.deleted', values: { name: row.name } });
  await loadWebTools();
  return true;
}
