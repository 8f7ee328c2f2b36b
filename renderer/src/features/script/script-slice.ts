import type { StudioError } from '../../../../shared/contract';
import type {
  DictionaryOption,
  DraftSummary,
  GeneratedClip,
  GenerationStage,
  ScriptConfig,
  ScriptPiece,
  UnreadableDraftFile,
} from '../../../../shared/model/script';
import type { Take } from '../../../../shared/model/takes';
import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import type { ReadAsSettings } from '../../../../shared/read-as';

/** The draft being edited, as the editor holds it between saves. */
export interface OpenDraft {
  id: string;
  name: string;
  text: string;
  voiceId: string | null;
  config: ScriptConfig;
  dictionaryIds: string[];
  readAs: ReadAsSettings;
}

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed';

/** What the draft bar did besides saving text; a refusal of one says what stayed as it was. */
export type DraftAction = 'create' | 'open' | 'rename' | 'delete';

export interface GenerationRun {
  requestId: string;
  stage: GenerationStage;
  part?: { index: number; count: number };
}

/**
 * The script feature's state in the one bound store (store/studio-store.ts mounts it as
 * `script`). Plain data only; actions live beside it as module-level functions calling setState.
 */
export interface ScriptSlice {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: StudioError | null;
  drafts: DraftSummary[];
  draft: OpenDraft | null;
  saveState: SaveState;
  saveError: StudioError | null;
  /** The last new/open/rename/delete the core refused, until the next one succeeds. */
  draftActionError: { action: DraftAction; error: StudioError } | null;
  /** Draft files a listing could not read (set aside or locked), until the user dismisses it. */
  unreadableDrafts: UnreadableDraftFile[];

  dialects: DialectSummary[];
  dialectCode: string | null;
  voices: VoiceCard[];
  voicesLoading: boolean;
  voicesError: StudioError | null;

  dictionaries: DictionaryOption[];
  dictionariesStale: boolean;
  dictionariesError: StudioError | null;

  generation: GenerationRun | null;
  generationError: StudioError | null;
  lastClip: GeneratedClip | null;

  /** A long script's parts while the user reviews, edits and generates them; null otherwise. */
  parts: string[] | null;
  piece: ScriptPiece | null;

  /** Every take of the open draft's parts (takes.list), and its newest piece, to pick up its parts again. */
  takes: Take[];
  draftPiece: ScriptPiece | null;
  /** The part whose takes are open because History asked for it ("Open in editor"), or null. */
  takesFocus: number | null;
  takesError: StudioError | null;

  /** The read-as span whose reading the user is choosing (its key), or null. */
  readAsChoosing: string | null;
  /** Set when "apply to script" has just replaced the text, so the preview says so. */
  readAsApplied: boolean;
}

export const initialScriptSlice = (): ScriptSlice => ({
  status: 'idle',
  loadError: null,
  drafts: [],
  draft: null,
  saveState: 'saved',
  saveError: null,
  draftActionError: null,
  unreadableDrafts: [],
  dialects: [],
  dialectCode: null,
  voices: [],
  voicesLoading: false,
  voicesError: null,
  dictionaries: [],
  dictionariesStale: false,
  dictionariesError: null,
  generation: null,
  generationError: null,
  lastClip: null,
  parts: null,
  piece: null,
  takes: [],
  draftPiece: null,
  takesFocus: null,
  takesError: null,
  readAsChoosing: null,
  readAsApplied: false,
});
