import type { Draft } from '../../../../shared/model/script';
import { i18n } from '../../i18n';
import { activeStudio } from '../../transport';
import type { OpenDraft } from './script-slice';
import { getScript, patchDraft, setScript } from './script-state';

/**
 * Drafts are saved continuously: every change schedules a save ~300 ms later, and blur, leaving
 * the section and `pagehide` flush at once. Saves run one at a time; a change made while one is
 * in flight is saved right after, so the main process always ends with the latest text.
 */

export const SAVE_DELAY_MS = 300;
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
let dirty = false;

const toOpen = (draft: Draft): OpenDraft => ({
  id: draft.id,
  name: draft.name,
  text: draft.text,
  voiceId: draft.voiceId,
  config: draft.config,
  dictionaryIds: draft.dictionaryIds,
});

/** Opens the last open draft (or the newest, or a new one) the first time the editor shows. */
export async function loadDrafts(): Promise<void> {
  if (getScript().status === 'loading' || getScript().status === 'ready') return;
  setScript({ status: 'loading', loadError: null });
  const listed = await activeStudio().drafts.list({});
  if (!listed.ok) return setScript({ status: 'failed', loadError: listed.error });
  const { drafts, lastOpenId } = listed.value;
  const openId = lastOpenId ?? drafts[0]?.id;
  const opened = openId
    ? await activeStudio().drafts.get({ id: openId })
    : await activeStudio().drafts.create({ name: i18n.t('script.drafts.untitled') });
  if (!opened.ok) return setScript({ status: 'failed', loadError: opened.error });
  setScript({ status: 'ready', drafts: openId ? drafts : await listOrEmpty(), draft: toOpen(opened.value), saveState: 'saved' });
}

async function listOrEmpty() {
  const listed = await activeStudio().drafts.list({});
  return listed.ok ? listed.value.drafts : [];
}

/** Any change to the open draft goes through here, so it is saved. */
export function changeDraft(patch: Partial<OpenDraft>): void {
  if (!patchDraft(patch)) return;
  dirty = true;
  setScript({ saveState: 'unsaved' });
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => void flushDraft(), SAVE_DELAY_MS);
}

/** Saves now if anything changed; resolves once the latest text is stored. */
export async function flushDraft(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (inFlight) await inFlight;
  if (!dirty) return;
  const draft = getScript().draft;
  if (!draft) return;
  dirty = false;
  setScript({ saveState: 'saving' });
  inFlight = (async () => {
    const saved = await activeStudio().drafts.save({
      id: draft.id,
      name: draft.name,
      text: draft.text,
      voiceId: draft.voiceId,
      config: draft.config,
      dictionaryIds: draft.dictionaryIds,
    });
    if (!saved.ok) {
      dirty = true;
      setScript({ saveState: 'failed', saveError: saved.error });
      return;
    }
    const { drafts } = getScript();
    const others = drafts.filter((d) => d.id !== saved.value.id);
    setScript({ drafts: [saved.value, ...others], saveState: dirty ? 'unsaved' : 'saved', saveError: null });
  })();
  await inFlight;
  inFlight = null;
  if (dirty) await flushDraft();
}

export async function openDraft(id: string): Promise<void> {
  await flushDraft();
  const opened = await activeStudio().drafts.get({ id });
  if (opened.ok) setScript({ draft: toOpen(opened.value), parts: null, piece: null, lastClip: null, generationError: null });
  else setScript({ saveError: opened.error });
}

export async function createDraft(): Promise<void> {
  await flushDraft();
  const name = i18n.t('script.drafts.newName', { n: getScript().drafts.length + 1 });
  const created = await activeStudio().drafts.create({ name });
  if (!created.ok) return setScript({ saveError: created.error });
  setScript({ draft: toOpen(created.value), drafts: await listOrEmpty(), parts: null, piece: null, lastClip: null, generationError: null });
}

export async function renameDraft(name: string): Promise<void> {
  const draft = getScript().draft;
  if (!draft || name.trim() === '') return;
  await flushDraft();
  const renamed = await activeStudio().drafts.rename({ id: draft.id, name: name.trim() });
  if (!renamed.ok) return setScript({ saveError: renamed.error });
  patchDraft({ name: renamed.value.name });
  setScript({ drafts: getScript().drafts.map((d) => (d.id === draft.id ? renamed.value : d)) });
}

export async function deleteDraft(): Promise<void> {
  const draft = getScript().draft;
  if (!draft) return;
  if (timer !== null) clearTimeout(timer);
  dirty = false;
  const left = await activeStudio().drafts.delete({ id: draft.id });
  if (!left.ok) return setScript({ saveError: left.error });
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
  if (timer !== null) clearTimeout(timer);
  timer = null;
  inFlight = null;
  dirty = false;
}
