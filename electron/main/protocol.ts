import { readFile } from 'node:fs/promises';
import type { CustomScheme, Protocol } from 'electron';
import { parseMediaPath } from '../../shared/contract';
import type { AudioSources } from '../core/audio/audio-sources';
import { respondWithAudio } from '../core/audio/respond-audio';
import { uiSecurityHeaders } from '../core/security/csp';
import { mimeTypeFor, resolveUiFile } from '../core/ui-files/resolve';
import { APP_HOST, APP_SCHEME } from './app-origin';

/**
 * `app:` behaves like https for the page: a standard scheme (real origin, relative URLs resolve),
 * secure (a secure context), fetch and streaming (media seeking) allowed. Deliberately NOT
 * `bypassCSP` or `corsEnabled`: the CSP header below must bind it. Registering privileges is only
 * possible before the app's `ready` event.
 */
export const appSchemePrivileges: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
};

export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([appSchemePrivileges]);
}

/**
 * Maps `app://studio/<path>` to a file inside the built renderer, or null (→ 404). The file-system
 * part — `..` in any spelling, backslashes, absolute and drive paths, symlinks out of the root —
 * is the resolver web mode uses too, so both transports refuse exactly the same requests.
 */
export function resolveAppUrl(rawUrl: string, rendererDir: string): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username !== '' || url.password !== '') {
    return null;
  }
  // Still percent-encoded here; the resolver decodes once and checks what it decoded.
  return resolveUiFile(rendererDir, url.pathname);
}

/** Headers of every `app://` response, found or not: the one CSP plus the shared hardening set. */
export function appResponseHeaders(filePath: string | null, urlPath = ''): Record<string, string> {
  if (filePath === null) {
    return { ...uiSecurityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  }
  // Hashed assets never change; index.html is revalidated so a new build is picked up.
  const immutable = urlPath.startsWith('/assets/');
  return {
    ...uiSecurityHeaders,
    'Content-Type': mimeTypeFor(filePath),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

/** Answers one `app://` request. Pure apart from reading the file, so it is tested in plain Node. */
export async function respondToAppRequest(request: Request, rendererDir: string, audio?: AudioSources): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...appResponseHeaders(null), Allow: 'GET, HEAD' } });
  }
  // `app://studio/api/audio/<kind>/<id>`: cached audio by id, with Range support — the same
  // relative URL web mode answers, and never a path the renderer supplies.
  const audioPath = audio ? parseMediaPath(new URL(request.url).pathname) : null;
  if (audio && audioPath) {
    return respondWithAudio(audio, audioPath.kind, audioPath.id, request.method, request.headers.get('range'));
  }
  const file = resolveAppUrl(request.url, rendererDir);
  if (!file) return new Response('Not found', { status: 404, headers: appResponseHeaders(null) });
  const headers = appResponseHeaders(file, new URL(request.url).pathname);
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  try {
    return new Response(new Uint8Array(await readFile(file)), { status: 200, headers });
  } catch {
    return new Response('Not found', { status: 404, headers: appResponseHeaders(null) });
  }
}

export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string, audio?: AudioSources): void {
  protocol.handle(APP_SCHEME, (request) => respondToAppRequest(request, rendererDir, audio));
}
