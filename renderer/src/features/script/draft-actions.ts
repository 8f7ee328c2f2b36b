import type { Draft, DraftList } from '../../../../shared/model/script';
import { defaultReadAsSettings } from '../../../../shared/read-as';
import { i18n } from '../../i18n';
import { activeStudio } from '../../transport';
import type { OpenDraft, ScriptSlice } from './script-slice';
import { getScript, patchDraft, setScript } from './script-state';

/**
 * Drafts are saved continuously: every change schedules a save ~300 ms later, and blur, leaving
 * the section and `pagehide` flush at once. Saves run one at a time; a change made while one is
 * in flight is saved right after, so the main process always ends with the latest text.
 * A save the main process refuses (disk full, no permission) is not retried at once, which would
 * spin against the same refusal: the next change saves again, and without one a retry follows
 * after a backoff. Until a save succeeds the text stays in the editor and the draft stays open.
 */

export const SAVE_DELAY_MS = 300;
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 30_000;
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<boolean> | null = null;
let dirty = false;
let retryDelayMs = 0;

function cancelTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Exactly the fields the editor keeps and drafts.save takes (its schema refuses any other). */
const toOpen = (draft: OpenDraft | Draft): OpenDraft => ({
  id: draft.id,
  name: draft.name,
  text: draft.text,
  voiceId: draft.voiceId,
  config: draft.config,
  dictionaryIds: draft.dictionaryIds,
  readAs: draft.readAs ?? defaultReadAsSettings(),
});

/** Opens the last open draft (or the newest, or a new one) the first time the editor shows. */
export async function loadDrafts(): Promise<void> {
  if (getScript().status === 'loading' || getScript().status === 'ready') return;
  setScript({ status: 'loading', loadError: null });
  const listed = await activeStudio().drafts.list({});
  if (!listed.ok) return setScript({ status: 'failed', loadError: listed.error });
  const { drafts, lastOpenId } = listed.value;
  noteUnreadable(listed.value);
  const openId = lastOpenId ?? drafts[0]?.id;
  const opened = openId
    ? await activeStudio().drafts.get({ id: openId })
    : await activeStudio().drafts.create({ name: i18n.t('script.drafts.untitled') });
  if (!opened.ok) return setScript({ status: 'failed', loadError: opened.error });
  setScript({ status: 'ready', drafts: openId ? drafts : await listOrEmpty(), draft: toOpen(opened.value), saveState: 'saved' });
}

async function listOrEmpty() {
  const listed = await activeStudio().drafts.list({});
  if (!listed.ok) return [];
  noteUnreadable(listed.value);
  return listed.value.drafts;
}

/** Keeps what a listing could not read on show; each file is reported by one listing only. */
function noteUnreadable(list: DraftList): void {
  if (list.unreadable.length > 0) setScript({ unreadableDrafts: [...getScript().unreadableDrafts, ...list.unreadable] });
}

export const dismissUnreadableDrafts = () => setScript({ unreadableDrafts: [] });

/** What a generation was made from: changing any of it makes the last error or result untrue. */
const generationInputs = ['text', 'voiceId', 'config', 'dictionaryIds'] as const;

/** Any change to the open draft goes through here, so it is saved. */
export function changeDraft(patch: Partial<OpenDraft>): void {
  const before = getScript().draft;
  if (!patchDraft(patch)) return;
  // "The script is empty", "Choose a voice first" and the last clip speak of the draft as it was.
  const { generationError, lastClip } = getScript();
  if ((generationError || lastClip) && generationInputs.some((field) => field in patch && patch[field] !== before?.[field])) {
    setScript({ generationError: null, lastClip: null });
  }
  dirty = true;
  setScript({ saveState: 'unsaved' });
  cancelTimer();
  timer = setTimeout(() => void flushDraft(), SAVE_DELAY_MS);
}

