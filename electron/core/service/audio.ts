import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { HistoryEntry } from '../../../shared/model/service';
import type { CallContext } from './errors';
import { getHistoryEntry } from './histories';
import type { BodyReader, CallOptions, ServiceHttp } from './http';
import type { AnswerHeaders } from './whole-answer';

/**
 * Downloading a history entry's audio. Audio URLs may be signed and expire, so the studio keeps
 * the history id and treats the URL as a loan: when the download is refused (403, or 410 Gone) the
 * entry is read again once for a fresh URL and the download retried with it.
 *
 * The API key goes only to the service's own origin: a signed URL on a storage host must not
 * receive it. downloadAudio returns the bytes whole (a clip of 3,000 characters is a few MB);
 * streamAudio hands over the body as it arrives, for a player that should not wait for the end.
 * Writing either to disk atomically is the cache's job.
 */

export interface AudioDownload {
  entryId: string;
  bytes: Uint8Array;
  contentType: string | null;
  /** True when the first URL was refused and a fresh one was fetched. */
  refreshed: boolean;
}

/** A download under way: the service answered 2xx, its body has not been read yet. */
export interface AudioStream {
  entryId: string;
  /** The body as it arrives; cancelling it ends the download. */
  body: ReadableStream<Uint8Array>;
  /** From Content-Length, when the service sent one. */
  size: number | null;
  contentType: string | null;
}

const refreshStatuses = new Set([403, 410]);

/** What a download needs of an entry: its id and the addresses it was listed with. */
export type AudioSource = Pick<HistoryEntry, 'id' | 'audio' | 'downloadUrl'>;

export function downloadAudio(http: ServiceHttp, target: string | AudioSource, call: CallOptions = {}): Promise<Result<AudioDownload>> {
  return fetchEntryAudio(http, target, call, {
    readWhole: { maxBytes: clipLimit },
    read: async (response) => ok(new Uint8Array(await response.arrayBuffer())),
  }).then((result) =>
    result.ok
      ? ok({
          entryId: result.value.entryId,
          bytes: result.value.value,
          contentType: result.value.contentType,
          refreshed: result.value.refreshed,
        })
      : result,
  );
}

/**
 * The audio as it arrives. The call's deadline and signal cover the answer's head only: the body
 * is the caller's to read (and to give up on, by cancelling it), however long the clip.
 */
export function streamAudio(http: ServiceHttp, target: string | AudioSource, call: CallOptions = {}): Promise<Result<AudioStream>> {
  return fetchEntryAudio(http, target, call, {
    readWhole: undefined,
    read: (response) =>
      Promise.resolve(response.body ? ok(response.body) : fail('BAD_RESPONSE', 'The service answered the audio download without a body.')),
  }).then((result) => {
    if (!result.ok) return result;
    const length = Number(result.value.headers.get('content-length') ?? Number.NaN);
    return ok({
      entryId: result.value.entryId,
      body: result.value.value,
      size: Number.isSafeInteger(length) && length >= 0 ? length : null,
      contentType: result.value.contentType,
    });
  });
}

/**
 * The largest clip downloaded whole: 3,000 characters of speech are a few minutes, tens of MB even
 * as 48 kHz stereo float WAV; a larger answer is a broken or hostile service, not a clip.
 */
const clipLimit = 256 * 1024 * 1024;

/** How the answer is read: whole (over the lighter transport, see whole-fetch.ts) or as it arrives. */
interface AudioReading<T> {
  readWhole: { maxBytes: number } | undefined;
  read: BodyReader<T>;
}

interface Fetched<T> {
  entryId: string;
  value: T;
  headers: AnswerHeaders;
  contentType: string | null;
  refreshed: boolean;
}

async function fetchEntryAudio<T>(
  http: ServiceHttp,
  target: string | AudioSource,
  call: CallOptions,
  reading: AudioReading<T>,
): Promise<Result<Fetched<T>>> {
  let entry: AudioSource;
  if (typeof target === 'string') {
    const found = await getHistoryEntry(http, target, call);
    if (!found.ok) return found;
    entry = found.value;
  } else {
    entry = target;
  }

  const first = await fetchAudio(http, entry, call, reading);
  if (first.ok || first.error.status === undefined || !refreshStatuses.has(first.error.status)) {
    return first.ok ? ok({ ...first.value, refreshed: false }) : first;
  }

  const fresh = await getHistoryEntry(http, entry.id, call);
  if (!fresh.ok) return fresh;
  const second = await fetchAudio(http, fresh.value, call, reading);
  return second.ok ? ok({ ...second.value, refreshed: true }) : second;
}

async function fetchAudio<T>(
  http: ServiceHttp,
  entry: AudioSource,
  call: CallOptions,
  { readWhole, read }: AudioReading<T>,
): Promise<Result<Omit<Fetched<T>, 'refreshed'>>> {
  const context: CallContext = { action: 'download the audio', subject: 'history entry', id: entry.id };
  const raw = entry.audio || entry.downloadUrl || '';
  const base = await http.base();
  if (!base.ok) return base;
  let url: URL;
  try {
    url = new URL(raw, `${base.value.url}/`);
  } catch {
    return fail('BAD_RESPONSE', `Could not download the audio of entry ${JSON.stringify(entry.id)}: its audio address is not a URL.`, {
      field: 'audio',
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail('BAD_RESPONSE', `Could not download the audio of entry ${JSON.stringify(entry.id)}: its audio address is not http(s).`, {
      field: 'audio',
    });
  }
  const result = await http.exchange(
    { method: 'GET', url: url.href, context, authorize: url.origin === base.value.origin, accept: 'audio/*', readWhole },
    read,
    call,
  );
  if (!result.ok) return result;
  const { value, headers } = result.value;
  return ok({ entryId: entry.id, value, headers, contentType: headers.get('content-type') });
}
