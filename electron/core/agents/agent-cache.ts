import type { AgentItemKind, AgentSummary, WebToolView } from '../../../shared/model/agents';
import type { KnowledgeBaseItem } from '../../../shared/model/service';
import { normalizeForSearch } from '../../../shared/text';
import type { CacheDatabase } from '../cache';

/**
 * The agent-tools tables of the profile's cache (migration 003). Writes happen after every
 * successful read from the service; reads serve the offline view. Web tools are stored as their
 * masked view only, so the cache never holds a secret.
 */

type Row = Record<string, unknown>;

const sizeUnits: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** "2.5MB" → bytes, so the offline view sorts by size the way the service does. */
export function fileSizeBytes(text: string | null | undefined): number {
  const match = /^([\d.]+)\s*(B|KB|MB|GB)$/i.exec(text?.trim() ?? '');
  return match ? Number(match[1]) * (sizeUnits[match[2]!.toUpperCase()] ?? 1) : 0;
}

function latest(rows: Row[]): string | null {
  return (rows[0]?.synced_at as string | null | undefined) ?? null;
}

export function saveAgents(cache: CacheDatabase, agents: AgentSummary[], now: string): void {
  const insert = cache.db.prepare('INSERT INTO agents (id, name, position, synced_at) VALUES (?, ?, ?, ?)');
  cache.transaction(() => {
    // The list is always read in full, so it replaces what was there (deleted agents disappear).
    cache.db.exec('DELETE FROM agents');
    agents.forEach((agent, position) => insert.run(agent.id, agent.name, position, now));
  });
}

export function readAgents(cache: CacheDatabase): { agents: AgentSummary[]; savedAt: string | null } {
  const rows = cache.db.prepare('SELECT id, name, synced_at FROM agents ORDER BY position').all() as Row[];
  return { agents: rows.map((r) => ({ id: String(r.id), name: String(r.name) })), savedAt: latest(rows) };
}

export function saveWebTools(cache: CacheDatabase, tools: WebToolView[], now: string): void {
  const nextOrder = Number((cache.db.prepare('SELECT COALESCE(MAX(list_order), 0) AS m FROM agent_web_tools').get() as Row).m);
  const upsert = cache.db.prepare(`
    INSERT INTO agent_web_tools (id, persistent_id, name, name_search, type, is_active, list_order, data, synced_at)
    VALUES (:id, :persistentId, :name, :nameSearch, :type, :isActive, :order, :data, :now)
    ON CONFLICT (id) DO UPDATE SET persistent_id = excluded.persistent_id, name = excluded.name,
      name_search = excluded.name_search, type = excluded.type, is_active = excluded.is_active,
      data = excluded.data, synced_at = excluded.synced_at`);
  cache.transaction(() => {
    tools.forEach((tool, index) =>
      upsert.run({
        id: tool.id,
        persistentId: tool.persistentId,
        name: tool.name,
        nameSearch: normalizeForSearch(`${tool.name} ${tool.description}`),
        type: tool.type,
        isActive: tool.isActive ? 1 : 0,
        order: nextOrder + index + 1,
        data: JSON.stringify(tool),
        now,
      }),
    );
  });
}

export interface CachedItems<T> {
  items: T[];
  savedAt: string | null;
}

export function readWebTools(cache: CacheDatabase): CachedItems<WebToolView> {
  const rows = cache.db.prepare('SELECT data, synced_at FROM agent_web_tools ORDER BY list_order').all() as Row[];
  const savedAt =
    rows
      .map((r) => String(r.synced_at))
      .sort()
      .at(-1) ?? null;
  return { items: rows.map((r) => JSON.parse(String(r.data)) as WebToolView), savedAt };
}

export function readWebTool(cache: CacheDatabase, id: string): { tool: WebToolView; savedAt: string } | null {
  const row = cache.db.prepare('SELECT data, synced_at FROM agent_web_tools WHERE id = ?').get(id) as Row | undefined;
  return row ? { tool: JSON.parse(String(row.data)) as WebToolView, savedAt: String(row.synced_at) } : null;
}

export function forgetWebTool(cache: CacheDatabase, id: string): void {
  cache.db.prepare('DELETE FROM agent_web_tools WHERE id = ?').run(id);
}

/**
 * Items from a list carry no content; the content a details view saved earlier is kept, so an
 * item opened once stays readable offline after later list refreshes.
 */
