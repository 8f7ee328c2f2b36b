import type { StudioError } from '../../../../shared/contract';
import type { ImportOptions, ImportPreview } from '../../../../shared/model/import';
import type {
  BlockTake,
  Chapter,
  EstimateCheck,
  Project,
  ProjectEstimate,
  ProjectList,
  ProjectSummary,
  QueueState,
} from '../../../../shared/model/projects';
import type { DictionaryOption } from '../../../../shared/model/script';
import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import type { Notice } from '../../i18n/notice';

/** A list or editor action the core refused, until the next one of its kind succeeds or it is dismissed. */
export type ProjectAction =
  'create' | 'open' | 'rename' | 'duplicate' | 'delete' | 'settings' | 'chapter' | 'block' | 'generate' | 'takes' | 'preview';

export interface ActionError {
  action: ProjectAction;
  error: StudioError;
}

/** A block's text while it differs from what the core has (typed, not yet written, or refused). */
/** Pause, Resume or Cancel of the progress strip. */
export type QueueCommand = 'pause' | 'resume' | 'cancel';

/** A queue command the core did not carry out, said in the strip beside the button pressed. */
export interface QueueRefusal {
  command: QueueCommand;
  error: StudioError;
}

export interface PendingEdit {
  text: string;
  /** The last write of it the core refused (kept until a write succeeds). */
  error: StudioError | null;
}

/** Where focus goes once a block is on screen (after a split, a merge, a move between blocks). */
export interface FocusRequest {
  blockId: string;
  /** Caret offset in the block's text; null: leave the caret where the browser puts it. */
  caret: number | null;
}

/** The import dialog: the file read, its preview, and the choices that read it again. */
export interface ImportState {
  fileName: string;
  /** The file as base64, kept so a changed choice (keep URLs, another encoding) reads it again. */
  data: string;
  options: ImportOptions;
  status: 'reading' | 'ready' | 'failed' | 'creating';
  preview: (ImportPreview & { previewId: string }) | null;
  error: StudioError | null;
  name: string;
}

/** What "Generate chapter" / "Generate all" will cost, shown before anything is sent. */
export interface EstimateRequest {
  /** Absent: the whole project. */
  chapterIds?: string[];
  status: 'loading' | 'ready' | 'failed';
  estimate: ProjectEstimate | null;
  error: StudioError | null;
}

/**
 * The last run's outcome, for the estimate beside the real thing: once the queue has finished, the
 * core's check of the run's chapters (their current blocks' real length and what the rates expected).
 */
export interface RunComparison {
  /** Absent: the whole project. */
  chapterIds?: string[];
  check: EstimateCheck | null;
}

/**
 * The projects feature's state (issue 30) in the one bound store, mounted as `projects`. The open
 * chapter's blocks are held whole (a chapter of 2,000 blocks is a few MB of text at most); the
 * list renders only those in view.
 */
export interface ProjectsSlice {
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  listError: StudioError | null;
  projects: ProjectSummary[];
  /** The projects file was found damaged this run and moved aside (nothing deleted). */
  damaged: ProjectList['damaged'];
  /** The data folder refused a write: projects show as saved, every change is refused (said once, above the screen). */
  readOnly: boolean;
  view: 'list' | 'editor';
  project: Project | null;
  chapterId: string | null;
  chapter: Chapter | null;
  chapterStatus: 'idle' | 'loading' | 'ready' | 'failed';
  chapterError: StudioError | null;
  actionError: ActionError | null;
  /** What the editor says in its status line (spoken politely): a block with nothing to play, a chapter done. */
  notice: Notice | null;
  /** Block texts typed and not yet written (or refused), by block id. */
  edits: Record<string, PendingEdit>;
  focusRequest: FocusRequest | null;
  /** The block the user was last in (a chapter is split there). */
  currentBlockId: string | null;
  /** Takes of blocks whose takes are unfolded, by block id. */
  takes: Record<string, BlockTake[]>;
  /** The block whose takes History handed over ("Open in editor" on a take): they show unfolded. */
  takesHanded: string | null;
  queue: QueueState | null;
  queueRefusal: QueueRefusal | null;
  estimate: EstimateRequest | null;
  lastRun: RunComparison | null;

  dialects: DialectSummary[];
  voices: VoiceCard[];
  catalogError: StudioError | null;
  dictionaries: DictionaryOption[];

  importing: ImportState | null;
}

export const initialProjectsSlice = (): ProjectsSlice => ({
  listStatus: 'idle',
  listError: null,
  projects: [],
  damaged: null,
  readOnly: false,
  view: 'list',
  project: null,
  chapterId: null,
  chapter: null,
  chapterStatus: 'idle',
  chapterError: null,
  actionError: null,
  notice: null,
  edits: {},
  focusRequest: null,
  currentBlockId: null,
  takes: {},
  takesHanded: null,
  queue: null,
  queueRefusal: null,
  estimate: null,
  lastRun: null,
  dialects: [],
  voices: [],
  catalogError: null,
  dictionaries: [],
  importing: null,
});
