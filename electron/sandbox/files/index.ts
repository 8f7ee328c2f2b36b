import { join } from 'node:path';
import { json, type SandboxResponse } from '../http/response';
import type { UrlSigner } from '../http/signing';
import type { SandboxStore } from '../state/store';
import { avatarSvg } from './avatar';
import { serveFile } from './serve-file';
import type { VoiceSamples } from './voice-samples';

export interface FileRequest {
  rawPath: string;
  query: URLSearchParams;
  rangeHeader: string | undefined;
}

export interface FileServices {
  store: SandboxStore;
  signer: UrlSigner;
  samples: VoiceSamples;
  now(): number;
}

const audioPath = /^\/files\/audio\/([^/]+)\.wav$/;
const voiceFilePath = /^\/files\/voices\/([^/]+)\/(avatar\.svg|sample\.wav)$/;

export function isFilePath(rawPath: string): boolean {
  return audioPath.test(rawPath) || voiceFilePath.test(rawPath);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

const notFound = (): SandboxResponse => json(404, { code: 404, message: 'File not found' });

/**
 * Files, served like cloud storage rather than the API: no Authorization header. Generated audio
 * needs a valid signed URL (403 when expired or tampered); avatars and voice samples are public,
 * like a CDN. Ids are matched exactly against known records, never joined into a path as given.
 */
export async function serveFileRequest(request: FileRequest, services: FileServices): Promise<SandboxResponse> {
  const { state } = services.store;
  const audio = audioPath.exec(request.rawPath);
  if (audio) {
    const check = services.signer.check(request.rawPath, request.query, services.now());
    if (check !== 'valid')
      return json(403, { code: 403, message: check === 'expired' ? 'Request has expired' : 'Signature does not match' });
    const entry = services.store.histories.get(decodeSegment(audio[1]!));
    if (!entry || encodeURIComponent(entry.id) !== audio[1]) return notFound();
    const disposition: Record<string, string> =
      request.query.get('download') === '1'
        ? { 'Content-Disposition': `attachment; filename="${entry.id}.wav"` }
        : { 'Content-Disposition': 'inline' };
    return serveFile(join(services.store.audioDir, entry.audioFile), 'audio/wav', request.rangeHeader, {
      ...disposition,
      'Cache-Control': 'private, max-age=300',
    });
  }
  const voiceFile = voiceFilePath.exec(request.rawPath);
  const voice = voiceFile ? state.voices.find((v) => encodeURIComponent(v.id) === voiceFile[1]) : undefined;
  if (!voiceFile || !voice) return notFound();
  if (voiceFile[2] === 'avatar.svg') {
    return {
      kind: 'raw',
      status: 200,
      body: avatarSvg(voice),
      contentType: 'image/svg+xml',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    };
  }
  const path = await services.samples.pathFor(voice);
  return serveFile(path, 'audio/wav', request.rangeHeader, { 'Cache-Control': 'public, max-age=86400' });
}
