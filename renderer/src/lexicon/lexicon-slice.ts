import type { StudioError } from '../../../shared/contract';
import type { LexiconMatcher, LexiconsInEffect } from '../../../shared/lexicon';

/** The lexicons in effect for the open script, compiled once for every reading of it. */
export interface LexiconInEffect extends LexiconsInEffect {
  matcher: LexiconMatcher;
}

/**
 * What every editor shares about lexicons (mounted as `lexicon` in the bound store): the entries
 * its preview and generation apply, and the "Add to lexicon" dialog. The Lexicons screen's own
 * state is its feature's slice (`lexicons`).
 */
export interface LexiconSlice {
  inEffect: LexiconInEffect | null;
  inEffectError: StudioError | null;
  /** The "Add to lexicon" dialog, open on a selected word (and the voice's dialect), or null. */
  adding: { written: string; dialect: { code: string; name: string } | null; projectId: string | null } | null;
  /** What the dialog last added, for a status line beside the editor. */
  added: { written: string; lexiconName: string } | null;
}

export const initialLexiconSlice = (): LexiconSlice => ({ inEffect: null, inEffectError: null, adding: null, added: null });
