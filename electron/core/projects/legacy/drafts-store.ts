import { fail, ok, type Result } from '../../../../shared/contract';
import type { Draft, DraftList, DraftSummary } from '../../../../shared/model/script';
import { countScriptChars } from '../../../../shared/text';
import { SerialQueue, type FileSystem } from '../../fs';
import { DraftsJournal, UNREADABLE_DRAFT_KEY, isDraftId, type UnreadableDraft } from './drafts-journal';
import { migrateDraftsFromCache, type CacheReader } from './drafts-migration';

/**
 * The profile's drafts as the Script screen (before issue 30) left them: a journal of files under
 * the profile directory (see drafts-journal.ts). Read, never written, except for the one-time copy
 * of drafts still older versions kept in the cache: what ../draft-migration.ts makes projects of,
 * and History's name for a take of a draft. Every call runs through one queue per drafts folder,
 * so that copy is made once.
 */

export interface DraftsStoreOptions {
  fs?: FileSystem;
  now?: () => Date;
  /** Where a damaged draft file is reported; the console (the studio log) by default. */
  warn?: (message: string) => void;
}

/**
 * What the store needs of a profile: where its files live, and a way to read the cache once, for
 * the drafts older versions kept there. Not the session: drafts must work when the cache cannot
 * open (a read-only data folder, a cache locked by another copy of the studio).
 */
export interface DraftsHome {
  directory: string;
  readCache: CacheReader;
}

const PREVIEW_CHARS = 80;
// One queue per folder for the whole process: a session reset makes a new store for the same
// profile while the old one may still be finishing a save.
const queues = new Map<string, SerialQueue>();
const stores = new Map<string, DraftsStore>();

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
}

function toSummary(draft: Pick<Draft, 'id' | 'name' | 'text' | 'updatedAt'>): DraftSummary {
  return {
    id: draft.id,
    name: draft.name,
    preview: previewOf(draft.text),
    chars: countScriptChars(draft.text),
    updatedAt: draft.updatedAt,
  };
}

const timeOf = (iso: string) => Date.parse(iso) || 0;
const newestFirst = (a: Draft, b: Draft) => timeOf(b.updatedAt) - timeOf(a.updatedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const badId = () => fail<never>('VALIDATION', 'id: a draft id is a lowercase uuid (letters a–z, digits, - and _).', { field: 'id' });
const gone = () => fail<never>('NOT_FOUND', 'This draft no longer exists.', { field: 'id' });
/** No file at all, as opposed to one just moved aside, whose own message says where it went. */
const plainMissing = (read: Result<Draft>) => !read.ok && read.error.code === 'NOT_FOUND' && read.error.messageKey !== UNREADABLE_DRAFT_KEY;

export class DraftsStore {
  private readonly journal: DraftsJournal;
  private readonly queue: SerialQueue;
  private readonly warn: (message: string) => void;
  private prepared = false;
  private migrationDelayed = false;
  /** The open draft as last read here; undefined until first read. */
  private lastOpen: string | null | undefined;
  /** Files the listing under way could not read; it hands them to the renderer to show. */
  private unreadable: UnreadableDraft[] = [];

  constructor(
    private readonly home: DraftsHome,
    options: DraftsStoreOptions = {},
  ) {
    this.warn = options.warn ?? ((message) => console.warn(`[studio] ${message}`));
    this.journal = new DraftsJournal(home.directory, { ...options, onUnreadable: (file) => this.reportUnreadable(file) });
    let queue = queues.get(this.journal.folder);
    if (!queue) queues.set(this.journal.folder, (queue = new SerialQueue()));
    this.queue = queue;
  }

  list(): Promise<Result<DraftList>> {
    return this.run(() => this.listNow());
  }

  /** One draft as stored, without making it the open one (for checks made on its behalf). */
  peek(id: string): Promise<Result<Draft>> {
    if (!isDraftId(id)) return Promise.resolve(badId());
    return this.run(async () => {
      const read = await this.journal.read(id);
      return !read.ok && plainMissing(read) ? gone() : read;
    });
  }

  private async listNow(): Promise<Result<DraftList>> {
    this.unreadable = [];
    const all = await this.journal.readAll();
    if (!all.ok) return all;
    const drafts = [...all.value].sort(newestFirst);
    const lastOpenId = await this.lastOpenId();
    return ok({
      drafts: drafts.map(toSummary),
      lastOpenId: drafts.some((d) => d.id === lastOpenId) ? lastOpenId : null,
      unreadable: this.unreadable.map(({ path, movedTo }) => ({ path, movedTo })),
    });
  }

  /** Queues `work` behind every earlier call, once the folder exists and old drafts are copied in. */
  private run<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
    return this.queue.run(async () => {
      const ready = await this.prepare();
      return ready.ok ? work() : ready;
    });
  }

  private async prepare(): Promise<Result<void>> {
    if (this.prepared) return ok(undefined);
    const folder = await this.journal.ensureFolder();
    if (!folder.ok) return folder;
    await this.journal.removeStaleTempFiles();
    const migrated = await migrateDraftsFromCache(this.home.readCache, this.journal);
    if (!migrated.ok) return migrated;
    if (migrated.value.waitingForCache !== undefined) {
      // The drafts already in the journal are served anyway; the copy is tried again on the next
      // call (it never overwrites a draft file, so a draft saved meanwhile is safe).
      if (!this.migrationDelayed)
        this.warn(`drafts an older version kept in the cache are not copied yet: ${migrated.value.waitingForCache}`);
      this.migrationDelayed = true;
      return ok(undefined);
    }
    if (migrated.value.copied > 0) this.warn(`copied ${migrated.value.copied} draft(s) from the cache into ${this.journal.folder}`);
    this.prepared = true;
    return ok(undefined);
  }

  private async lastOpenId(): Promise<string | null> {
    if (this.lastOpen === undefined) this.lastOpen = (await this.journal.readState()).lastOpenId;
    return this.lastOpen;
  }

  private reportUnreadable(file: UnreadableDraft): void {
    this.unreadable.push(file);
    const where = file.movedTo ? `; it has been moved to ${file.movedTo} and nothing was deleted` : '';
    this.warn(`a draft file could not be read (${file.reason})${where}`);
  }
}

/** The store of a profile's folder, made once so the journal is prepared (and migrated) once. */
export function draftsStoreOf(home: DraftsHome): DraftsStore {
  let store = stores.get(home.directory);
  if (!store) stores.set(home.directory, (store = new DraftsStore(home)));
  return store;
}
