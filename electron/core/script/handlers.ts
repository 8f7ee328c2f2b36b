import { fail, ok, type Result } from '../../../shared/contract';
import type { CallContext, Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import type { ScriptPiece } from '../../../shared/model/script';
import { checkVoice } from '../../../shared/model/generation-rules';
import type { ReadAsOptions } from '../../../shared/read-as';
import { lexiconReadAs, withActiveLexicons } from '../lexicons';
import type { ProfileSession } from '../session';
import type { scriptOperations } from '../../../shared/contract/ops/script';
import type { takesOperations } from '../../../shared/contract/ops/takes';
import { InFlightGenerations, generateSpeech, listDictionaries } from '../speech';
import {
  withActiveDrafts,
  createPiece,
  generatePiece,
  getPiece,
  joinedPieceFile,
  listPieces,
  registerPieceAudio,
  savePieceParts,
  chooseTake,
  listTakes,
  recordTake,
  regeneratePart,
  type PartRun,
} from '.';

/**
 * The joined render is stored in the library as soon as the piece is whole (and again when a part's
 * take changes), not on first play, so it is there after a restart even offline. A failed join is
 * made again on request.
 */
async function storeJoin(session: ProfileSession, piece: Result<ScriptPiece>): Promise<Result<ScriptPiece>> {
  if (piece.ok && piece.value.audioUrl) await joinedPieceFile(session, piece.value.id);
  return piece;
}

/** Handlers of every operation declared in shared/contract/ops/script.ts and ops/takes.ts. */
export function scriptHandlers(core: CoreContext): Pick<Handlers, keyof typeof scriptOperations | keyof typeof takesOperations> {
  // The joined audio of long scripts is this feature's media kind.
  registerPieceAudio(core.audio, core.sessions);
  const inFlight = new InFlightGenerations();

  /** Runs a cancellable generation under its request id, reporting every stage. */
  const tracked = async <T>(requestId: string, ctx: CallContext, work: (signal: AbortSignal) => Promise<Result<T>>): Promise<Result<T>> => {
    if (inFlight.isRunning(requestId))
      return fail('VALIDATION', 'A generation with this request id is already running.', { field: 'requestId' });
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

  /** The request's read-as options with the lexicons in effect compiled in, or the refusal when they changed since its preview. */
  const withLexicons = (readAs: ReadAsOptions | undefined) =>
    lexiconReadAs(readAs, (projectId) => withActiveLexicons(core, (lexicons) => lexicons.inEffect(projectId)));

  const partRun = (signal: AbortSignal, input: { requestId: string; readAs?: ReadAsOptions | undefined }): PartRun => ({
    signal,
    onStage: (stage, part) => core.events.emit('tts.generationProgress', { requestId: input.requestId, stage, part }),
    readAs: input.readAs,
  });

  return {
    'tts.generate': (input, ctx) =>
      core.sessions.use((session) =>
        tracked(input.requestId, ctx, async (signal) => {
          const readAs = await withLexicons(input.readAs);
          if (!readAs.ok) return readAs;
          let keptId: string | null = null;
          const generated = await generateSpeech(
            session,
            { ...input, readAs: readAs.value },
            signal,
            (stage) => core.events.emit('tts.generationProgress', { requestId: input.requestId, stage }),
            (id) => (keptId = id),
          );
          // A short script is its draft's part 0: every clip made of it is kept as a take (also one whose audio is still to fetch).
          const historyId = generated.ok ? generated.value.id : keptId;
          if (historyId !== null && input.draftId) {
            recordTake(session.cache, { draftId: input.draftId, partIndex: 0, historyId, text: input.script, voiceId: input.voiceId });
          }
          return generated;
        }),
      ),
    'tts.cancel': async (input) => ok({ cancelled: inFlight.cancel(input.requestId) }),
    'tts.createPiece': (input) =>
      core.sessions.use((session) => {
        const voice = checkVoice(input.voiceId);
        return voice.ok ? ok(createPiece(session.cache, input)) : voice;
      }),
    'tts.savePieceParts': (input) =>
      core.sessions.use((session) => {
        const piece = savePieceParts(session.cache, input.pieceId, input.parts);
        return piece ? ok(piece) : fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
      }),
    'tts.generatePiece': (input, ctx) =>
      core.sessions.use((session) =>
        tracked(input.requestId, ctx, async (signal) => {
          const readAs = await withLexicons(input.readAs);
          if (!readAs.ok) return readAs;
          return storeJoin(session, await generatePiece(session, input.pieceId, partRun(signal, { ...input, readAs: readAs.value })));
        }),
      ),
    'tts.regeneratePart': (input, ctx) =>
      core.sessions.use((session) =>
        tracked(input.requestId, ctx, async (signal) => {
          const readAs = await withLexicons(input.readAs);
          if (!readAs.ok) return readAs;
          return storeJoin(
            session,
            await regeneratePart(session, input.pieceId, input.partIndex, partRun(signal, { ...input, readAs: readAs.value })),
          );
        }),
      ),
    'takes.list': (input) => core.sessions.use((session) => ok(listTakes(session.cache, input.draftId))),
    'takes.choose': async (input) => {
      // The draft as saved says which take fits; drafts are read outside the session (they need no cache).
      const draft = await withActiveDrafts(core, (drafts) => drafts.peek(input.draftId));
      if (!draft.ok) return draft;
      return core.sessions.use(async (session) => {
        const chosen = chooseTake(session.cache, input, draft.value.text);
        if (!chosen.ok) return chosen;
        if (chosen.value.piece) await storeJoin(session, ok(chosen.value.piece));
        core.events.emit('history.changed', { reason: 'generate' });
        return chosen;
      });
    },
    'tts.listPieces': () => core.sessions.use((session) => ok(listPieces(session.cache))),
    'tts.getPiece': (input) =>
      core.sessions.use((session) => {
        const piece = getPiece(session.cache, input.pieceId);
        return piece ? ok(piece) : fail('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });
      }),
    'dictionaries.list': (input, ctx) => core.sessions.use((session) => listDictionaries(session, input.search, ctx.signal)),
    'drafts.list': () => withActiveDrafts(core, (drafts) => drafts.list()),
    'drafts.get': (input) => withActiveDrafts(core, (drafts) => drafts.get(input.id)),
    'drafts.create': (input) => withActiveDrafts(core, (drafts) => drafts.create(input.name, input.text)),
    'drafts.save': (input) => withActiveDrafts(core, (drafts) => drafts.save(input)),
    'drafts.rename': (input) => withActiveDrafts(core, (drafts) => drafts.rename(input.id, input.name)),
    'drafts.delete': (input) => withActiveDrafts(core, (drafts) => drafts.delete(input.id)),
  };
}
