import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheDatabase } from '../cache';

/**
 * What the user chose must outlive the cache, which is rebuildable (set aside when corrupt,
 * cleared by "Clear cache"): per-dialect default voices, the audio cache size limit, long-script
 * pieces, the takes of drafts' parts with the chosen take of each, and the text clips made here
 * were written as (before read-as). The cache stays their query store; every change to their
 * rows is mirrored, by SQLite triggers on this connection (so no writer can forget), into
 * `choices.json` in the profile folder, and a cache that lacks them (new, rebuilt) gets them back
 * when the session opens. A cache from before this file existed seeds it, so existing choices
 * carry over.
 */

interface MirroredTable {
  table: string;
  columns: readonly string[];
  /** Which rows are the user's choice (SQL, on the table's own columns). */
  where?: string;
}

const mirrored: readonly MirroredTable[] = [
  { table: 'dialect_defaults', columns: ['dialect_code', 'voice_id', 'chosen_at'] },
  { table: 'history_meta', columns: ['key', 'value'], where: "key = 'audio_limit_bytes'" },
  { table: 'script_pieces', columns: ['id', 'name', 'voice_id', 'voice_name', 'config', 'dictionary_ids', 'created_at', 'draft_id'] },
  { table: 'script_piece_parts', columns: ['piece_id', 'position', 'text', 'history_id'] },
  { table: 'script_takes', columns: ['history_id', 'draft_id', 'part_index', 'text', 'created_at', 'voice_id'] },
  { table: 'script_take_choices', columns: ['draft_id', 'part_index', 'history_id', 'chosen_at'] },
  { table: 'history_written', columns: ['history_id', 'text', 'created_at'] },
];

type Row = Record<string, string | number | null>;
interface ChoicesFile {
  version: 1;
  tables: Record<string, Row[]>;
}

export const choicesFileName = 'choices.json';

function snapshot(cache: CacheDatabase): ChoicesFile {
  const tables: Record<string, Row[]> = {};
  for (const { table, columns, where } of mirrored) {
    tables[table] = cache.db.prepare(`SELECT ${columns.join(', ')} FROM ${table}${where ? ` WHERE ${where}` : ''}`).all() as Row[];
  }
  return { version: 1, tables };
}

/** The temp file of process `pid`'s write (`choices.json.<pid>.tmp`, beside the file). */
const tempOf = (path: string, pid: number) => `${path}.${pid}.tmp`;

/**
 * Temp file, fsync, rename: a crash leaves the old file or the new one, never half of one. A write
 * that fails (a full disk) removes its temp file, so each failed save, and each start on a full
 * disk, does not leave one more behind; the old file stays as it was.
 */
function writeAtomicSync(path: string, text: string): void {
  const temp = tempOf(path, process.pid);
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  }
}

/** Clutter, not damage: a temp file that cannot be removed now is removed at a later start. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // see above
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes temp files of earlier writes that never finished (a crash between open and rename, or a
 * build from before failed writes cleaned up): ours by their pattern, and of a process that no
 * longer runs, or of this one (which writes only synchronously, so none of its own is in flight).
 * Another studio process on the same profile may be writing its own right now: that one stays.
 */
function removeStaleTemps(profileDir: string): void {
  let names: string[];
  try {
    names = readdirSync(profileDir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(`${choicesFileName}.`) ? /^\.(\d{1,10})\.tmp$/.exec(name.slice(choicesFileName.length))?.[1] : undefined;
    if (pid === undefined) continue;
    if (Number(pid) !== process.pid && isRunning(Number(pid))) continue;
    removeQuietly(join(profileDir, name));
  }
}

function readChoices(path: string): ChoicesFile | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<ChoicesFile>;
    return parsed.version === 1 && parsed.tables && typeof parsed.tables === 'object' ? (parsed as ChoicesFile) : null;
  } catch {
    return null;
  }
}

/** Puts back rows the cache lacks; rows it has (the same key) are left as they are. */
function restore(cache: CacheDatabase, file: ChoicesFile): void {
  cache.transaction(() => {
    for (const { table, columns } of mirrored) {
      const insert = cache.db.prepare(
        `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of file.tables[table] ?? []) insert.run(...columns.map((column) => row[column] ?? null));
    }
  });
}

export interface UserChoices {
  /** Writes a pending change now (before the connection closes). */
  flush(): void;
}

/** Restores or seeds the profile's choices, then mirrors every later change of them. */
export function keepUserChoices(cache: CacheDatabase, profileDir: string): UserChoices {
  // A read-only folder: the cache is read as saved, no change can happen, so there is nothing to mirror.
  if (cache.readOnly) return { flush: () => undefined };
  const path = join(profileDir, choicesFileName);
  removeStaleTemps(profileDir);
  const saved = readChoices(path);
  if (saved) restore(cache, saved);
  // A file from before a table was mirrored lacks it: written again now, so it has every table.
  let dirty = saved === null || mirrored.some(({ table }) => !(table in saved.tables));
  let scheduled = false;
  const save = (): void => {
    scheduled = false;
    if (!dirty || !cache.db.isOpen) return;
    try {
      writeAtomicSync(path, JSON.stringify(snapshot(cache)));
      dirty = false;
    } catch (error) {
      // Still dirty: the next change tries again (a freed disk then takes it), and so does flush().
      console.warn('[studio] could not save your choices outside the cache:', (error as Error).message);
    }
  };
  cache.db.function('sawt_choices_changed', () => {
    dirty = true;
    if (!scheduled) {
      scheduled = true;
      setImmediate(save);
    }
    return null;
  });
  for (const { table, where } of mirrored) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const row = event === 'DELETE' ? 'OLD' : 'NEW';
      const when = where ? ` WHEN ${where.replace(/\bkey\b/g, `${row}.key`)}` : '';
      cache.db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${table}_${event.toLowerCase()}_choices AFTER ${event} ON ${table}${when} BEGIN SELECT sawt_choices_changed(); END;`,
      );
    }
  }
  if (dirty) save();
  return { flush: save };
}
