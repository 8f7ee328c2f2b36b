import { join } from 'node:path';
import { z } from 'zod';
import { fail, ok, type Result } from '../../../shared/contract';
import { lexiconIdSchema } from '../../../shared/contract/ops/lexicons';
import type { Lexicon } from '../../../shared/lexicon';
import type { UnreadableLexiconFile } from '../../../shared/model/lexicons';
import {
  CORRUPT_FILE_KEY,
  diskFailure,
  errnoCode,
  nodeFileSystem,
  readJsonFile,
  setAsideCorruptFile,
  writeFileAtomic,
  type FileSystem,
} from '../fs';

/**
 * A profile's lexicons as files, `<profileDir>/lexicons/<id>.json`, one per lexicon, beside the
 * cache and not in it: a cache found corrupt is rebuilt empty, and a lexicon is the user's work,
 * which no service can give back. Each file is replaced atomically (temp, fsync, rename), so a
 * crash leaves the old lexicon or the new one. A file that cannot be understood is moved aside,
 * never deleted, and never stops the others from loading (as drafts are kept, drafts-journal.ts).
 * Not safe for concurrent callers on its own: LexiconStore runs every call through one queue.
 */

const LABEL = 'lexicon';
const LEXICON_FILE = /^(.+)\.json$/;
// A writeFileAtomic temp file (`.<name>.<12 hex>.tmp`) that a crash between open and rename left.
const STALE_TEMP = /^\..+\.[0-9a-f]{12}\.tmp$/;

const entrySchema = z.object({
  id: z.string().min(1),
  written: z.string(),
  spoken: z.string(),
  note: z.string().catch(''),
  enabled: z.boolean().catch(true),
  dialects: z.array(z.string()).catch([]),
  caseSensitive: z.boolean().catch(false),
  createdAt: z.string().catch(''),
});

// Lenient where a default loses nothing (a note, a switch); a shape we cannot show is damage.
const lexiconFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string().catch('ar'),
  enabled: z.boolean().catch(true),
  projectId: z.string().nullable().catch(null),
  entries: z.array(entrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const lexiconsFolderOf = (profileDir: string) => join(profileDir, 'lexicons');
export const isLexiconId = (id: string) => lexiconIdSchema.safeParse(id).success;

export class LexiconFiles {
  readonly folder: string;

  constructor(
    profileDir: string,
    private readonly fs: FileSystem = nodeFileSystem,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.folder = lexiconsFolderOf(profileDir);
  }

  pathOf(id: string): string {
    // The contract already refused such ids; this keeps a caller inside the core from escaping too.
    if (!isLexiconId(id)) throw new Error(`Not a lexicon id: ${JSON.stringify(id)}`);
    return join(this.folder, `${id}.json`);
  }

  async ensureFolder(): Promise<Result<void>> {
    try {
      await this.fs.mkdir(this.folder, 0o700);
      return ok(undefined);
    } catch (error) {
      return diskFailure('lexicons folder', this.folder, 'save', error);
    }
  }

  /** Removes temp files a crash left. Only while nothing is being written (the store's queue). */
  async removeStaleTempFiles(): Promise<void> {
    const names = await this.fs.listNames(this.folder).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => STALE_TEMP.test(n)).map((n) => this.fs.unlink(join(this.folder, n)).catch(() => undefined)));
  }

  /** Every lexicon that can be read, and the files that could not (damaged ones moved aside). */
  async readAll(): Promise<Result<{ lexicons: Lexicon[]; unreadable: UnreadableLexiconFile[] }>> {
    let names: string[];
    try {
      names = await this.fs.listNames(this.folder);
    } catch (error) {
      if (errnoCode(error) === 'ENOENT') return ok({ lexicons: [], unreadable: [] });
      return diskFailure('lexicons folder', this.folder, 'read', error);
    }
    const lexicons: Lexicon[] = [];
    const unreadable: UnreadableLexiconFile[] = [];
    for (const id of names.map((n) => LEXICON_FILE.exec(n)?.[1]).filter((id): id is string => id !== undefined && isLexiconId(id))) {
      const path = this.pathOf(id);
      const read = await readJsonFile(path, lexiconFileSchema, { label: LABEL, fs: this.fs });
      // The file name is the id every call addresses; the copy inside is for a person reading it.
      if (read.ok) lexicons.push({ ...read.value, id });
      else if (read.error.messageKey === CORRUPT_FILE_KEY) {
        const moved = await setAsideCorruptFile(path, { label: LABEL, fs: this.fs, now: this.now });
        unreadable.push({ path, reason: read.error.message, movedTo: moved.ok ? moved.value : null });
      } else if (read.error.code !== 'NOT_FOUND') unreadable.push({ path, reason: read.error.message, movedTo: null });
    }
    return ok({ lexicons, unreadable });
  }

  write(lexicon: Lexicon): Promise<Result<void>> {
    return writeFileAtomic(this.pathOf(lexicon.id), `${JSON.stringify(lexicon, null, 1)}\n`, { label: LABEL, fs: this.fs, mode: 0o600 });
  }

  /** Deletes the lexicon's file; one already gone counts as deleted. */
  async remove(id: string): Promise<Result<void>> {
    const path = this.pathOf(id);
    try {
      await this.fs.unlink(path);
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT') return diskFailure(LABEL, path, 'remove', error);
    }
    return ok(undefined);
  }
}

export const lexiconGone = () => fail<never>('NOT_FOUND', 'This lexicon no longer exists.', { field: 'id', messageKey: 'lexicon.gone' });
