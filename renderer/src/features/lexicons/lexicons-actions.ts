import type { Result } from '../../../../shared/contract';
import type { EntryInput } from '../../../../shared/contract/ops/lexicons';
import type { Lexicon, LexiconEntry } from '../../../../shared/lexicon';
import type { LexiconFileFormat } from '../../../../shared/model/lexicons';
import { sliceOf, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import { ENTRY_PAGE, type EntrySort, type LexiconsNotice, type UndoAction } from './lexicons-slice';

const set = sliceSetter('lexicons');
const get = sliceOf('lexicons');
const MAX_UNDO = 50;

/** The profile's lexicons; keeps the chosen one if it is still there, else chooses the first. */
export async function loadLexicons(): Promise<void> {
  if (get().status === 'idle') set({ status: 'loading' });
  const listed = await activeStudio().lexicons.list({});
  if (!listed.ok) return set({ status: 'failed', loadError: listed.error });
  const { lexicons, unreadable } = listed.value;
  const keep = lexicons.some((l) => l.id === get().selectedId) ? get().selectedId : (lexicons[0]?.id ?? null);
  set({ status: 'ready', loadError: null, lexicons, unreadable });
  await selectLexicon(keep, false);
}

export async function selectLexicon(id: string | null, resetView = true): Promise<void> {
  if (resetView) set({ search: '', shown: ENTRY_PAGE, notice: null, actionError: null });
  if (id === null) return set({ selectedId: null, selected: null });
  set({ selectedId: id });
  const got = await activeStudio().lexicons.get({ id });
  if (get().selectedId !== id) return;
  if (got.ok) set({ selected: got.value });
  else set({ selected: null, actionError: got.error });
}

/** The dialects an entry may be limited to; offline, the catalogue's copy answers. */
export async function loadDialects(): Promise<void> {
  const dialects = await activeStudio().dialects.list({});
  if (dialects.ok) set({ dialects: dialects.value });
}

/** Follows changes made anywhere (the editor's "Add to lexicon", another window) and profile switches. */
export function watchLexicons(): () => void {
  const offChanged = activeStudio().events.on('lexicons.changed', () => void loadLexicons());
  const offAccount = activeStudio().events.on('account.changed', () => {
    set({ selectedId: null, selected: null, undo: [] });
    void loadLexicons();
  });
  return () => {
    offChanged();
    offAccount();
  };
}

const notify = (notice: LexiconsNotice | null) => set({ notice, actionError: null });

/** Runs a change; a refusal is shown (nothing else changes), a success may say what it did. */
async function act<T>(work: () => Promise<Result<T>>, done?: (value: T) => LexiconsNotice | null): Promise<Result<T>> {
  const result = await work();
  if (!result.ok) set({ actionError: result.error, notice: null });
  else notify(done ? done(result.value) : null);
  return result;
}

export async function createLexicon(name: string): Promise<void> {
  const created = await act(() => activeStudio().lexicons.create({ name }));
  if (!created.ok) return;
  await loadLexicons();
  await selectLexicon(created.value.id);
}

export const renameLexicon = (id: string, name: string) => act(() => activeStudio().lexicons.rename({ id, name }));
export const setLexiconEnabled = (id: string, enabled: boolean) => act(() => activeStudio().lexicons.setEnabled({ id, enabled }));

export async function deleteLexicon(id: string): Promise<void> {
  const left = await act(() => activeStudio().lexicons.delete({ id }));
  if (left.ok) set({ undo: get().undo.filter((step) => step.lexiconId !== id), selectedId: null, selected: null });
}

const inputOf = ({ id, written, spoken, note, enabled, dialects, caseSensitive }: LexiconEntry): EntryInput => ({
  id,
  written,
  spoken,
  note,
  enabled,
  dialects,
  caseSensitive,
});

/**
 * Adds or changes entries of the chosen lexicon and remembers how to undo it: the entries it
 * replaced, as they were, and the ids it added.
 */
export async function saveEntries(inputs: EntryInput[], action: UndoAction, done?: LexiconsNotice): Promise<Result<Lexicon>> {
  const lexicon = get().selected;
  if (!lexicon) return { ok: false, error: { code: 'NOT_FOUND', message: 'No lexicon is chosen.' } };
  const before = lexicon.entries.filter((e) => inputs.some((input) => input.id === e.id));
  const known = new Set(lexicon.entries.map((e) => e.id));
  const saved = await act(
    () => activeStudio().lexicons.upsertEntries({ lexiconId: lexicon.id, entries: inputs }),
    () => done ?? null,
  );
  if (saved.ok) {
    const addedIds = saved.value.entries.filter((e) => !known.has(e.id)).map((e) => e.id);
    remember({ lexiconId: lexicon.id, action, before, addedIds });
    set({ selected: saved.value });
  }
  return saved;
}

export async function deleteEntries(ids: string[]): Promise<void> {
  const lexicon = get().selected;
  if (!lexicon) return;
  const before = lexicon.entries.filter((e) => ids.includes(e.id));
  const saved = await act(
    () => activeStudio().lexicons.deleteEntries({ lexiconId: lexicon.id, entryIds: ids }),
    () => ({ key: 'entry.deleted', values: { n: ids.length } }),
  );
  if (saved.ok) {
    remember({ lexiconId: lexicon.id, action: 'delete', before, addedIds: [] });
    set({ selected: saved.value });
  }
}

export const toggleEntry = (entry: LexiconEntry) => saveEntries([{ ...inputOf(entry), enabled: !entry.enabled }], 'toggle');

function remember(step: { lexiconId: string; action: UndoAction; before: LexiconEntry[]; addedIds: string[] }): void {
  set({ undo: [...get().undo, step].slice(-MAX_UNDO) });
}

/** Takes the last change to the chosen lexicon back: removes what it added, puts back what it replaced or deleted. */
export async function undoLast(): Promise<void> {
  const lexicon = get().selected;
  const step = [...get().undo].reverse().find((s) => s.lexiconId === lexicon?.id);
  if (!lexicon || !step) return;
  const studio = activeStudio();
  let latest: Lexicon | null = null;
  if (step.addedIds.length > 0) {
    const removed = await act(() => studio.lexicons.deleteEntries({ lexiconId: lexicon.id, entryIds: step.addedIds }));
    if (!removed.ok) return;
    latest = removed.value;
  }
  if (step.before.length > 0) {
    const restored = await act(() => studio.lexicons.upsertEntries({ lexiconId: lexicon.id, entries: step.before.map(inputOf) }));
    if (!restored.ok) return;
    latest = restored.value;
  }
  set({ undo: get().undo.filter((s) => s !== step), selected: latest ?? lexicon, notice: { key: 'undo.done' } });
}

export const setEntrySearch = (search: string) => set({ search, shown: ENTRY_PAGE });
export const setEntrySort = (sort: EntrySort) => set({ sort });
export const showMoreEntries = () => set({ shown: get().shown + ENTRY_PAGE });
export const setLexiconsNotice = (notice: LexiconsNotice | null) => notify(notice);

/** Saves a file the core wrote (PLS or CSV) through the browser's download, in both transports. */
export async function exportLexicon(id: string, format: LexiconFileFormat): Promise<void> {
  const file = await act(() => activeStudio().lexicons.export({ id, format }));
  if (!file.ok) return;
  const url = URL.createObjectURL(new Blob([file.value.text], { type: `${file.value.mimeType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.value.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
