import { realpathSync, statSync } from 'node:fs';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

/** MIME types of what the built renderer contains; anything else is served as octet-stream. */
const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.map': 'application/json; charset=utf-8',
};

export function mimeTypeFor(filePath: string): string {
  return mimeTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request path (still URL-encoded, e.g. "/assets/index-x.js") to a file inside rootDir, or
 * null. Refuses anything that could leave the root: `..` in any spelling, backslashes, NUL,
 * drive letters, and symlinks whose target lies outside. "/" means index.html.
 */
export function resolveUiFile(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /^\/*[a-zA-Z]:/.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return null;
  const relativePath = segments.length === 0 ? 'index.html' : segments.join(sep);

  let root: string;
  try {
    root = realpathSync(rootDir);
  } catch {
    return null;
  }
  const candidate = resolve(root, relativePath);
  let real: string;
  try {
    real = realpathSync(candidate);
    if (!statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  const fromRoot = relative(root, real);
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)) return null;
  return real;
}
