import { fail, mediaPath, ok, type Result, type StudioError } from '../../../shared/contract';
import type { GeneratedClip, GenerationStage, ScriptConfig } from '../../../shared/model/script';
import type { HistoryEntry } from '../../../shared/model/service';
import { checkGeneration } from '../../../shared/model/generation-rules';
import type { ReadAsOptions } from '../../../shared/read-as';
import { historyRowParams, keepWrittenText, receiveGeneratedClip, upsertHistoryRows, type CachedHistoryRow } from '../history';
import type { ProfileSession } from '../session';

export interface SpeechRequest {
  voiceId: string;
  voiceName?: string | undefined;
  script: string;
  config?: ScriptConfig | undefined;
  dictionaryIds?: string[] | undefined;
  /** Read-as as the editor's preview used it: the script is sent exactly as the preview showed it. */
  readAs?: ReadAsOptions | undefined;
  /** What the user wrote, when `script` is already the text to send (a long script's part); else `script`. */
  written?: string | undefined;
}

type Session = Pick<ProfileSession, 'client' | 'cache' | 'audioStore'>;

/**
 * One generation, start to finish: validate → POST (exactly once; the client never resends a
 * generation) → find the new entry → download its audio → file, then row, in the cache.
 * Cancelling leaves no row and no file (ARCHITECTURE.md, "Quality bars"), whenever it comes. Every failure says
 * what became of the clip (StudioError.outcome), as far as the core could establish it. Once the
 * service has made the clip, a failure to fetch or keep its audio keeps its row without audio, so
 * History lists it and nobody makes it twice; `kept` hears of that row's id.
 */
export async function generateSpeech(
  session: Session,
  request: SpeechRequest,
  signal: AbortSignal,
  onStage: (stage: GenerationStage) => void,
  kept: (historyId: string) => void = () => {},
): Promise<Result<GeneratedClip>> {
  onStage('validating');
  // The editor's own check, with the preview's read-as options: what was shown is what is sent.
  const valid = checkGeneration(request);
  if (!valid.ok) return { ok: false, error: { ...valid.error, outcome: 'notSent' } };
  const script = valid.value;
  if (signal.aborted) return cancelled(false);

  onStage('sending');
  const generated = await session.client.generate(
    {
      voiceId: request.voiceId,
      script,
      ...(request.config ? { config: request.config } : {}),
      ...(request.dictionaryIds ? { voiceDictionaryIds: request.dictionaryIds } : {}),
      ...(request.voiceName ? { voiceName: request.voiceName } : {}),
    },
    { signal, onLocating: () => onStage('locating') },
  );
  if (!generated.ok) return generated.error.code === 'CANCELLED' ? cancelledFrom(generated.error) : generated;
  const entry = withVoiceName(generated.value.entry, request);
  // History keeps and searches what was written too, not only what read-as made of it.
  keepWrittenText(session.cache, entry.id, request.written ?? request.script, entry.script);
  const keepWithoutAudio = (failure: Result<never>) => keepEntry(session, entry, kept, failure);
  if (signal.aborted) return cancelled(true);

  onStage('downloading');
  // Streamed into the cache as it arrives (receive-generated.ts): the core's loop never holds the whole clip.
  const audio = await receiveGeneratedClip(session, entry, signal);
  if (!audio.ok) return audio.error.code === 'CANCELLED' || signal.aborted ? cancelled(true) : keepWithoutAudio(accepted(audio.error));
  if (signal.aborted) {
    await audio.value.discard();
    return cancelled(true);
  }

  onStage('saving');
  const recorded = await audio.value.record();
  if (!recorded.ok) return keepWithoutAudio({ ok: false, error: { ...recorded.error, outcome: 'made' } });
  return ok(clipOf(recorded.value));
}

/**
 * The service made the clip but its audio is not in the cache: its row goes in without audio (as
 * a sync would put it), so History lists it at once and playing it fetches the audio. Best effort:
 * if even the row cannot be written (a full disk), the next sync brings it.
 */
function keepEntry(session: Session, entry: HistoryEntry, kept: (historyId: string) => void, failure: Result<never>): Result<never> {
  try {
    upsertHistoryRows(session.cache, [historyRowParams(entry, null)]);
    kept(entry.id);
  } catch {
    // see above
  }
  return failure;
}

export function clipOf(row: CachedHistoryRow): GeneratedClip {
  return {
    id: row.id,
    script: row.script,
    voiceId: row.voiceId,
    voiceName: row.voiceName,
    createdAt: row.createdAt,
    durationMs: row.durationMs,
    audioUrl: mediaPath('history', row.id),
  };
}

/** The row keeps the voice's name; entries that carry none get the one the editor showed. */
function withVoiceName(entry: HistoryEntry, request: SpeechRequest): HistoryEntry {
  const voice = entry.ttsVoice ?? {};
  return {
    ...entry,
    ttsVoiceId: entry.ttsVoiceId ?? voice.id ?? request.voiceId,
    ttsVoice: { ...voice, name: voice.name || request.voiceName || '' },
  };
}

function cancelled(serviceAccepted: boolean): Result<never> {
  return fail(
    'CANCELLED',
    serviceAccepted
      ? 'Cancelled, but the service had already made the clip: it will appear in History after the next sync.'
      : 'Cancelled before anything was sent.',
    serviceAccepted
      ? { messageKey: 'CancelledAfterAccepted', outcome: 'made' }
      : { messageKey: 'CancelledBeforeSending', outcome: 'notSent' },
  );
}

/**
 * A cancel while the POST or the search for its entry was running. While the POST ran, the
 * service may already have made the clip; once it had answered (the search), it has. The client's
 * outcome says which; the key lets the editor say it in its words.
 */
function cancelledFrom(error: StudioError): Result<never> {
  return error.outcome === 'made'
    ? fail('CANCELLED', error.message, { messageKey: 'CancelledWhileLocating', outcome: 'made' })
    : fail('CANCELLED', error.message, { messageKey: 'CancelledWhileSending', outcome: 'maybeMade' });
}

/** A failure after the service made the clip: say so, so the user does not generate it twice. */
function accepted(error: StudioError): Result<never> {
  return {
    ok: false,
    error: {
      ...error,
      message: `The clip was made but its audio could not be downloaded: ${error.message} It is in History, where playing it downloads it again.`,
      outcome: 'made',
    },
  };
}
