import type { DialectSummary, VoiceCard } from '../../../../shared/model/voices';
import { takeVoiceForScript } from '../../store';
import { activeStudio } from '../../transport';
import { changeDraft, createDraft } from './draft-actions';
import { getScript, setScript } from './script-state';

/**
 * The voice picker: dialect first, then a voice of it. It opens on the dialect of the draft's
 * voice, or of a voice handed over by "Use this voice"; a dialect chosen afresh starts at the
 * user's default voice for it (else the service's default, else its first voice). A draft without
 * a voice (a new one) takes the dialect's default: the user's, else the service's.
 */

/**
 * Counts the user's dialect choices. A reload that started before the latest choice must not put
 * its own idea of the dialect over it (the user picks a dialect while the picker is still loading).
 */
let userChoices = 0;
const choseSince = (mark: number) => userChoices !== mark;

/** Adopts a voice handed over from the voices screen, once, then loads the picker. */
export async function loadVoicePicker(): Promise<void> {
  const handed = takeVoiceForScript();
  if (handed) changeDraft({ voiceId: handed });
  await reloadVoicePicker();
}

/** Reads dialects and the current dialect's voices again (also after `voices.changed`). */
export async function reloadVoicePicker(): Promise<void> {
  const mark = userChoices;
  setScript({ voicesLoading: true, voicesError: null });
  const dialects = await activeStudio().dialects.list({});
  if (!dialects.ok) return setScript({ voicesLoading: false, voicesError: dialects.error });
  setScript({ dialects: dialects.value });
  if (choseSince(mark)) return; // the user's choice loads its own voices
  const voiceId = getScript().draft?.voiceId ?? null;
  if (!voiceId) return adoptDefaultVoice(mark);
  let dialectCode = getScript().dialectCode;
  if (!getScript().voices.some((v) => v.id === voiceId)) {
    const voice = await activeStudio().voices.get({ voiceId });
    if (choseSince(mark)) return;
    if (voice.ok && voice.value.dialectCode) dialectCode = voice.value.dialectCode;
  }
  dialectCode ??= preferredDialect(dialects.value)?.code ?? null;
  if (dialectCode) await showDialect(dialectCode, false);
  else setScript({ voicesLoading: false });
}

/**
 * Gives a draft without a voice the default one: the user's default for the dialect shown, else
 * the service's default voice (and its dialect), else the shown dialect's first voice.
 */
async function adoptDefaultVoice(mark: number): Promise<void> {
  const { dialectCode, dialects } = getScript();
  const shown = dialects.find((d) => d.code === dialectCode) ?? (dialectCode === null ? preferredDialect(dialects) : undefined);
  if (!shown?.defaultVoiceId) {
    const service = await activeStudio().voices.getServiceDefault({});
    if (choseSince(mark)) return;
    if (service.ok && service.value?.dialectCode) {
      changeDraft({ voiceId: service.value.id });
      return showDialect(service.value.dialectCode, false);
    }
  }
  if (shown) await showDialect(shown.code, false);
  else setScript({ voicesLoading: false });
}

/** A new draft, ready to generate: it starts with the default voice. */
export async function startNewDraft(): Promise<void> {
  const mark = userChoices;
  await createDraft();
  if (!choseSince(mark) && getScript().draft?.voiceId === null) await adoptDefaultVoice(mark);
}

function preferredDialect(dialects: DialectSummary[]): DialectSummary | undefined {
  return dialects.find((d) => d.code === 'msa' && d.voiceCount > 0) ?? dialects.find((d) => d.voiceCount > 0) ?? dialects[0];
}

/** Shows a dialect's voices; `chosenByUser` moves the voice to the dialect's default. */
export async function showDialect(dialectCode: string, chosenByUser = true): Promise<void> {
  if (chosenByUser) userChoices += 1;
  // Another dialect's voices must not stand in for this one's while they load.
  const switching = getScript().dialectCode !== dialectCode;
  setScript({ dialectCode, voicesLoading: true, voicesError: null, ...(switching ? { voices: [] } : {}) });
  const listed = await activeStudio().voices.list({ dialectCode });
  if (getScript().dialectCode !== dialectCode) return; // another dialect was chosen meanwhile
  if (!listed.ok) return setScript({ voicesLoading: false, voicesError: listed.error });
  const voices = listed.value.voices;
  setScript({ voices, voicesLoading: false });
  const current = getScript().draft?.voiceId ?? null;
  if (!chosenByUser && current && voices.some((v) => v.id === current)) return;
  if (!chosenByUser && current && voices.length === 0) return;
  const dialect = getScript().dialects.find((d) => d.code === dialectCode);
  const next = voices.find((v) => v.id === dialect?.defaultVoiceId) ?? voices.find((v) => v.isServiceDefault) ?? voices[0];
  if (next && next.id !== current) changeDraft({ voiceId: next.id });
}

export function chooseVoice(voiceId: string): void {
  changeDraft({ voiceId });
}

export function selectedVoice(): VoiceCard | null {
  const { draft, voices } = getScript();
  return voices.find((v) => v.id === draft?.voiceId) ?? null;
}