/**
 * Saves now if anything changed. True once the latest text is stored; false when the save was
 * refused, whose error is then shown by the draft bar and whose retry is already scheduled.
 */
export async function flushDraft(): Promise<boolean> {
  cancelTimer();
  while (inFlight) await inFlight;
  if (!dirty) return true;
  const draft = getScript().draft;
  if (!draft) return true;
  dirty = false;
  setScript({ saveState: 'saving' });
  inFlight = store(draft);
  const stored = await inFlight;
  inFlight = null;
  if (!stored) {
    scheduleRetry();
    return false;
  }
  retryDelayMs = 0;
  return dirty ? flushDraft() : true;
}

async function store(draft: OpenDraft): Promise<boolean> {
  const saved = await activeStudio().drafts.save(toOpen(draft));
  if (!saved.ok) {
    dirty = true;
    setScript({ saveState: 'failed', saveError: saved.error });
    return false;
  }
  const others = getScript().drafts.filter((d) => d.id !== saved.value.id);
  setScript({ drafts: [saved.value, ...others], saveState: dirty ? 'unsaved' : 'saved', saveError: null });
  return true;
}

function scheduleRetry(): void {
  retryDelayMs = retryDelayMs === 0 ? RETRY_FIRST_MS : Math.min(RETRY_MAX_MS, retryDelayMs * 2);
  cancelTimer();
  timer = setTimeout(() => void flushDraft(), retryDelayMs);
}

/** What the editor showed of the draft before: none of it belongs to another draft (its takes are loaded afresh). */
const otherDraftView = {
  draftActionError: null,
  parts: null,
  piece: null,
  lastClip: null,
  generationError: null,
  readAsChoosing: null,
  readAsApplied: false,
  takes: [],
  draftPiece: null,
  takesFocus: null,
  takesError: null,
} satisfies Partial<ScriptSlice>;

export async function openDraft(id: string): Promise<void> {
  // Switching away from text that could not be stored would lose it; the bar says why we stay.
  if (!(await flushDraft())) return;
  const opened = await activeStudio().drafts.get({ id });
  if (opened.ok) setScript({ draft: toOpen(opened.value), ...otherDraftView });
  else setScript({ draftActionError: { action: 'open', error: opened.error } });
}

export async function createDraft(): Promise<void> {
  if (!(await flushDraft())) return;
  const name = i18n.t('script.drafts.newName', { n: getScript().drafts.length + 1 });
  const created = await activeStudio().drafts.create({ name });
  if (!created.ok) return setScript({ draftActionError: { action: 'create', error: created.error } });
  setScript({ draft: toOpen(created.value), drafts: await listOrEmpty(), ...otherDraftView });
}

export async function renameDraft(name: string): Promise<void> {
  const draft = getScript().draft;
  if (!draft || name.trim() === '') return;
  if (!(await flushDraft())) return;
  const renamed = await activeStudio().drafts.rename({ id: draft.id, name: name.trim() });
  if (!renamed.ok) return setScript({ draftActionError: { action: 'rename', error: renamed.error } });
  patchDraft({ name: renamed.value.name });
  setScript({ draftActionError: null, drafts: getScript().drafts.map((d) => (d.id === draft.id ? renamed.value : d)) });
}

export async function deleteDraft(): Promise<void> {
  const draft = getScript().draft;
  if (!draft) return;
  cancelTimer();
  dirty = false;
  const left = await activeStudio().drafts.delete({ id: draft.id });
  if (!left.ok) return setScript({ draftActionError: { action: 'delete', error: left.error } });
  noteUnreadable(left.value);
  const next = left.value.drafts[0];
  if (next) {
    setScript({ drafts: left.value.drafts });
    await openDraft(next.id);
  } else {
    setScript({ drafts: [] });
    await createDraft();
  }
}

/** Tests: forget pending saves. */
export function resetDraftSaving(): void {
  cancelTimer();
  inFlight = null;
  dirty = false;
  retryDelayMs = 0;
}
