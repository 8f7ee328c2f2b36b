import { join } from 'node:path';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../../shared/contract';
import { readAsSettingsSchema } from '../../../../shared/contract/ops/read-as-schema';
import type { Draft } from '../../../../shared/model/script';
import {
  CORRUPT_FILE_KEY,
  diskFailure,
  errnoCode,
  nodeFileSystem,
  readJsonFile,
  setAsideCorruptFile,
  writeFileAtomic,
  type FileSystem,
} from '../../fs';

/**
 * The drafts of one profile as files: `<profileDir>/drafts/<id>.json`, one per draft, beside the
 * cache rather than in it, because a cache found corrupt is rebuilt empty and drafts are the
 * user's writing, not something the service can refill. Each file is replaced atomically (temp,
 * fsync, rename), so a crash leaves the old text or the new, never half. A file that cannot be
 * understood is moved aside, never deleted, and never stops the other drafts from loading.
 * Not safe for concurrent callers on its own: DraftsStore runs every call through one queue.
 */

const LABEL = 'draft';
const STATE_FILE = '.state.json';
/** Written once the drafts kept in the cache by earlier versions have all been copied here. */
const MIGRATED_MARKER = '.migrated-from-cache.json';
const DRAFT_FILE = /^(.+)\.json$/;
// A writeFileAtomic temp file (`.<name>.<12 hex>.tmp`) that a crash between open and rename left.
const STALE_TEMP = /^\..+\.[0-9a-f]{12}\.tmp$/;

// Lenient on purpose: a draft is kept even if it no longer fits today's limits (a longer name, a
// text past the size cap); only a shape we cannot show is treated as damage.
const draftFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  voiceId: z.string().nullable(),
  config: z.object({ speed: z.number().finite(), expressiveness: z.number().finite() }),
  dictionaryIds: z.array(z.string()),
  // A read-as setting we cannot read is dropped (defaults apply), never a reason to set the draft aside.
  readAs: readAsSettingsSchema.optional().catch(undefined),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const stateSchema = z.object({ lastOpenId: z.string().nullable() });
export type DraftsState = z.output<typeof stateSchema>;

/** A draft file that could not be read, and where it went (null when it could not be moved). */
export interface UnreadableDraft {
  path: string;
  reason: string;
  movedTo: string | null;
}

export interface DraftsJournalOptions {
  fs?: FileSystem;
  now?: () => Date;
  /** Told of every file that could not be read, so the user hears where their text went. */
  onUnreadable?: (file: UnreadableDraft) => void;
}

/** messageKey of a draft whose file was damaged and has been moved aside. */
export const UNREADABLE_DRAFT_KEY = 'draft.unreadable';

export const draftsFolderOf = (profileDir: string) => join(profileDir, 'drafts');

/** Whether `id` may name a draft file: the contract's rule, checked again at the last step. */
/**
 * A draft id named its file, so only a safe file name was ever written: lowercase letters, digits,
 * - and _ (no separator, no dot), and none of Windows' reserved device names.
 */
export const isDraftId = (id: string) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(id) && !/^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/.test(id);

export class DraftsJournal {
  readonly folder: string;
  private readonly fs: FileSystem;
  private readonly now: () => Date;
  private readonly onUnreadable: (file: UnreadableDraft) => void;

  constructor(profileDir: string, options: DraftsJournalOptions = {}) {
    this.folder = draftsFolderOf(profileDir);
    this.fs = options.fs ?? nodeFileSystem;
    this.now = options.now ?? (() => new Date());
    this.onUnreadable = options.onUnreadable ?? (() => undefined);
  }

  pathOf(id: string): string {
    // The contract already refused such ids; this keeps a caller inside the core from escaping too.
    if (!isDraftId(id)) throw new Error(`Not a draft id: ${JSON.stringify(id)}`);
    return join(this.folder, `${id}.json`);
  }

  async ensureFolder(): Promise<Result<void>> {
    try {
      await this.fs.mkdir(this.folder, 0o700);
      return ok(undefined);
    } catch (error) {
      return diskFailure('drafts folder', this.folder, 'save', error);
    }
  }

  /** Removes temp files a crash left. Only while nothing is being written (the store's queue). */
  async removeStaleTempFiles(): Promise<void> {
    const names = await this.fs.listNames(this.folder).catch(() => [] as string[]);
    const stale = names.filter((name) => STALE_TEMP.test(name));
    await Promise.all(stale.map((name) => this.fs.unlink(join(this.folder, name)).catch(() => undefined)));
  }

