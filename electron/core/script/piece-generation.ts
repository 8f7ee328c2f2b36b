import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import type { GenerationStage, PiecePart, ScriptPiece } from '../../../shared/model/script';
import { checkGeneration } from '../../../shared/model/generation-rules';
import { checkPauseCaps } from '../../../shared/model/pause-caps';
import type { ReadAsOptions } from '../../../shared/read-as';
import type { ProfileSession } from '../session';
import { generateSpeech } from '../speech';
import { getPiece, setPartHistory } from './pieces-store';
import { recordTake } from './takes-store';

type Session = Pick<ProfileSession, 'client' | 'cache' | 'audioStore'>;
type OnPartStage = (stage: GenerationStage, part: { index: number; count: number }) => void;

/** One run of generation: its cancel signal, where its progress goes, and read-as as the preview showed it. */
export interface PartRun {
  signal: AbortSignal;
  onStage: OnPartStage;
  readAs?: ReadAsOptions | undefined;
}

/**
 * Generates a piece's remaining parts one after another (in order, so the history reads in the
 * script's order), recording each part's entry as soon as it exists. It stops at the first
 * failure or cancel; calling it again resumes with the parts still missing. Every remaining part
 * is validated before the first is sent, and the render's silence as a whole, so a bad part 5
 * does not fail after parts 1–4 (nor a join that would be refused after every part was made).
 */
export async function generatePiece(session: Session, pieceId: string, run: PartRun): Promise<Result<ScriptPiece>> {
  const piece = getPiece(session.cache, pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  const remaining = piece.parts.filter((part) => part.historyId === null);
  const silence = checkPauseCaps(piece.parts.map((part) => part.text));
  if (!silence.ok) return silence;
  for (const part of remaining) {
    const valid = partScript(piece, part, run.readAs);
    if (!valid.ok) return valid;
  }
  for (const part of remaining) {
    const generated = await generatePart(session, piece, part, run);
    if (!generated.ok) return generated;
  }
  return ok(getPiece(session.cache, pieceId)!);
}

/**
 * One part of a piece again, as a new take: the earlier takes stay in the library and the new one
 * becomes the part's chosen take (what was just asked for is what the join should now say).
 */
export async function regeneratePart(session: Session, pieceId: string, index: number, run: PartRun): Promise<Result<ScriptPiece>> {
  const piece = getPiece(session.cache, pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  const part = piece.parts[index];
  if (!part) return fail('NOT_FOUND', `This long script has no part ${index + 1}.`, { field: 'partIndex' });
  const silence = checkPauseCaps(piece.parts.map((p) => p.text));
  if (!silence.ok) return silence;
  const valid = partScript(piece, part, run.readAs);
  if (!valid.ok) return valid;
  const generated = await generatePart(session, piece, part, run);
  return generated.ok ? ok(getPiece(session.cache, pieceId)!) : generated;
}

function settingsOf(piece: ScriptPiece) {
  return {
    voiceId: piece.voiceId,
    ...(piece.voiceName ? { voiceName: piece.voiceName } : {}),
    ...(piece.config ? { config: piece.config } : {}),
    ...(piece.dictionaryIds.length > 0 ? { dictionaryIds: piece.dictionaryIds } : {}),
  };
}

/**
 * A part as it will be sent (read as the preview reads it, its pause markers removed: they are the
 * join's silence, never the service's), or the rule it breaks, naming the part.
 */
function partScript(piece: ScriptPiece, part: PiecePart, readAsOptions: ReadAsOptions | undefined): Result<string> {
  const checked = checkGeneration({ ...settingsOf(piece), script: part.text, readAs: readAsOptions }, 'part');
  return checked.ok ? checked : partFailure(checked.error, part.index, piece.parts.length);
}

/** Generates the part, records its entry on the piece and, for a draft's piece, keeps it as the part's chosen take. */
async function generatePart(session: Session, piece: ScriptPiece, part: PiecePart, run: PartRun): Promise<Result<void>> {
  const count = piece.parts.length;
  const script = partScript(piece, part, run.readAs);
  if (!script.ok) return script;
  let keptId: string | null = null;
  const generated = await generateSpeech(
    session,
    { ...settingsOf(piece), script: script.value, written: part.text },
    run.signal,
    (stage) => run.onStage(stage, { index: part.index, count }),
    (id) => (keptId = id),
  );
  // A clip the service made is the part's, with its audio or not yet: resuming must not send it again.
  const historyId = generated.ok ? generated.value.id : keptId;
  if (historyId !== null) {
    setPartHistory(session.cache, piece.id, part.index, historyId);
    if (piece.draftId)
      recordTake(session.cache, { draftId: piece.draftId, partIndex: part.index, historyId, text: part.text, voiceId: piece.voiceId });
  }
  return generated.ok ? ok(undefined) : partFailure(generated.error, part.index, count);
}

/** The part's error, naming the part; `field` keeps the part's index for the editor. */
function partFailure(error: StudioError, index: number, count: number): Result<never> {
  const { code, message, ...extra } = error;
  return fail(code, `Part ${index + 1} of ${count}: ${message}`, {
    ...extra,
    field: !extra.field || extra.field === 'script' ? `parts.${index}` : extra.field,
  });
}
