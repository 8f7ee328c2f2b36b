import { fail, ok, type Result } from '../../../shared/contract';
import type { AudioFile, AudioSources } from '../audio/audio-sources';
import type { AudioStore, CacheDatabase } from '../cache';
import type { ProfileSession, SessionManager } from '../session';
import { readMedia, readVoice, writeMedia, type MediaKind } from './catalogue-store';

/** Samples are a few seconds of speech and avatars small pictures; anything larger is refused. */
const maxBytes = 25 * 1024 * 1024;
const downloadTimeoutMs = 20_000;

/** One download per voice and kind at a time: the audio element asks with several Range requests. */
const downloads = new WeakMap<CacheDatabase, Map<string, Promise<Result<AudioFile>>>>();

/**
 * `/api/audio/voice-sample/<id>` and `/api/audio/voice-image/<id>`: the file from the profile's
 * audio store, downloaded from the service on first use. Offline, what was cached still answers.
 */
export function registerVoiceMedia(audio: AudioSources, sessions: SessionManager): void {
  audio.register('voice-sample', (id) => resolveMedia(sessions, id, 'sample'));
  audio.register('voice-image', (id) => resolveMedia(sessions, id, 'image'));
}

export function resolveMedia(sessions: SessionManager, voiceId: string, kind: MediaKind): Promise<Result<AudioFile>> {
  return sessions.use((session) => resolveSessionMedia(session, voiceId, kind));
}

async function resolveSessionMedia(session: ProfileSession, voiceId: string, kind: MediaKind): Promise<Result<AudioFile>> {
  const { cache, audioStore } = session;
  const voice = readVoice(cache, voiceId);
  if (!voice) return fail('NOT_FOUND', 'This voice is not in the catalogue');
  const source = kind === 'sample' ? voice.sampleSource : voice.imageSource;
  const cached = cachedFile(cache, audioStore, voiceId, kind);
  if (cached && (source === null || cached.sourcePath === pathOf(source))) return ok(cached.file);
  if (source === null) return fail('NOT_FOUND', kind === 'sample' ? 'This voice has no sample' : 'This voice has no image');

  let perCache = downloads.get(cache);
  if (!perCache) downloads.set(cache, (perCache = new Map()));
  const key = `${kind}:${voiceId}`;
  let pending = perCache.get(key);
  if (!pending) {
    pending = download(cache, audioStore, voiceId, kind, source).finally(() => perCache.delete(key));
    perCache.set(key, pending);
  }
  const downloaded = await pending;
  // The service moved the file but cannot be reached: the old copy is better than nothing.
  return !downloaded.ok && cached ? ok(cached.file) : downloaded;
}

function cachedFile(cache: CacheDatabase, store: AudioStore, voiceId: string, kind: MediaKind) {
  const media = readMedia(cache, voiceId, kind);
  const path = media ? store.pathOf(media.hash) : null;
  return media && path ? { sourcePath: media.sourcePath, file: { path, contentType: media.contentType } } : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

async function download(
  cache: CacheDatabase,
  store: AudioStore,
  voiceId: string,
  kind: MediaKind,
  source: string,
): Promise<Result<AudioFile>> {
  const fetched = await fetchMedia(source, kind);
  if (!fetched.ok) return fetched;
  const put = await store.put(fetched.value.bytes);
  if (!put.ok) return put;
  const path = store.pathOf(put.value.hash);
  if (!path) return fail('DISK', 'The downloaded file could not be found in the cache');
  if (!cache.db.isOpen) return fail('CANCELLED', 'The profile was closed during the download');
  // File first, then the row that names it (the audio store's rule).
  writeMedia(cache, voiceId, kind, {
    sourcePath: pathOf(source),
    hash: put.value.hash,
    contentType: fetched.value.contentType,
    bytes: put.value.size,
  });
  return ok({ path, contentType: fetched.value.contentType });
}

/**
 * GETs a public media URL. Only http(s) is fetched, and no credentials go with it: samples and
 * avatars are public (like a CDN), so the API key never leaves for whatever host is named.
 */
export async function fetchMedia(source: string, kind: MediaKind): Promise<Result<{ bytes: Uint8Array; contentType: string }>> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return fail('BAD_RESPONSE', 'The voice media address is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('BAD_RESPONSE', 'The voice media address is not http(s)');
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(downloadTimeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'TimeoutError' || name === 'AbortError'
      ? fail('TIMEOUT', 'The voice media download took too long')
      : fail('NETWORK', 'The voice media could not be downloaded: the service is unreachable');
  }
  if (!response.ok) {
    await response.body?.cancel();
    return response.status === 404
      ? fail('NOT_FOUND', 'The service has no such voice media', { status: 404 })
      : fail(response.status >= 500 ? 'SERVER' : 'BAD_RESPONSE', `The voice media download was refused (${response.status})`, {
          status: response.status,
        });
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return fail('BAD_RESPONSE', 'The voice media file is too large');
  }
  const read = await readCapped(response, maxBytes);
  if (!read.ok) return read;
  const bytes = read.value;
  const contentType = mediaType(kind, response.headers.get('content-type'), bytes);
  return contentType ? ok({ bytes, contentType }) : fail('BAD_RESPONSE', `The voice ${kind} is not a file the studio can show`);
}

/** The declared type when it is of the right family, else what the first bytes say. */
export function mediaType(kind: MediaKind, declared: string | null, bytes: Uint8Array): string | null {
  const family = kind === 'sample' ? 'audio/' : 'image/';
  const type = declared?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith(family)) return type;
  const head = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (kind === 'sample') {
    if (head.startsWith('RIFF')) return 'audio/wav';
    if (head.startsWith('OggS')) return 'audio/ogg';
    if (head.startsWith('ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
    return null;
  }
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'image/svg+xml';
  if (bytes[0] === 0x89 && head.startsWith('PNG', 1)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The body, read as it comes and given up on past `limit`: a body without a Content-Length (or
 * one that lies) is never held whole first. A media host that sends without end costs the
 * studio `limit` bytes of memory, not all of them.
 */
async function readCapped(response: Response, limit: number): Promise<Result<Uint8Array>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return ok(new Uint8Array());
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return fail('BAD_RESPONSE', 'The voice media file is too large');
      }
      chunks.push(value);
    }
  } catch {
    return fail('NETWORK', 'The voice media download was interrupted');
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return ok(bytes);
}
