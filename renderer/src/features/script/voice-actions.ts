import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import { takeVoiceForScript } from '../../store';
import { activeStudio } from '../../transport';
import { changeDraft } from './draft-actions';
import { getScript, setScript } from './script-state';

/**
 * The voice picker: dialect first, then a voice of it. It opens on the dialect of the draft's
 * voice, or of a voice handed over by "Use this voice"; a dialect chosen afresh starts at the
 * user's default voice for it (else its first voice).
 */

/** Adopts a voice handed over from the voices screen, once, then loads the picker. */
export async function loadVoicePicker(): Promise<void> {
  const handed = takeVoiceForScript();
  if (handed) changeDraft({ voiceId: handed });
  await reloadVoicePicker();
}

/** Reads dialects and the current dialect's voices again (also after `voices.changed`). */
export async function reloadVoicePicker(): Promise<void> {
  setScript({ voicesLoading: true, voicesError: null });
  const dialects = await activeStudio().dialects.list({});
  if (!dialects.ok) return setScript({ voicesLoading: false, voicesError: dialects.error });
  setScript({ dialects: dialects.value });
  const voiceId = getScript().draft?.voiceId ?? null;
  let dialectCode = getScript().dialectCode;
  if (voiceId && !getScript().voices.some((v) => v.id === voiceId)) {
    const voice = await activeStudio().voices.get({ voiceId });
    if (voice.ok && voice.value.dialectCode) dialectCode = voice.value.dialectCode;
  }
  dialectCode ??= preferredDialect(dialects.value)?.code ?? null;
  if (dialectCode) await showDialect(dialectCode, false);
  else setScript({ voicesLoading: false });
}

function preferredDialect(dialects: DialectSummary[]): DialectSummary | undefined {
  return dialects.find((d) => d.code === 'msa' && d.voiceCount > 0) ?? dialects.find((d) => d.voiceCount > 0) ?? dialects[0];
}

/** Shows a dialect's voices; `chosenByUser` moves the voice to the dialect's default. */
export async function showDialect(dialectCode: string, chosenByUser = true): Promise<void> {
  setScript({ dialectCode, voicesLoading: true, voicesError: null });
  const listed = await activeStudio().voices.list({ dialectCode });
  if (getScript().dialectCode !== dialectCode) return; // another dialect was chosen meanwhile
  if (!listed.ok) return setScript({ voicesLoading: false, voicesError: listed.error });
  const voices = listed.value.voices;
  setScript({ voices, voicesLoading: false });
  const current = getScript().draft?.voiceId ?? null;
  if (!chosenByUser && current && voices.some((v) => v.id === current)) return;
  if (!chosenByUser && current && voices.length === 0) return;
  const dialect = getScript().dialects.find((d) => d.code === dialectCode);
  const next = voices.find((v) => v.id === dialect?.defaultVoiceId) ?? voices[0];
  if (next && next.id !== current) changeDraft({ voiceId: next.id });
}

export function chooseVoice(voiceId: string): void {
  changeDraft({ voiceId });
}

export function selectedVoice(): VoiceCard | null {
  const { draft, voices } = getScript();
  return voices.find((v) => v.id === draft?.voiceId) ?? null;
}
