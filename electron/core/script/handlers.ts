import { fail, ok, type Result } from '../../../shared/contract';
import type { CallContext, Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { scriptOperations } from '../../../shared/contract/ops/script';
import {
  InFlightGenerations,
  draftsStoreOf,
  createPiece,
  generatePiece,
  generateSpeech,
  getPiece,
  joinedPieceFile,
  listPieces,
  listDictionaries,
  registerPieceAudio,
  savePieceParts,
} from '.';

/** Handlers of every operation declared in shared/contract/ops/script.ts. */
export function scriptHandlers(core: CoreContext): Pick<Handlers, keyof typeof scriptOperations> {
  // The joined audio of long scripts is this feature's media kind.
  registerPieceAudio(core.audio, core.sessions);
  const inFlight = new InFlightGenerations();


  /** Runs a cancellable generation under its request id, reporting every stage. */
  const tracked = async <T>(
    requestId: string,
    ctx: CallContext,
    work: (signal: AbortSignal) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    if (inFlight.isRunning(requestId)) return fail('VALIDATION', 'A generation with this request id is already running.', { field: 'requestId' });
    const run = inFlight.start(requestId, ctx.signal);
    try {
      const result = await work(run.signal);
      core.events.emit('tts.generationProgress', { requestId, stage: result.ok ? 'done' : 'failed' });
      // New rows in the history cache: open history lists reload (a failed piece may have saved parts).
      core.events.emit('history.changed', { reason: 'generate' });
      return result;
    } finally {
      run.finish();
    }
  };

  return {
    'tts.generate': (input, ctx) =>
      core.sessions.use((session) =>
        tracked(input.requestId, ctx, (signal) =>
          generateSpeech(session, input, signal, (stage) => core.events.emit('tts.generationProgress', { requestId: input.requestId, stage })),
        ),
      ),
    'tts.cancel': async (input) => ok({ cancelled: inFlight.cancel(input.requestId) }),
    'tts.createPiece': (input) =>
      core.sessions.use((session) => {
        if (input.voiceId.trim() === '') return fail('VALIDATION', 'Choose a voice before generating.', { field: 'voiceId', messageKey: 'VoiceMissing' });
        return ok(createPiece(session.cache, input));
      }),
    'tts.savePieceParts': (input) =>
      core.sessions.use((session) => {
        const piece = savePieceParts(session.cache, input.pieceId, input.parts);
        return piece ? ok(piece) : fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
      }),
    'tts.generatePiece': (input, ctx) =>
      core.sessions.use((session) =>
        tracked(input.requestId, ctx, async (signal) => {
          const generated = await generatePiece(
            session,
            input.pieceId,
            signal,
            (stage, part) => core.events.emit('tts.generationProgress', { requestId: input.requestId, stage, part }),
            input.readAs,
          );
          // The joined render is stored in the library as soon as the piece is whole, not on first
          // play, so it is there after a restart even offline. A failed join is made again on request.
          if (generated.ok && generated.value.audioUrl) await joinedPieceFile(session, input.pieceId);
          return generated;
        }),
      ),
    'tts.listPieces': () => core.sessions.use((session) => ok(listPieces(session.cache))),
    'tts.getPiece': (input) =>
      core.sessions.use((session) => {
        const piece = getPiece(session.cache, input.pieceId);
        return piece ? ok(piece) : fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
      }),
    'dictionaries.list': (input, ctx) => core.sessions.use((session) => listDictionaries(session, input.search, ctx.signal)),
    'drafts.list': () => core.sessions.use((session) => draftsStoreOf(session).list()),
    'drafts.get': (input) => core.sessions.use((session) => draftsStoreOf(session).get(input.id)),
    'drafts.create': (input) => core.sessions.use((session) => draftsStoreOf(session).create(input.name, input.text)),
    'drafts.save': (input) => core.sessions.use((session) => draftsStoreOf(session).save(input)),
    'drafts.rename': (input) => core.sessions.use((session) => draftsStoreOf(session).rename(input.id, input.name)),
    'drafts.delete': (input) => core.sessions.use((session) => draftsStoreOf(session).delete(input.id)),
  };
}
