import type { StudioError } from '../../../../shared/contract';
import type { Lexicon, LexiconEntry, LexiconSummary } from '../../../../shared/lexicon';
import type { UnreadableLexiconFile } from '../../../../shared/model/lexicons';
import type { DialectSummary } from '../../../../shared/model/voices';

export type EntrySort = 'written' | 'spoken' | 'newest' | 'oldest';
export type UndoAction = 'add' | 'edit' | 'delete' | 'paste' | 'toggle';

/** How to take one change back: the entries as they were before it, and the ones it added. */
export interface UndoStep {
  lexiconId: string;
  action: UndoAction;
  before: LexiconEntry[];
  addedIds: string[];
}

/** A line for the screen's status region: a string key of `lexicons.*` with its values. */
export interface LexiconsNotice {
  key: string;
  values?: Record<string, string | number>;
}

/** The Lexicons screen's state (mounted as `lexicons`); actions live in lexicons-actions.ts. */
export interface LexiconsSlice {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: StudioError | null;
  lexicons: LexiconSummary[];
  unreadable: UnreadableLexiconFile[];
  selectedId: string | null;
  selected: Lexicon | null;
  search: string;
  sort: EntrySort;
  /** How many of the matching entries are shown (the list grows by pages). */
  shown: number;
  undo: UndoStep[];
  notice: LexiconsNotice | null;
  actionError: StudioError | null;
  /** The dialects an entry may be limited to (from the voice catalogue). */
  dialects: DialectSummary[];
}

export const ENTRY_PAGE = 200;

export const initialLexiconsSlice = (): LexiconsSlice => ({
  status: 'idle',
  loadError: null,
  lexicons: [],
  unreadable: [],
  selectedId: null,
  selected: null,
  search: '',
  sort: 'written',
  shown: ENTRY_PAGE,
  undo: [],
  notice: null,
  actionError: null,
  dialects: [],
});