export function saveKnowledgeItems(cache: CacheDatabase, items: KnowledgeBaseItem[], now: string): void {
  const existing = cache.db.prepare('SELECT data FROM agent_kb_items WHERE id = ? AND has_content = 1');
  const upsert = cache.db.prepare(`
    INSERT INTO agent_kb_items (id, name, name_search, type, status, extension, words, file_size_bytes, created_ms,
      is_active, used, has_content, data, synced_at)
    VALUES (:id, :name, :nameSearch, :type, :status, :extension, :words, :size, :createdMs, :isActive, :used,
      :hasContent, :data, :now)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_search = excluded.name_search, type = excluded.type,
      status = excluded.status, extension = excluded.extension, words = excluded.words,
      file_size_bytes = excluded.file_size_bytes, created_ms = excluded.created_ms, is_active = excluded.is_active,
      used = excluded.used, has_content = excluded.has_content, data = excluded.data, synced_at = excluded.synced_at`);
  cache.transaction(() => {
    for (const item of items) {
      let stored = item;
      if (item.content === null || item.content === undefined) {
        const previous = existing.get(item.id) as Row | undefined;
        if (previous) stored = { ...item, content: (JSON.parse(String(previous.data)) as KnowledgeBaseItem).content ?? null };
      }
      const createdMs = Date.parse(item.createdAt ?? '');
      upsert.run({
        id: item.id,
        name: item.itemName,
        nameSearch: normalizeForSearch(item.itemName),
        type: item.type,
        status: item.status ?? null,
        extension: item.extension ?? null,
        words: item.wordsNumber ?? 0,
        size: fileSizeBytes(item.fileSize),
        createdMs: Number.isFinite(createdMs) ? createdMs : 0,
        isActive: item.isActive ? 1 : 0,
        used: item.used === null || item.used === undefined ? null : item.used ? 1 : 0,
        hasContent: stored.content === null || stored.content === undefined ? 0 : 1,
        data: JSON.stringify(stored),
        now,
      });
    }
  });
}

export function readKnowledgeItems(cache: CacheDatabase): CachedItems<KnowledgeBaseItem> {
  const rows = cache.db.prepare('SELECT data, synced_at FROM agent_kb_items').all() as Row[];
  const savedAt =
    rows
      .map((r) => String(r.synced_at))
      .sort()
      .at(-1) ?? null;
  return { items: rows.map((r) => JSON.parse(String(r.data)) as KnowledgeBaseItem), savedAt };
}

export function readKnowledgeItem(cache: CacheDatabase, id: string): { item: KnowledgeBaseItem; savedAt: string } | null {
  const row = cache.db.prepare('SELECT data, synced_at FROM agent_kb_items WHERE id = ?').get(id) as Row | undefined;
  return row ? { item: JSON.parse(String(row.data)) as KnowledgeBaseItem, savedAt: String(row.synced_at) } : null;
}

/** Replaces what one agent has switched on for one kind, after reading that set in full. */
export function saveActivationSet(cache: CacheDatabase, agentId: string, kind: AgentItemKind, keys: Iterable<string>, now: string): void {
  const insert = cache.db.prepare('INSERT OR IGNORE INTO agent_activations (agent_id, kind, item_key) VALUES (?, ?, ?)');
  cache.transaction(() => {
    cache.db.prepare('DELETE FROM agent_activations WHERE agent_id = ? AND kind = ?').run(agentId, kind);
    for (const key of keys) insert.run(agentId, kind, key);
    cache.db
      .prepare(
        `INSERT INTO agent_activation_syncs (agent_id, kind, synced_at) VALUES (?, ?, ?)
        ON CONFLICT (agent_id, kind) DO UPDATE SET synced_at = excluded.synced_at`,
      )
      .run(agentId, kind, now);
  });
}

/** Records one switch the service confirmed. */
export function saveActivation(cache: CacheDatabase, agentId: string, kind: AgentItemKind, key: string, isActive: boolean): void {
  if (isActive)
    cache.db.prepare('INSERT OR IGNORE INTO agent_activations (agent_id, kind, item_key) VALUES (?, ?, ?)').run(agentId, kind, key);
  else cache.db.prepare('DELETE FROM agent_activations WHERE agent_id = ? AND kind = ? AND item_key = ?').run(agentId, kind, key);
}

/** The keys an agent has switched on, or null when that set was never read (unknown, not "none"). */
export function readActivationSet(cache: CacheDatabase, agentId: string, kind: AgentItemKind): Set<string> | null {
  const synced = cache.db.prepare('SELECT 1 FROM agent_activation_syncs WHERE agent_id = ? AND kind = ?').get(agentId, kind);
  if (!synced) return null;
  const rows = cache.db.prepare('SELECT item_key FROM agent_activations WHERE agent_id = ? AND kind = ?').all(agentId, kind) as Row[];
  return new Set(rows.map((r) => String(r.item_key)));
}
