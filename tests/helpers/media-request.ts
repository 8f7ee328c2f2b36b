import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaPath } from '../../shared/contract';
import type { AudioSources } from '../../electron/core/audio/audio-sources';
import { respondToAppRequest } from '../../electron/main/protocol';
import type { ProfileSession } from '../../electron/core/session';
import type { WebServer } from '../../electron/web/server';

/** A media request to web mode as the page's <audio> makes it, with the body left to read as it arrives. */
export function openMedia(server: WebServer, id: string, headers: Record<string, string> = {}, method = 'GET'): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.host,
        port: server.port,
        path: mediaPath('history', id),
        method,
        headers: { host: `${server.host}:${server.port}`, authorization: `Bearer ${server.token}`, ...headers },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** The same request through the desktop's app:// protocol handler (its renderer folder an empty one). */
export async function openMediaOnDesktop(audio: AudioSources, id: string, headers: Record<string, string> = {}): Promise<Response> {
  const dir = mkdtempSync(join(tmpdir(), 'sawt-media-app-'));
  try {
    return await respondToAppRequest(new Request(`app://studio${mediaPath('history', id)}`, { headers }), dir, audio);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads the rest of a body; rejects when the connection breaks before its end. */
export async function readBody(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * What the size limit does to a clip: the row stays with no audio, and its file goes (unless
 * another row shares it). Returns the hash the clip had.
 */
export function evictClip(session: ProfileSession, id: string): string {
  const row = session.cache.db.prepare('SELECT audio_hash AS hash FROM history_entries WHERE id = ?').get(id) as { hash: string | null };
  session.cache.db.prepare('UPDATE history_entries SET audio_hash = NULL, audio_bytes = NULL, evicted = 1 WHERE id = ?').run(id);
  if (row.hash) session.audioStore.remove(row.hash);
  return row.hash ?? '';
}

export function cachedHashOf(session: ProfileSession, id: string): string | null {
  return (session.cache.db.prepare('SELECT audio_hash AS hash FROM history_entries WHERE id = ?').get(id) as { hash: string | null }).hash;
}

/** Every file under the audio store: clips by hash, and anything else (temp files) by name. */
export function storeFiles(session: ProfileSession): string[] {
  const root = session.audioStore.root;
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(root, folder.name)).map((name) => `${folder.name}/${name}`));
}
