import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { HistoryEntry } from '../../../shared/model/service';
import type { CallContext } from './errors';
import { getHistoryEntry } from './histories';
import type { CallOptions, ServiceHttp } from './http';

/**
 * Downloading a history entry's audio. Audio URLs may be signed and expire, so the studio keeps
 * the history id and treats the URL as a loan: when the download is refused (403, or 410 Gone) the
 * entry is read again once for a fresh URL and the download retried with it.
 *
 * The API key goes only to the service's own origin: a signed URL on a storage host must not
 * receive it. The bytes are returned whole (a clip of 3,000 characters is a few MB); writing them
 * to disk atomically is the cache's job.
 */

export interface AudioDownload {
  entryId: string;
  bytes: Uint8Array;
  contentType: string | null;
  /** True when the first URL was refused and a fresh one was fetched. */
  refreshed: boolean;
}

const refreshStatuses = new Set([403, 410]);

/** What a download needs of an entry: its id and the addresses it was listed with. */
export type AudioSource = Pick<HistoryEntry, 'id' | 'audio' | 'downloadUrl'>;

export async function downloadAudio(
  http: ServiceHttp,
  target: string | AudioSource,
  call: CallOptions = {},
): Promise<Result<AudioDownload>> {
  let entry: AudioSource;
  if (typeof target === 'string') {
    const read = await getHistoryEntry(http, target, call);
    if (!read.ok) return read;
    entry = read.value;
  } else {
    entry = target;
  }

  const first = await fetchAudio(http, entry, call);
  if (first.ok || first.error.status === undefined || !refreshStatuses.has(first.error.status)) {
    return first.ok ? ok({ ...first.value, refreshed: false }) : first;
  }

  const fresh = await getHistoryEntry(http, entry.id, call);
  if (!fresh.ok) return fresh;
  const second = await fetchAudio(http, fresh.value, call);
  return second.ok ? ok({ ...second.value, refreshed: true }) : second;
}

async function fetchAudio(http: ServiceHttp, entry: AudioSource, call: CallOptions): Promise<Result<Omit<AudioDownload, 'refreshed'>>> {
  const context: CallContext = { action: 'download the audio', subject: 'history entry', id: entry.id };
  const raw = entry.audio || entry.downloadUrl || '';
  let url: URL;
  try {
    url = new URL(raw, `${http.baseUrl}/`);
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
    { method: 'GET', url: url.href, context, authorize: url.origin === http.origin, accept: 'audio/*' },
    async (response) => ok(new Uint8Array(await response.arrayBuffer())),
    call,
  );
  if (!result.ok) return result;
  return ok({ entryId: entry.id, bytes: result.value.value, contentType: result.value.headers.get('content-type') });
}
