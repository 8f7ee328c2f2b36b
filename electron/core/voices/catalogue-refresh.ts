import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import type { TtsVoice } from '../../../shared/model/service';
import type { VoiceRefresh } from '../../../shared/model/voices';
import type { CacheDatabase } from '../cache';
import type { ServiceClient } from '../service/client';
import { readMeta, replaceCatalogue, type CatalogueSnapshot } from './catalogue-store';

/** The service's page limit on v2 lists. */
const pageSize = 100;
/** A guard against a service that never stops paging. */
const maxPages = 200;
/** How old the cache may get before a list call refreshes it in the background. */
export const staleAfterMs = 2 * 60_000;

/** One refresh per cache database at a time; concurrent callers share it. */
const running = new WeakMap<CacheDatabase, Promise<Result<VoiceRefresh>>>();

export function isStale(cache: CacheDatabase, now = Date.now()): boolean {
  const at = readMeta(cache, 'refreshedAt');
  const ms = at ? Date.parse(at) : NaN;
  return !Number.isFinite(ms) || now - ms > staleAfterMs;
}

/** Reads the whole catalogue from the service and replaces the cache with it if it changed. */
export function refreshCatalogue(client: ServiceClient, cache: CacheDatabase): Promise<Result<VoiceRefresh>> {
  let pending = running.get(cache);
  if (!pending) {
    pending = fetchAndStore(client, cache).finally(() => running.delete(cache));
    running.set(cache, pending);
  }
  return pending;
}

async function fetchAndStore(client: ServiceClient, cache: CacheDatabase): Promise<Result<VoiceRefresh>> {
  const [dialects, voices, serviceDefault] = await Promise.all([client.listDialects(), fetchAllVoices(client), client.getDefaultVoice()]);
  if (!dialects.ok) return dialects;
  if (!voices.ok) return voices;
  // A missing default (404) is not a failed refresh: the catalogue is still good.
  const snapshot: CatalogueSnapshot = {
    dialects: dialects.value,
    voices: voices.value.voices,
    serviceDefaultId: serviceDefault.ok ? serviceDefault.value.id : null,
  };
  const fingerprint = fingerprintOf(snapshot);
  const at = new Date();
  if (!cache.db.isOpen) return fail('CANCELLED', 'The profile was closed while its voices were being refreshed');
  const changed = fingerprint !== readMeta(cache, 'fingerprint');
  try {
    // Rewritten even when unchanged: media URLs carry the service's current origin.
    replaceCatalogue(cache, snapshot, fingerprint, at);
  } catch (error) {
    return fail('DISK', `The voices could not be saved to the cache: ${String(error)}`);
  }
  return ok({
    changed,
    refreshedAt: at.toISOString(),
    voiceCount: snapshot.voices.length,
    ...(voices.value.dropped > 0 ? { dropped: voices.value.dropped } : {}),
  });
}

/** Every page of voices; `dropped` counts the ones the client could not read (left out). */
async function fetchAllVoices(client: ServiceClient): Promise<Result<{ voices: TtsVoice[]; dropped: number }>> {
  const voices: TtsVoice[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await client.listVoices({ page, perPage: pageSize });
    if (!result.ok) return result;
    const unreadable = result.value.dropped ?? 0;
    dropped += unreadable;
    for (const voice of result.value.voices) {
      if (!seen.has(voice.id)) voices.push(voice);
      seen.add(voice.id);
    }
    const { totalPages, total, totalCount } = result.value;
    const known = total ?? totalCount;
    const done =
      result.value.voices.length + unreadable < pageSize ||
      (totalPages !== undefined && page >= totalPages) ||
      (known !== undefined && voices.length + dropped >= known);
    if (done) return ok({ voices, dropped });
  }
  return ok({ voices, dropped });
}

/**
 * What the catalogue says, independent of where the service lives: media URLs count by path
 * only, since the embedded sandbox's port differs from one start to the next.
 */
function fingerprintOf(snapshot: CatalogueSnapshot): string {
  const pathOf = (url: string | null | undefined) => {
    if (!url) return null;
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  const voices = [...snapshot.voices]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((v) => ({ ...v, voiceRecord: pathOf(v.voiceRecord), image: pathOf(v.image) }));
  return createHash('sha256')
    .update(JSON.stringify({ d: snapshot.dialects, v: voices, s: snapshot.serviceDefaultId }))
    .digest('hex');
}
