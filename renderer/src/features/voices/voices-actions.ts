import { fail, isUnreachable, type Result, type StudioError } from '../../../../shared/contract';
import type { VoiceCard } from '../../../../shared/model/voices';
import { sliceOf, sliceSetter } from '../../store';
import { activeStudio } from '../../transport';
import { initialVoiceFilters, type RefusedAction, type VoiceFilters, type VoicesNotice } from './voices-slice';

const get = sliceOf('voices');
const set = sliceSetter('voices');

/** A transport that throws (a bug, or a test without this handler) must not leave the screen half-done. */
async function guard<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch (error) {
    return fail('INTERNAL', String(error));
  }
}

const notify = (notice: VoicesNotice | null) => set({ notice });
export const dismissNotice = () => notify(null);

/** After a 403 the action is not offered again for that voice, this session. */
function markRefused(voiceId: string, action: RefusedAction): void {
  set((v) => ({ refused: { ...v.refused, [voiceId]: [...(v.refused[voiceId] ?? []).filter((a) => a !== action), action] } }));
}

function markBusy(voiceId: string, busy: boolean): void {
  set((v) => {
    const next = { ...v.busy };
    if (busy) next[voiceId] = true;
    else delete next[voiceId];
    return { busy: next };
  });
}

/** Reads dialects and voices from the cache (answers at once, offline too). */
export async function reloadVoices(): Promise<void> {
  const studio = activeStudio();
  const [dialects, voices] = await Promise.all([guard(() => studio.dialects.list({})), guard(() => studio.voices.list({}))]);
  if (!voices.ok || !dialects.ok) {
    const error = !voices.ok ? voices.error : !dialects.ok ? dialects.error : null;
    if (error) set({ status: get().voices.length > 0 ? 'ready' : 'error', loadError: error });
    return;
  }
  set({ status: 'ready', voices: voices.value.voices, dialects: dialects.value, refreshedAt: voices.value.refreshedAt, loadError: null });
}

/** First show of the screen: the cache now, then a refresh from the service behind it. */
export async function openVoices(): Promise<void> {
  if (get().status === 'idle') set({ status: 'loading' });
  await reloadVoices();
  await refreshVoices();
}

/** Asks the service for the catalogue; a change arrives as voices.changed and reloads the list. */
export async function refreshVoices(): Promise<void> {
  if (get().refreshing) return;
  set({ refreshing: true });
  const result = await guard(() => activeStudio().voices.refresh({}));
  set({ refreshing: false });
  if (result.ok) {
    set({ offline: false, refreshedAt: result.value.refreshedAt });
    const { dropped } = result.value;
    if (dropped) notify({ tone: 'info', key: 'voices.unreadable', values: { count: dropped } });
    if (result.value.changed || get().voices.length === 0) await reloadVoices();
    return;
  }
  markRefreshFailed(result.error);
}

export function markRefreshFailed(error: StudioError): void {
  if (isUnreachable(error)) set({ offline: true });
  else notify({ tone: 'error', key: 'voices.errors.refreshFailed', error });
}

/** Keeps the screen current while it shows; returns the unsubscribe. */
export function watchVoices(): () => void {
  const studio = activeStudio();
  const stopChanged = studio.events.on('voices.changed', () => void reloadVoices());
  const stopFailed = studio.events.on('voices.refreshFailed', ({ error }) => markRefreshFailed(error));
  return () => {
    stopChanged();
    stopFailed();
  };
}

export function setVoiceFilters(patch: Partial<VoiceFilters>): void {
  set((v) => ({ filters: { ...v.filters, ...patch } }));
}

export function clearVoiceFilters(): void {
  set({ filters: initialVoiceFilters() });
}

function patchVoice(voiceId: string, patch: Partial<VoiceCard>): void {
  set((v) => ({ voices: v.voices.map((voice) => (voice.id === voiceId ? { ...voice, ...patch } : voice)) }));
}

/** Flips the switch at once; puts it back with a message if the service refuses. */
export async function setFavourite(voice: VoiceCard, isFavourite: boolean): Promise<void> {
  patchVoice(voice.id, { isFavourite });
  markBusy(voice.id, true);
  const result = await guard(() => activeStudio().voices.setFavourite({ voiceId: voice.id, isFavourite }));
  markBusy(voice.id, false);
  if (result.ok) return;
  patchVoice(voice.id, { isFavourite: !isFavourite });
  if (result.error.code === 'FORBIDDEN') markRefused(voice.id, 'favourite');
  notify({ tone: 'error', key: 'voices.errors.favouriteFailed', error: result.error });
}

/** Deletes on the service; the card stays (with the reason shown) if that is refused. */
export async function deleteVoice(voice: VoiceCard): Promise<boolean> {
  markBusy(voice.id, true);
  const result = await guard(() => activeStudio().voices.delete({ voiceId: voice.id }));
  markBusy(voice.id, false);
  if (!result.ok) {
    if (result.error.code === 'FORBIDDEN') {
      markRefused(voice.id, 'delete');
      notify({ tone: 'error', key: 'voices.errors.deleteForbidden' });
    } else notify({ tone: 'error', key: 'voices.errors.deleteFailed', error: result.error });
    return false;
  }
  set((v) => ({
    voices: v.voices.filter((other) => other.id !== voice.id),
    dialects: v.dialects.map((d) => ({
      ...d,
      voiceCount: d.code === voice.dialectCode ? Math.max(0, d.voiceCount - 1) : d.voiceCount,
      defaultVoiceId: d.defaultVoiceId === voice.id ? null : d.defaultVoiceId,
    })),
  }));
  notify({ tone: 'info', key: 'voices.deleted', values: { name: voice.name } });
  return true;
}

/** Makes (or, with null, stops) a voice the local default of its dialect. */
export async function setDialectDefault(dialectCode: string, voiceId: string | null): Promise<void> {
  const result = await guard(() => activeStudio().voices.setDialectDefault({ dialectCode, voiceId }));
  if (!result.ok) {
    notify({ tone: 'error', key: 'voices.errors.defaultFailed', error: result.error });
    return;
  }
  const updated = result.value;
  set((v) => ({ dialects: v.dialects.map((d) => (d.code === dialectCode ? { ...d, defaultVoiceId: updated.defaultVoiceId } : d)) }));
}