  /** One draft; NOT_FOUND when there is none, or when its file was damaged and moved aside. */
  async read(id: string): Promise<Result<Draft>> {
    const path = this.pathOf(id);
    const read = await readJsonFile(path, draftFileSchema, { label: LABEL, fs: this.fs });
    // The file name is the id every call addresses; the copy inside is for a person reading it.
    if (read.ok) return ok({ ...read.value, id });
    if (read.error.messageKey !== CORRUPT_FILE_KEY) return read;
    const movedTo = await this.setAside(path, read.error.message);
    const where = movedTo ? ` It has been moved to ${movedTo}.` : '';
    return fail('NOT_FOUND', `This draft could not be read.${where}`, { field: 'id', messageKey: UNREADABLE_DRAFT_KEY });
  }

  /** Every draft that can be read; the others are reported (and moved aside if damaged), never fatal. */
  async readAll(): Promise<Result<Draft[]>> {
    let names: string[];
    try {
      names = await this.fs.listNames(this.folder);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return ok([]);
      return diskFailure('drafts folder', this.folder, 'read', error);
    }
    const ids = names.map((name) => DRAFT_FILE.exec(name)?.[1]).filter((id): id is string => id !== undefined && isDraftId(id));
    const drafts: Draft[] = [];
    for (const id of ids) {
      const read = await this.read(id);
      if (read.ok) drafts.push(read.value);
      // A file that cannot be opened (EACCES) stays where it is, but the others still load.
      else if (read.error.code === 'DISK') this.onUnreadable({ path: this.pathOf(id), reason: read.error.message, movedTo: null });
    }
    return ok(drafts);
  }

  async write(draft: Draft): Promise<Result<void>> {
    const { id, name, text, voiceId, config, dictionaryIds, readAs, createdAt, updatedAt } = draft;
    const body = { id, name, text, voiceId, config, dictionaryIds, readAs, createdAt, updatedAt };
    return writeFileAtomic(this.pathOf(id), `${JSON.stringify(body, null, 2)}\n`, { label: LABEL, fs: this.fs, mode: 0o600 });
  }

  /** Deletes the draft's file; a draft already gone counts as deleted. */
  async remove(id: string): Promise<Result<void>> {
    const path = this.pathOf(id);
    try {
      await this.fs.unlink(path);
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT') return diskFailure(LABEL, path, 'remove', error);
    }
    return ok(undefined);
  }

  /** Which draft was open. Missing or damaged (moved aside) means none: a convenience, not work. */
  async readState(): Promise<DraftsState> {
    const path = join(this.folder, STATE_FILE);
    const read = await readJsonFile(path, stateSchema, { label: 'drafts state', fs: this.fs });
    if (read.ok) return read.value;
    if (read.error.messageKey === CORRUPT_FILE_KEY) await this.setAside(path, read.error.message);
    return { lastOpenId: null };
  }

  writeState(state: DraftsState): Promise<Result<void>> {
    return writeFileAtomic(join(this.folder, STATE_FILE), `${JSON.stringify(state)}\n`, {
      label: 'drafts state',
      fs: this.fs,
      mode: 0o600,
    });
  }

  async isMigrated(): Promise<boolean> {
    try {
      await this.fs.readFile(join(this.folder, MIGRATED_MARKER));
      return true;
    } catch {
      return false;
    }
  }

  markMigrated(copied: number): Promise<Result<void>> {
    const body = `${JSON.stringify({ copiedFromCache: copied, at: this.now().toISOString() })}\n`;
    return writeFileAtomic(join(this.folder, MIGRATED_MARKER), body, { label: 'drafts migration marker', fs: this.fs, mode: 0o600 });
  }

  /** Whether a draft file exists (readable or not): migration never overwrites one. */
  async has(id: string): Promise<boolean> {
    try {
      await this.fs.readFile(this.pathOf(id));
      return true;
    } catch (error) {
      return errnoCode(error) !== 'ENOENT';
    }
  }

  private async setAside(path: string, reason: string): Promise<string | null> {
    const moved = await setAsideCorruptFile(path, { label: LABEL, fs: this.fs, now: this.now });
    const movedTo = moved.ok ? moved.value : null;
    this.onUnreadable({ path, reason, movedTo });
    return movedTo;
  }
}
