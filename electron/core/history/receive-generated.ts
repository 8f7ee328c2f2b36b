import { fail, ok, type Result, type StudioError } from '../../../shared/contract';
import type { HistoryEntry } from '../../../shared/model/service';
import { wavDurationMs } from '../audio/wav-duration';
import type { IncomingAudio } from '../cache/audio-incoming';
import { diskFaultOf } from '../fs';
import type { ProfileSession } from '../session';
import { getHistoryRow, historyRowParams, upsertHistoryRows, type CachedHistoryRow } from './history-store';

/** A generated clip on disk under a temp name, whole; nothing is filed until `record`. */
export interface ReceivedClip {
  /** Files the clip under its hash (file first), then writes its row: the generation is done. */
  record(): Promise<Result<CachedHistoryRow>>;
  /** Removes the temp file: a cancel after the download leaves nothing behind. */
  discard(): Promise<void>;
}

type Session = Pick<ProfileSession, 'client' | 'cache' | 'audioStore'>;

/** Bytes kept in memory from the clip's start: any WAV header (fmt and the chunks before data) fits. */
const headBytes = 64 * 1024;
/** As downloadAudio's limit: a larger answer is a broken or hostile service, not a clip. */
const clipLimit = 256 * 1024 * 1024;
/** A service that sends nothing for this long is given up on. */
const stallMs = 30_000;

/**
 * A generated clip's audio, streamed from the service into a temp file of the cache and hashed as
 * it arrives. The core's thread never holds the whole clip: gathered whole, a 2,800-character
 * clip (tens of MB) was copied three times and hashed in one call, stalling the core's event loop
 * for over 100 ms while the user waited (issue 33 item 6). Each chunk here costs microseconds.
 *
 * A download that fails, stalls or is cancelled leaves no file. A disk that refuses the temp file
 * only stops the copy: the download still completes and `record` then says the disk failed, as a
 * whole download followed by a failed write did.
 */
export async function receiveGeneratedClip(session: Session, entry: HistoryEntry, signal: AbortSignal): Promise<Result<ReceivedClip>> {
  // Opened while the service answers, so the disk is never before the first byte.
  const file = session.audioStore.receive();
  const opened = await session.client.streamAudio(entry, { signal });
  if (!opened.ok) {
    const unused = await file;
    if (unused.ok) await unused.value.discard();
    return opened;
  }
  const opening = await file;
  const received = await readInto(opened.value.body, opening.ok ? opening.value : null, signal);
  if (!received.ok) return received;
  const { incoming, head, bytes } = received.value;
  const announced = opened.value.size;
  if (announced !== null && bytes !== announced) {
    await incoming?.discard();
    return fail('BAD_RESPONSE', `The audio of entry ${JSON.stringify(entry.id)} did not arrive whole: ${bytes} of ${announced} bytes.`);
  }
  const diskError = opening.ok ? received.value.diskError : opening.error;
  return ok({
    record: () => fileClip(session, entry, incoming, diskError, wavDurationMs(head, bytes)),
    discard: async () => {
      await incoming?.discard();
    },
  });
}

/** Files the temp file under its hash and records the row, or says why the disk could not keep it. */
async function fileClip(
  session: Session,
  entry: HistoryEntry,
  incoming: IncomingAudio | null,
  diskError: StudioError | null,
  durationMs: number | null,
): Promise<Result<CachedHistoryRow>> {
  if (!incoming) return { ok: false, error: diskError ?? { code: 'DISK', message: 'The generated audio could not be saved.' } };
  const stored = await incoming.commit();
  if (!stored.ok) return stored;
  try {
    upsertHistoryRows(session.cache, [historyRowParams(entry, { ...stored.value, durationMs })]);
  } catch (error) {
    // A full disk says so by its key (`disk.SQLITE_FULL`), as every other cache write does.
    const disk = diskFaultOf(error, 'recording the clip in the history cache');
    return fail('DISK', `The generated audio was saved but the history cache could not be updated: ${disk?.message ?? String(error)}`, {
      ...(disk?.messageKey ? { messageKey: disk.messageKey } : {}),
    });
  }
  const row = getHistoryRow(session.cache, entry.id);
  return row ? ok(row) : fail('INTERNAL', 'The history entry vanished right after it was recorded');
}

interface Received {
  /** The temp file, still to be filed; null when the disk refused it (then `diskError` says why). */
  incoming: IncomingAudio | null;
  diskError: StudioError | null;
  head: Uint8Array;
  bytes: number;
}

/** Reads the body to its end into the temp file; a broken connection, a stall, an abort or an endless body ends it. */
async function readInto(body: ReadableStream<Uint8Array>, file: IncomingAudio | null, signal: AbortSignal): Promise<Result<Received>> {
  let incoming = file;
  let diskError: StudioError | null = null;
  const head = new Uint8Array(headBytes);
  let bytes = 0;
  const reader = body.getReader();
  let stopped: StudioError | null = null;
  const stop = (error: StudioError): void => {
    stopped ??= error;
    reader.cancel().catch(() => undefined);
  };
  const onAbort = (): void => stop({ code: 'CANCELLED', message: 'The audio download was cancelled' });
  const stalled = (): void => stop({ code: 'TIMEOUT', message: `The service sent no audio for ${stallMs / 1000} s` });
  let stall = setTimeout(stalled, stallMs);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  try {
    for (;;) {
      const next = await reader.read();
      if (stopped || next.done) break;
      clearTimeout(stall);
      stall = setTimeout(stalled, stallMs);
      const chunk = next.value;
      if (bytes < headBytes) head.set(chunk.subarray(0, headBytes - bytes), bytes);
      bytes += chunk.byteLength;
      if (bytes > clipLimit) {
        stop({ code: 'BAD_RESPONSE', message: `The audio was larger than ${clipLimit / 1024 / 1024} MB, more than the studio takes.` });
        break;
      }
      if (incoming) {
        const written = await incoming.write(chunk);
        if (!written.ok) {
          diskError = written.error;
          await incoming.discard();
          incoming = null;
        }
      }
    }
  } catch (error) {
    stopped ??= { code: 'NETWORK', message: `The audio download broke off after ${bytes} bytes: ${String(error)}` };
  } finally {
    clearTimeout(stall);
    signal.removeEventListener('abort', onAbort);
  }
  if (stopped) {
    await incoming?.discard();
    return { ok: false, error: stopped };
  }
  return ok({ incoming, diskError, head: head.subarray(0, Math.min(bytes, headBytes)), bytes });
}
