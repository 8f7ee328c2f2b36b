import type { WebToolView } from '../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../shared/model/service';
import { matchesSearch } from '../../../shared/text';
import { fileSizeBytes } from './agent-cache';

/**
 * The list filters applied to cached rows, so the offline view answers the same question the
 * service would have (over the items this profile has seen). `agentActive` is the chosen agent's
 * saved activation set, or null when it was never read.
 */

export interface WebToolFilter {
  onlyThisAgent?: boolean | undefined;
  activeOnly?: boolean | undefined;
  type?: string | undefined;
  search?: string | undefined;
}

export function filterWebTools(tools: WebToolView[], filter: WebToolFilter, agentActive: Set<string> | null): WebToolView[] {
  return tools.filter(
    (tool) =>
      (!filter.onlyThisAgent || (agentActive?.has(tool.persistentId) ?? false)) &&
      (!filter.activeOnly || tool.isActive) &&
      (filter.type === undefined || tool.type === filter.type) &&
      (filter.search === undefined || matchesSearch(`${tool.name} ${tool.description}`, filter.search)),
  );
}

export interface KnowledgeFilter {
  onlyThisAgent?: boolean | undefined;
  isActive?: boolean | undefined;
  used?: boolean | undefined;
  types?: readonly string[] | undefined;
  statuses?: readonly string[] | undefined;
  extensions?: readonly string[] | undefined;
  search?: string | undefined;
  sortBy?: 'words' | 'createdAt' | 'fileSize' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

function statusMatches(status: string | null | undefined, statuses: readonly string[] | undefined): boolean {
  if (!statuses || statuses.length === 0) return true;
  // PROCESSING also covers items whose status is still null, as the service reports them.
  return statuses.includes(status ?? 'PROCESSING');
}

function sortValue(item: KnowledgeBaseItem, field: 'words' | 'createdAt' | 'fileSize'): number {
  if (field === 'words') return item.wordsNumber ?? 0;
  if (field === 'fileSize') return fileSizeBytes(item.fileSize);
  const ms = Date.parse(item.createdAt ?? '');
  return Number.isFinite(ms) ? ms : 0;
}

export function filterKnowledgeItems(
  items: KnowledgeBaseItem[],
  filter: KnowledgeFilter,
  agentActive: Set<string> | null,
): KnowledgeBaseItem[] {
  const direction = filter.sortOrder === 'asc' ? 1 : -1;
  const sortBy = filter.sortBy ?? 'createdAt';
  return items
    .filter(
      (item) =>
        (!filter.onlyThisAgent || (agentActive?.has(item.id) ?? false)) &&
        (filter.isActive === undefined || item.isActive === filter.isActive) &&
        (filter.used === undefined || item.used === filter.used) &&
        (!filter.types?.length || filter.types.includes(item.type)) &&
        statusMatches(item.status, filter.statuses) &&
        (!filter.extensions?.length || (item.extension != null && filter.extensions.includes(item.extension))) &&
        (filter.search === undefined || matchesSearch(item.itemName, filter.search)),
    )
    .sort((a, b) => direction * (sortValue(a, sortBy) - sortValue(b, sortBy)) || a.id.localeCompare(b.id));
}

export function pageOf<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
