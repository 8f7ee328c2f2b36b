// The core's SQLite helpers, shared by every database it keeps.
export { applyMigrations, type SchemaMigration } from './migrations';
export {
  emptyReadOnlyDatabase,
  folderRefusesWrites,
  isReadOnlyFault,
  openReadOnlyDatabase,
  pendingMigrations,
  UnreadableReadOnly,
} from './read-only';
