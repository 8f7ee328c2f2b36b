/**
 * The history feature's domain types: what the renderer sees of cached generations, sync and the
 * cache's size (exporting a clip is audio-export.ts's). Audio never appears here as a file path: a
 * row plays from the `audioUrl` the core gave it.
 */

/**
 * A dialect's names as the voice catalogue holds them, read beside the history's bare code. `ar`
 * is the English name where the studio knows no Arabic one (as the voice browser shows it).
 */
export interface DialectNames {
  en: string;
  ar: string;
}

/**
 * Where a history entry came from: its draft and the part of it (0-based). A take (takes.ts) is an
 * entry with an origin; the origin lives here because the history list shows it.
 */
export interface TakeOrigin {
  draftId: string;
  partIndex: number;
}

/** What History says of a take: its draft, its part, and whether the draft uses it. */
export interface HistoryTake {
  /** The draft's name now; null when the draft was deleted or cannot be read. */
  draftName: string | null;
  /** 1-based part of a long script (of two parts or more); null for a take of the whole script. */
  part: number | null;
  /** Whether this is the take its draft's part uses (the chosen one). */
  inUse: boolean;
}

/**
 * Where a take of a project's block came from, so History's "Open in editor" opens the project at
 * its block (issue 30). Declared here, beside the item that carries it; shared/model/projects.ts
 * names it too.
 */
export interface BlockOrigin {
  projectId: string;
  chapterId: string;
  blockId: string;
  /** The project's and the chapter's names now, and the block's 1-based place in its chapter: what the row says. */
  projectName: string;
  chapterTitle: string;
  blockNumber: number;
  /** Whether this is the take the block uses (its chapter's render plays it). */
  inUse: boolean;
}

/** One cached generation as the history list shows it. */
export interface HistoryItem {
  id: string;
  /** What was spoken: the script as the service was sent it (after read-as), as its history keeps it. */
  script: string;
  /**
   * What was written in this studio, before read-as (pause markers included), when it reads
   * differently from `script`; absent for clips made elsewhere, or when nothing was read differently.
   * Search finds a clip by either text.
   */
  written?: string;
  voiceId: string | null;
  voiceName: string;
  dialectCode: string | null;
  /** Null when the catalogue does not (yet) list the code: the interface shows the code instead. */
  dialectName: DialectNames | null;
  language: string | null;
  /** ISO time the service reports. */
  createdAt: string;
  durationMs: number | null;
  /** Whether the clip is on disk (false: never downloaded yet, or evicted by the size limit). */
  audioCached: boolean;
  /** Where it plays from, as the core hands it out (a media path of shared/contract): never built by the renderer. */
  audioUrl: string;
  /** Present when the clip is a take: the draft and part it was generated from, to reopen in the editor. */
  origin?: TakeOrigin;
  /** Present with `origin`: the draft's name, the part, and whether the take is in use. */
  take?: HistoryTake;
  /** Present when the clip is a take of a project's block (drafts migrated to projects included), to open the editor there. */
  block?: BlockOrigin;
}

export type HistoryOrder = 'newest' | 'oldest';

export interface HistoryListPage {
  items: HistoryItem[];
  /**
   * Pass back as `cursor` for the next page; null at the end. Opaque to the caller. A page may hold
   * fewer rows than asked and still have a next cursor (a rare short word: each call looks at a
   * bounded number of rows).
   */
  nextCursor: string | null;
  /**
   * How many rows match the filters (all pages together); given with the first page only (no
   * cursor). With `totalAtLeast`, at least this many (counting stops at 1,000 matches: "1,000+").
   */
  total: number | null;
  totalAtLeast?: boolean;
}

/** The distinct voices and dialects in the cache, to fill the filter menus. */
export interface HistoryFacets {
  voices: Array<{ name: string; count: number }>;
  /** The code stays the filter's value; `name` is null as for HistoryItem.dialectName. */
  dialects: Array<{ code: string; name: DialectNames | null; count: number }>;
}

export type SyncPhase = 'listing' | 'downloading' | 'reconciling' | 'done' | 'cancelled' | 'failed';

export interface SyncProgress {
  phase: SyncPhase;
  done: number;
  total: number;
  /** Error code when phase is 'failed'. */
  errorCode?: string;
  /** The error's messageKey when it has one (`disk.SQLITE_FULL`): the cause the status names. */
  errorKey?: string;
}

export interface SyncSummary {
  added: number;
  updated: number;
  removed: number;
  downloaded: number;
  /** Entries whose audio could not be fetched this time (retried next sync). */
  downloadFailures: number;
  /** False when paging stopped early because a page held only known entries. */
  fullListing: boolean;
  /** Entries the service listed that could not be read (left out, never deleted from the cache); absent when none. */
  dropped?: number;
}

/** Per-entry outcome of a bulk delete: the service is asked first, the cache follows. */
export interface DeleteOutcome {
  deleted: string[];
  failed: Array<{ id: string; code: string; message: string }>;
}

export interface CacheStatus {
  databaseBytes: number;
  audioBytes: number;
  entries: number;
  entriesWithAudio: number;
  /** Null: no limit. */
  limitBytes: number | null;
}
