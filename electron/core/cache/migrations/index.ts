import type { Migration } from './migration';
import { catalogueMigration } from './001-catalogue';
import { historyMigration } from './002-history';
import { agentsMigration } from './003-agents';
import { draftsMigration } from './004-drafts';
import { historySearchMigration } from './005-history-search';
import { historyCacheMigration } from './007-history-cache';
import { historyTalliesMigration } from './008-history-tallies';
import { voiceUsageMigration } from './009-voice-usage';
import { historyDateOrderMigration } from './010-history-date-order';
import { takesMigration } from './011-takes';
import { takeVoicesMigration } from './012-take-voices';
import { historyWrittenMigration } from './013-history-written';

/**
 * Every migration of the cache, one file per domain step (`NNN-name.ts`). Add yours with one line
 * here; the runner applies, in version order, every version not yet recorded in the database.
 * Reserved: 1 catalogue (voices, dialects), 2 history, 3 agent items, 4 drafts; 5+ in order.
 */
export const migrations: readonly Migration[] = [
  catalogueMigration,
  historyMigration,
  agentsMigration,
  draftsMigration,
  historySearchMigration,
  historyCacheMigration,
  historyTalliesMigration,
  voiceUsageMigration,
  historyDateOrderMigration,
  takesMigration,
  takeVoicesMigration,
  historyWrittenMigration,
];
