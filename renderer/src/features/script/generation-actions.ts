import { isUnreachable, type Result } from '../../../../shared/contract';
import { checkGeneration, type GenerationInput } from '../../../../shared/model/generation-rules';
import { checkPauseCaps } from '../../../../shared/model/pause-caps';
import type { GenerationProgress, ScriptPiece } from '../../../../shared/model/script';
import type { ReadAsOptions } from '../../../../shared/read-as';
import { player } from '../../audio';
import { loadLexiconsInEffect, requestReadAs } from '../../lexicon';
import { activeStudio } from '../../transport';
import { flushDraft } from './draft-actions';
import { readAsOptionsOf } from './read-as-actions';
import { loadTakes } from './takes-actions';
import { getScript, setScript } from './script-state';
import { selectedVoice } from './voice-actions';

/**
 * Generating from the editor. Each run has a request id made here, so progress events and
 * tts.cancel find it; the result plays at once. The service is never asked twice for one click:
 * a run in progress ignores further Generate presses (Ctrl+Enter included).
 */

function settingsOfDraft() {
  const { draft, dictionaries } = getScript();
  if (!draft) return null;
  const voice = selectedVoice();
  // Dictionaries that vanished from the project would make the service refuse the whole request.
  const known = dictionaries.length > 0 ? draft.dictionaryIds.filter((id) => dictionaries.some((d) => d.id === id)) : draft.dictionaryIds;
  return {
    voiceId: draft.voiceId ?? '',
    ...(voice ? { voiceName: voice.name } : {}),
    config: draft.config,
    ...(known.length > 0 ? { dictionaryIds: known } : {}),
  };
}

/** The preview's own options: generation reads the script exactly as the preview shows it. */
const readAsOfDraft = () => readAsOptionsOf(getScript()) ?? undefined;
/** The same options as a request carries them: the lexicons by their digest, which the core checks against its own. */
const wire = (options: ReadAsOptions | undefined) => options && requestReadAs(options);

async function tracked<T>(work: (requestId: string) => Promise<Result<T>>): Promise<Result<T> | null> {
  if (getScript().generation) return null;
  const requestId = crypto.randomUUID();
  setScript({ generation: { requestId, stage: 'validating' }, generationError: null });
  const off = activeStudio().events.on('tts.generationProgress', (progress: GenerationProgress) => {
    const run = getScript().generation;
    if (run?.requestId !== progress.requestId) return;
    setScript({ generation: { ...run, stage: progress.stage, ...(progress.part ? { part: progress.part } : {}) } });
  });
  try {
    const result = await work(requestId);
    if (!result.ok) setScript({ generationError: result.error });
    // The lexicons changed after the preview: read them again, so the preview shows what would now be sent.
    if (!result.ok && result.error.messageKey === 'LexiconChanged') void loadLexiconsInEffect();
    return result;
  } finally {
    off();
    setScript({ generation: null });
  }
}

export async function generateSpeech(): Promise<void> {
  const { draft } = getScript();
  const settings = settingsOfDraft();
  if (!draft || !settings) return;
  void flushDraft();
  const request = { script: draft.text, ...settings, readAs: readAsOfDraft() };
  // The core's own rules, run here first: a bad click costs no round trip and reads the same.
  const result = await tracked(async (requestId) => {
    const checked = checkGeneration(request);
    return checked.ok ? activeStudio().tts.generate({ requestId, ...request, readAs: wire(request.readAs), draftId: draft.id }) : checked;
  });
  // Each generation of the draft is a take of it, kept beside the earlier ones.
  void loadTakes();
  if (!result?.ok) return;
  setScript({ lastClip: result.value });
  player.play({ id: result.value.id, src: result.value.audioUrl, title: result.value.voiceName || draft.name, kind: 'long' });
}

/**
 * Back online: "the service cannot be reached" is no longer true, so it goes; unless a clip may
 * have been made meanwhile, which stays true and still asks for a look in History.
 */
export function clearUnreachableError(): void {
  const error = getScript().generationError;
  if (error && isUnreachable(error) && (error.outcome === undefined || error.outcome === 'notSent')) setScript({ generationError: null });
}

export function cancelGeneration(): void {
  const run = getScript().generation;
  if (run) void activeStudio().tts.cancel({ requestId: run.requestId });
}

/** Creates the piece (or updates its texts), then generates the parts still missing, in order. */
export async function generateParts(): Promise<void> {
  const { draft, parts, piece } = getScript();
  const settings = settingsOfDraft();
  if (!draft || !parts || !settings) return;
  void flushDraft();
  const readAs = readAsOfDraft();
  const result = await tracked(async (requestId): Promise<Result<ScriptPiece>> => {
    const refused = firstRefusedPart(parts, piece, { ...settings, readAs });
    if (refused) return refused;
    let target: Result<ScriptPiece>;
    if (piece && piece.voiceId === settings.voiceId) target = await activeStudio().tts.savePieceParts({ pieceId: piece.id, parts });
    else target = await activeStudio().tts.createPiece({ name: draft.name, parts, ...settings, draftId: draft.id });
    if (!target.ok) return target;
    setScript({ piece: target.value });
    const generated = await activeStudio().tts.generatePiece({ requestId, pieceId: target.value.id, readAs: wire(readAs) });
    await showPieceAgain(target.value.id);
    return generated;
  });
  if (!result?.ok || !result.value.audioUrl) return;
  setScript({ piece: result.value });
  player.play({ id: `piece:${result.value.id}`, src: result.value.audioUrl, title: draft.name, kind: 'long' });
}

/** The parts still to generate, checked by the core's rules before anything is sent; the first that fails names its part. */
function firstRefusedPart(parts: string[], piece: ScriptPiece | null, settings: Omit<GenerationInput, 'script'>): Result<never> | null {
  const silence = checkPauseCaps(parts);
  if (!silence.ok) return silence;
  for (const [index, text] of parts.entries()) {
    const done = piece?.voiceId === settings.voiceId && piece.parts[index]?.historyId != null && piece.parts[index]!.text === text;
    const checked = done ? null : checkGeneration({ ...settings, script: text }, 'part');
    if (checked && !checked.ok)
      return { ok: false, error: { ...checked.error, field: checked.error.field === 'script' ? `parts.${index}` : checked.error.field } };
  }
  return null;
}

/** Whatever happened, show which parts now have audio, and their takes. */
async function showPieceAgain(pieceId: string): Promise<void> {
  const latest = await activeStudio().tts.getPiece({ pieceId });
  if (latest.ok) setScript({ piece: latest.value });
  await loadTakes();
}

/** One part again, as a new take beside the earlier ones; it becomes the part's chosen take and plays. */
export async function regeneratePart(index: number, title: string): Promise<void> {
  const { piece } = getScript();
  if (!piece) return;
  const result = await tracked(async (requestId) => {
    const generated = await activeStudio().tts.regeneratePart({
      requestId,
      pieceId: piece.id,
      partIndex: index,
      readAs: wire(readAsOfDraft()),
    });
    await showPieceAgain(piece.id);
    return generated;
  });
  const part = result?.ok ? result.value.parts[index] : undefined;
  if (part?.audioUrl) player.play({ id: part.historyId!, src: part.audioUrl, title, kind: 'long' });
}
