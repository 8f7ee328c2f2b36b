import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { exportFormats, fileExtensionOf, mimeTypeOf, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import { mediaPath } from '../../../shared/contract';
import type { AudioFile, AudioSources } from '../audio/audio-sources';
import { baseNameOf, resolveOwnedClip, writeClipAs } from '../history';
import type { ProfileSession, SessionManager } from '../session';

/**
 * Web mode cannot hand a file to the browser's save dialog, so an export in a chosen format is
 * encoded into `<profile>/downloads/<uuid>/` and offered at `/api/audio/download/<uuid>` for the
 * page to download (an <a download> link, same origin). Only the newest few are kept.
 */
const kept = 3;
const idPattern = /^[0-9a-f-]{36}$/;

const downloadsDir = (session: ProfileSession) => join(session.directory, 'downloads');

export function registerDownloads(audio: AudioSources, sessions: SessionManager): void {
  audio.register('download', (id) => sessions.use((session) => downloadFile(session, id)));
}

function downloadFile(session: ProfileSession, id: string): Result<AudioFile> {
  if (!idPattern.test(id)) return fail('NOT_FOUND', 'No such download');
  const dir = join(downloadsDir(session), id);
  try {
    const name = readdirSync(dir).find((entry) => !entry.startsWith('.'));
    if (!name) return fail('NOT_FOUND', 'No such download');
    const ext = extname(name).slice(1);
    const format = exportFormats.find((candidate) => fileExtensionOf(candidate) === ext) ?? 'wav';
    return ok({ path: join(dir, name), contentType: mimeTypeOf(format) });
  } catch {
    return fail('NOT_FOUND', 'No such download');
  }
}

export async function prepareDownload(
  session: ProfileSession,
  historyId: string,
  template: string,
  settings: ExportSettings,
): Promise<Result<{ url: string; name: string; report?: ExportFileReport }>> {
  const clip = await resolveOwnedClip(session, historyId);
  if (!clip.ok) return clip;
  const id = randomUUID();
  const dir = join(downloadsDir(session), id);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written = await writeClipAs(clip.value, dir, baseNameOf(clip.value, template), settings);
  if (!written.ok) {
    rmSync(dir, { recursive: true, force: true });
    return written;
  }
  removeOldDownloads(downloadsDir(session));
  return ok({
    url: mediaPath('download', id),
    name: written.value.name,
    ...(written.value.report ? { report: written.value.report } : {}),
  });
}

function removeOldDownloads(root: string): void {
  try {
    const entries = readdirSync(root)
      .map((name) => ({ name, at: statSync(join(root, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const entry of entries.slice(kept)) rmSync(join(root, entry.name), { recursive: true, force: true });
  } catch {
    // Best effort: an old download only costs disk space.
  }
}
