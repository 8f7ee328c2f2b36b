import type { Migration } from './migration';

/**
 * The last lists and details of the agent-tools feature, for viewing offline. Each item keeps the
 * view the renderer was shown as JSON (`data`; web tools already masked, so no secret is ever
 * written to disk) plus the columns offline filtering and sorting need. `agent_activations` holds
 * the items each agent has switched on, and `agent_activation_syncs` when that set was last read
 * in full, so "unknown" is never mistaken for "off".
 */
export const agentsMigration: Migration = {
  version: 3,
  name: 'agent items',
  up(db) {
    db.exec(`
      CREATE TABLE agents (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        synced_at TEXT NOT NULL
      );
      CREATE TABLE agent_web_tools (
        id TEXT PRIMARY KEY,
        persistent_id TEXT NOT NULL,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        type TEXT NOT NULL,
        is_active INTEGER NOT NULL,
        list_order INTEGER NOT NULL,
        data TEXT NOT NULL,
        synced_at TEXT NOT NULL
      );
      CREATE INDEX agent_web_tools_by_persistent ON agent_web_tools (persistent_id);
      CREATE TABLE agent_kb_items (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_search TEXT NOT NULL,
        type TEXT NOT NULL,
        status TEXT,
        extension TEXT,
        words INTEGER NOT NULL,
        file_size_bytes REAL NOT NULL,
        created_ms INTEGER NOT NULL,
        is_active INTEGER NOT NULL,
        used INTEGER,
        has_content INTEGER NOT NULL,
        data TEXT NOT NULL,
        synced_at TEXT NOT NULL
      );
      CREATE TABLE agent_activations (
        agent_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        item_key TEXT NOT NULL,
        PRIMARY KEY (agent_id, kind, item_key)
      );
      CREATE TABLE agent_activation_syncs (
        agent_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        synced_at TEXT NOT NULL,
        PRIMARY KEY (agent_id, kind)
      );
    `);
  },
};
