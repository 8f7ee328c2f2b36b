import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import type { GenerationStage, ScriptPiece } from '../../../shared/model/script';
import { readAs, type ReadAsOptions } from '../../../shared/read-as';
import { parsePauseMarkers, stripPauseMarkers } from '../../../shared/text';
import type { ProfileSession } from '../session';
import { generateSpeech } from './generate-speech';
import { getPiece, setPartHistory } from './pieces-store';
import { validateGeneration } from './validate-generation';

type Session = Pick<ProfileSession, 'client' | 'cache' | 'audioStore'>;

/**
 * Generates a piece's remaining parts one after another (in order, so the history reads in the
 * script's order), recording each part's entry as soon as it exists. It stops at the first
 * failure or cancel; calling it again resumes with the parts still missing. Every remaining part
 * is validated before the first is sent, so a bad part 5 does not fail after parts 1–4.
 */
export async function generatePiece(
  session: Session,
  pieceId: string,
  signal: AbortSignal,
  onStage: (stage: GenerationStage, part: { index: number; count: number }) => void,
  readAsOptions?: ReadAsOptions,
): Promise<Result<ScriptPiece>> {
  const piece = getPiece(session.cache, pieceId);
  if (!piece) return fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
  const settings = {
    voiceId: piece.voiceId,
    ...(piece.voiceName ? { voiceName: piece.voiceName } : {}),
    ...(piece.config ? { config: piece.config } : {}),
    ...(piece.dictionaryIds.length > 0 ? { dictionaryIds: piece.dictionaryIds } : {}),
  };
  const count = piece.parts.length;
  const remaining = piece.parts.filter((part) => part.historyId === null);
  // Each part is read as the preview reads it; parts are validated as they will be sent.
  // Pause markers are the join's, never the service's: removed before read-as and sending.
  const spoken = (text: string) => {
    const words = stripPauseMarkers(text);
    return (readAsOptions ? readAs(words, readAsOptions).text : words).trim();
  };
  for (const part of remaining) {
    const problem = parsePauseMarkers(part.text).problems[0];
    if (problem) return partFailure({ code: 'VALIDATION', message: problem.message, field: 'script' }, part.index, count);
    const valid = validateGeneration({ ...settings, script: spoken(part.text) });
    if (!valid.ok) {
      return partFailure(valid.error, part.index, count);
    }
  }
  for (const part of remaining) {
    const generated = await generateSpeech(session, { ...settings, script: spoken(part.text) }, signal, (stage) =>
      onStage(stage, { index: part.index, count }),
    );
    if (!generated.ok) return partFailure(generated.error, part.index, count);
    setPartHistory(session.cache, pieceId, part.index, generated.value.id);
  }
  return ok(getPiece(session.cache, pieceId)!);
}

/** The part's error, naming the part; `field` keeps the part's index for the editor. */
function partFailure(error: StudioError, index: number, count: number): Result<never> {
  const { code, message, ...extra } = error;
  return fail(code, `Part ${index + 1} of ${count}: ${message}`, { ...extra, field: !extra.field || extra.field === 'script' ? `parts.${index}` : extra.field });
}
