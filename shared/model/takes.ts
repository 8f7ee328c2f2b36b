import type { TakeOrigin } from './history';
import type { ScriptPiece } from './script';

/**
 * Takes: each generation of one part of a draft (part 0 of a short script is the whole script) is
 * a take, kept in the library. Per draft and part one take is chosen; the joined render of a long
 * script uses the chosen takes.
 */

export interface Take extends TakeOrigin {
  historyId: string;
  /** The part's text the take was generated from (pause markers included, before read-as). */
  text: string;
  /** The voice it was generated in (null for a take whose voice the cache could not tell). */
  voiceId: string | null;
  createdAt: string;
  /** Whether this is the part's chosen take. */
  chosen: boolean;
  audioUrl: string;
  /** From the history cache; null while the entry is not (yet) cached. */
  durationMs: number | null;
  voiceName: string | null;
}

export interface DraftTakes {
  draftId: string;
  /** Every take of the draft, by part, oldest first within a part. */
  takes: Take[];
  /** The draft's long script as last generated (its newest piece), with the chosen takes as parts; null for none. */
  piece: ScriptPiece | null;
}
