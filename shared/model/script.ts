import type { ReadAsSettings } from '../read-as';
import type { HistoryItem } from './history';

/**
 * The script editor's domain: drafts kept by the main process, generations and their progress,
 * long scripts generated as linked pieces, and the pronunciation dictionaries a generation may use.
 */

/** Ranges the service accepts for the generation config, and the editor's starting values. */
export const speedRange = { min: 0.25, max: 4, step: 0.05, default: 1 } as const;
export const expressivenessRange = { min: 0, max: 1, step: 0.05, default: 0.5 } as const;
export const dictionaryLimits = { min: 1, max: 10 } as const;
/** The service's limit on one script, as countScriptChars counts. */
export const scriptCharLimit = 3_000;

export interface ScriptConfig {
  speed: number;
  expressiveness: number;
}

export const defaultScriptConfig = (): ScriptConfig => ({ speed: speedRange.default, expressiveness: expressivenessRange.default });

export interface Draft {
  id: string;
  name: string;
  text: string;
  voiceId: string | null;
  config: ScriptConfig;
  dictionaryIds: string[];
  /** How numbers, dates, money… are read for this script; absent in drafts saved before read-as (defaults apply). */
  readAs?: ReadAsSettings;
  createdAt: string;
  updatedAt: string;
}

export interface DraftSummary {
  id: string;
  name: string;
  /** The first words of the text, for the drafts list. */
  preview: string;
  chars: number;
  updatedAt: string;
}

export interface DraftList {
  drafts: DraftSummary[];
  /** The draft open when the studio last closed, so it reopens; null when none. */
  lastOpenId: string | null;
  /**
   * Draft files this listing could not read, so the user hears where their text went: `movedTo`
   * is where a damaged file was set aside (never deleted), null when it could not be opened and
   * stays in place. Almost always empty; a damaged file is reported once, by the listing that found it.
   */
  unreadable: UnreadableDraftFile[];
}

export interface UnreadableDraftFile {
  path: string;
  movedTo: string | null;
}

export type GenerationStage = 'validating' | 'sending' | 'locating' | 'downloading' | 'saving' | 'done' | 'failed';

/** A finished generation, as cached: the history item it became (the part the editor needs), with its `audioUrl`. */
export type GeneratedClip = Pick<HistoryItem, 'id' | 'script' | 'voiceId' | 'voiceName' | 'createdAt' | 'durationMs' | 'audioUrl'>;

export interface PiecePart {
  index: number;
  text: string;
  /** The take the joined render uses for this part (the chosen take of this text, else the last generated), once there is one. */
  historyId: string | null;
  audioUrl: string | null;
}

/** A long script generated part by part and kept together; its joined WAV is `audioUrl`. */
export interface ScriptPiece {
  id: string;
  name: string;
  /** The draft the piece was cut from (its parts' takes are the draft's); null for pieces made before takes. */
  draftId: string | null;
  voiceId: string;
  voiceName: string | null;
  config: ScriptConfig | null;
  dictionaryIds: string[];
  parts: PiecePart[];
  /** The joined WAV's media path once every part is generated, else null. */
  audioUrl: string | null;
  createdAt: string;
}

export interface DictionaryOption {
  id: string;
  name: string;
  wordsCount: number | null;
}

export interface DictionaryList {
  dictionaries: DictionaryOption[];
  /** True when the service could not be reached and these come from the local cache. */
  stale: boolean;
  refreshedAt: string | null;
}

/** Machine keys of the editor's own validation errors (StudioError.messageKey), for localised text. */
export type ScriptValidationKey =
  | 'VoiceMissing'
  | 'ScriptEmpty'
  | 'ScriptTooLong'
  | 'ScriptNotArabicOrEnglish'
  | 'DictionaryCount'
  | 'ConfigOutOfRange'
  | 'PausesTooLongInPart'
  | 'PausesTooLongInRender'
  | 'LexiconChanged';
