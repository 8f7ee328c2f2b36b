import { randomUUID } from 'node:crypto';
import { ok, type Result } from '../../../shared/contract';
import type { Lexicon, LexiconsInEffect } from '../../../shared/lexicon';
import type { LexiconList, UnreadableLexiconFile } from '../../../shared/model/lexicons';
import { SerialQueue, type FileSystem } from '../fs';
import { lexiconsInEffect, summaryOf } from './lexicon-entries';
import { LexiconFiles, isLexiconId, lexiconGone } from './lexicon-files';

/**
 * A profile's lexicons: read from their files once, then kept in memory and written through on
 * every change (once a call answers, the change is on disk). Every call runs through one queue
 * per folder, since a change reads a lexicon, edits and rewrites it, and two interleaving would
 * lose one. One store per folder for the whole process, so the copy in memory is the only writer's.
 */

export interface LexiconStoreOptions {
  fs?: FileSystem;
  now?: () => Date;
  /** Where a damaged lexicon file is reported; the console (the studio log) by default. */
  warn?: (message: string) => void;
}

export interface NewLexicon {
  name: string;
  language?: string | undefined;
  projectId?: string | null | undefined;
}

const stores = new Map<string, LexiconStore>();

export class LexiconStore {
  private readonly files: LexiconFiles;
  private readonly queue = new SerialQueue();
  private readonly now: () => Date;
  private readonly warn: (message: string) => void;
  private loaded: Map<string, Lexicon> | null = null;
  private unreadable: UnreadableLexiconFile[] = [];

  constructor(profileDir: string, options: LexiconStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.warn = options.warn ?? ((message) => console.warn(`[studio] ${message}`));
    this.files = new LexiconFiles(profileDir, options.fs, this.now);
  }

  get folder(): string {
    return this.files.folder;
  }

  /** Every lexicon (`projectId` undefined), or the profile's and one project's (null: the profile's only). */
  list(projectId?: string | null): Promise<Result<LexiconList>> {
    return this.run(async (all) => {
      const lexicons = [...all.values()]
        .filter((l) => projectId === undefined || l.projectId === null || l.projectId === projectId)
        .sort((a, b) => a.name.localeCompare(b.name) || a.createdAt.localeCompare(b.createdAt));
      return ok({ lexicons: lexicons.map(summaryOf), unreadable: this.unreadable });
    });
  }

  get(id: string): Promise<Result<Lexicon>> {
    return this.run(async (all) => {
      const lexicon = isLexiconId(id) ? all.get(id) : undefined;
      return lexicon ? ok(lexicon) : lexiconGone();
    });
  }

  create(input: NewLexicon): Promise<Result<Lexicon>> {
    const at = this.now().toISOString();
    const lexicon: Lexicon = {
      id: randomUUID(),
      name: input.name.trim(),
      language: input.language?.trim() || 'ar',
      enabled: true,
      projectId: input.projectId ?? null,
      entries: [],
      createdAt: at,
      updatedAt: at,
    };
    return this.run((all) => this.save(all, lexicon));
  }

  /** Reads the lexicon, applies `edit` (which may refuse), writes the result: all or nothing. */
  change(id: string, edit: (lexicon: Lexicon, now: string) => Result<Lexicon>): Promise<Result<Lexicon>> {
    return this.run(async (all) => {
      const lexicon = isLexiconId(id) ? all.get(id) : undefined;
      if (!lexicon) return lexiconGone();
      const edited = edit(lexicon, this.now().toISOString());
      return edited.ok ? this.save(all, edited.value) : edited;
    });
  }

  /** A lexicon made whole elsewhere (an import into a new lexicon), written in one go. */
  add(lexicon: Lexicon): Promise<Result<Lexicon>> {
    return this.run((all) => this.save(all, lexicon));
  }

  remove(id: string): Promise<Result<LexiconList>> {
    return this.run(async (all) => {
      if (!isLexiconId(id) || !all.has(id)) return lexiconGone();
      const removed = await this.files.remove(id);
      if (!removed.ok) return removed;
      all.delete(id);
      return ok({ lexicons: [...all.values()].map(summaryOf), unreadable: this.unreadable });
    });
  }

  inEffect(projectId: string | null): Promise<Result<LexiconsInEffect>> {
    return this.run(async (all) => ok(lexiconsInEffect([...all.values()], projectId)));
  }

  private async save(all: Map<string, Lexicon>, lexicon: Lexicon): Promise<Result<Lexicon>> {
    const written = await this.files.write(lexicon);
    if (!written.ok) return written;
    all.set(lexicon.id, lexicon);
    return ok(lexicon);
  }

  private run<T>(work: (all: Map<string, Lexicon>) => Promise<Result<T>>): Promise<Result<T>> {
    return this.queue.run(async () => {
      const all = await this.load();
      return all.ok ? work(all.value) : all;
    });
  }

  private async load(): Promise<Result<Map<string, Lexicon>>> {
    if (this.loaded) return ok(this.loaded);
    const folder = await this.files.ensureFolder();
    if (!folder.ok) return folder;
    await this.files.removeStaleTempFiles();
    const read = await this.files.readAll();
    if (!read.ok) return read;
    this.unreadable = read.value.unreadable;
    for (const file of this.unreadable) {
      const where = file.movedTo ? `; it has been moved to ${file.movedTo} and nothing was deleted` : '';
      this.warn(`a lexicon file could not be read (${file.reason})${where}`);
    }
    this.loaded = new Map(read.value.lexicons.map((l) => [l.id, l]));
    return ok(this.loaded);
  }
}

/** The store of a profile's folder, made once per process so its memory copy is the one writer's. */
export function lexiconStoreOf(profileDir: string, options?: LexiconStoreOptions): LexiconStore {
  let store = stores.get(profileDir);
  if (!store) stores.set(profileDir, (store = new LexiconStore(profileDir, options)));
  return store;
}
