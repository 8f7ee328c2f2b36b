import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import { ArrivingAudio } from '../audio/arriving-audio';
import { wavDurationMs } from '../audio/wav-duration';
import { wholeWavProblem } from '../audio/wav-check';
import type { IncomingAudio } from '../cache/audio-incoming';
import type { ProfileSession } from '../session';
import { recordClipAudio } from './owned-clip';

/**
 * One download of an uncached clip from the service, teed: the bytes go to every player as they
 * arrive (ArrivingAudio) and to a temp file in the cache, which is filed under its hash and
 * recorded on the row only once the clip is whole and looks like the WAV announced. A failure or
 * abort at any point removes the temp file and leaves the row as it was, so the next play retries.
 */
export interface ClipDownload {
  /** At the first byte: the clip as it arrives; or why nothing arrived (the same error as a whole download's). */
  ready: Promise<Result<ArrivingAudio>>;
  /** When the clip is in the cache and its row says so; or why not (the cache is then untouched). */
  done: Promise<Result<void>>;
}

/** A service that sends nothing for this long is given up on (the head has its own 30 s deadline). */
const stallMs = 30_000;

/**
 * Starts the download. `settled` runs once the outcome is known and before any player hears of it,
 * so a play that comes after a player's stream ended never joins this (finished) download.
 */
export function downloadClip(session: ProfileSession, id: string, signal: AbortSignal, settled: () => void): ClipDownload {
  let announce!: (first: Result<ArrivingAudio>) => void;
  const ready = new Promise<Result<ArrivingAudio>>((done) => (announce = done));
  const done = receive(session, id, signal, (arriving) => announce(ok(arriving))).then(({ result, arriving, whole }) => {
    settled();
    if (whole) arriving?.finish();
    else if (!result.ok) arriving?.fail(new Error(result.error.message));
    // A no-op once the first byte was announced; otherwise nothing arrived and this is why.
    announce(result.ok ? fail('BAD_RESPONSE', 'The service sent no audio for this entry') : result);
    return result;
  });
  return { ready, done };
}

/** The whole download; the players' stream is ended by the caller, after `settled`. */
async function receive(
  session: ProfileSession,
  id: string,
  signal: AbortSignal,
  onFirstByte: (arriving: ArrivingAudio) => void,
): Promise<{ result: Result<void>; arriving?: ArrivingAudio; whole?: boolean }> {
  // The temp file is opened while the service answers, so the disk is never before the first byte.
  const file = session.audioStore.receive();
  const opened = await session.client.streamAudio(id, { signal, timeoutMs: 30_000 });
  if (!opened.ok) {
    const unused = await file;
    if (unused.ok) await unused.value.discard();
    return { result: opened };
  }
  const arriving = new ArrivingAudio('audio/wav', opened.value.size);
  const received = await readInto(opened.value.body, arriving, file, signal, onFirstByte);
  if (!received.ok) return { result: received, arriving };
  const problem = wholeWavProblem(arriving.bytes(), opened.value.size);
  if (problem !== null) {
    await received.value?.discard();
    return { result: fail('BAD_RESPONSE', `The audio of entry ${JSON.stringify(id)} did not arrive whole: ${problem}.`), arriving };
  }
  // The player has every byte whatever the cache does now; its stream ends once the row is
  // written, so whoever saw the end finds the clip cached (a disk that refused it still plays).
  return { result: await fileClip(session, id, received.value, arriving.bytes()), arriving, whole: true };
}

/** Files a whole clip under its hash and records it on the row; null when the disk refused it earlier. */
async function fileClip(session: ProfileSession, id: string, incoming: IncomingAudio | null, bytes: Uint8Array): Promise<Result<void>> {
  if (!incoming) return fail('DISK', 'The clip played but could not be kept in the cache');
  const stored = await incoming.commit();
  if (!stored.ok) return stored;
  const recorded = recordClipAudio(session, id, stored.value, wavDurationMs(bytes));
  return recorded.ok ? ok(undefined) : recorded;
}

/**
 * Reads the body to its end: each chunk to the players first, then to the temp file. A disk that
 * refuses the file only stops the copy (the player still gets its clip); a broken connection, a
 * stall or an abort ends both. Resolves with the temp file still to be filed (null if the disk gave up).
 */
async function readInto(
  body: ReadableStream<Uint8Array>,
  arriving: ArrivingAudio,
  file: Promise<Result<IncomingAudio>>,
  signal: AbortSignal,
  onFirstByte: (arriving: ArrivingAudio) => void,
): Promise<Result<IncomingAudio | null>> {
  const opened = await file; // already open by the time the answer's head came, as a rule
  let incoming = opened.ok ? opened.value : null;
  const reader = body.getReader();
  let stopped: StudioError | null = null;
  const stop = (error: StudioError): void => {
    stopped ??= error;
    reader.cancel().catch(() => undefined);
  };
  const onAbort = (): void => stop({ code: 'CANCELLED', message: 'The audio download was cancelled' });
  let stall = setTimeout(() => stop({ code: 'TIMEOUT', message: `The service sent no audio for ${stallMs / 1000} s` }), stallMs);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  try {
    for (;;) {
      const next = await reader.read();
      if (stopped || next.done) break;
      clearTimeout(stall);
      stall = setTimeout(() => stop({ code: 'TIMEOUT', message: `The service sent no audio for ${stallMs / 1000} s` }), stallMs);
      const first = arriving.bytesReceived === 0;
      arriving.push(next.value);
      if (first) onFirstByte(arriving);
      if (incoming && !(await incoming.write(next.value)).ok) {
        await incoming.discard();
        incoming = null;
      }
    }
  } catch (error) {
    stopped ??= { code: 'NETWORK', message: `The audio download broke off after ${arriving.bytesReceived} bytes: ${String(error)}` };
  } finally {
    clearTimeout(stall);
    signal.removeEventListener('abort', onAbort);
  }
  if (stopped) {
    await incoming?.discard();
    return { ok: false, error: stopped };
  }
  return ok(incoming);
}
