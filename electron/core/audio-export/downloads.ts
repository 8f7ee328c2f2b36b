import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract/errors';
import { exportFormats, fileExtensionOf, mimeTypeOf, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import { mediaPath } from '../../../shared/contract';
import type { AudioFile, AudioSources } from '../audio/audio-sources';
import { resolveOwnedClip } from '../history';
import type { ProfileSession, SessionManager } from '../session';
import { baseNameOf, writeClipAs } from './clip-files';

/**
 * Web mode cannot hand a file to the browser's save dialog, so an export in a chosen format is
 * encoded into `<profile>/downloads/<uuid>/` and offered at `/api/audio/download/<uuid>` for the
 * page to download (an <a download> link, same origin). One file per folder; only the newest few
 * folders are kept (a project's subtitles take a folder of their own beside its audio).
 */
const kept = 4;
const idPattern = /^[0-9a-f-]{36}$/;

const downloadsDir = (session: Pick<ProfileSession, 'directory'>) => join(session.directory, 'downloads');
const subtitleTypes: Record<string, string> = { srt: 'application/x-subrip; charset=utf-8', vtt: 'text/vtt; charset=utf-8' };

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
    const subtitles = subtitleTypes[ext];
    if (subtitles) return ok({ path: join(dir, name), contentType: subtitles });
    if (ext === 'm4b') return ok({ path: join(dir, name), contentType: 'audio/mp4' });
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

/**
 * Files one export writes into a folder (a project's deliverables), each then moved into a
 * download folder of its own and offered at a URL of its own. The newest downloads kept are at
 * least this export's, so none of its links is dead on arrival.
 */
export async function offerAsDownloads<T extends { files: string[] }>(
  profileDirectory: string,
  write: (directory: string) => Promise<Result<T>>,
): Promise<Result<{ written: T; downloads: Array<{ url: string; name: string }> }>> {
  const root = downloadsDir({ directory: profileDirectory });
  const dir = join(root, randomUUID());
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    const written = await write(dir);
    if (!written.ok) return written;
    const downloads = written.value.files.map((name) => {
      const id = randomUUID();
      mkdirSync(join(root, id), { mode: 0o700 });
      // A rename within the profile's folder: the complete file moves, it is not copied again.
      renameSync(join(dir, name), join(root, id, name));
      return { url: mediaPath('download', id), name };
    });
    removeOldDownloads(root, downloads.length + 1);
    return ok({ written: written.value, downloads });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function removeOldDownloads(root: string, atLeast = 0): void {
  try {
    const entries = readdirSync(root)
      .map((name) => ({ name, at: statSync(join(root, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const entry of entries.slice(Math.max(kept, atLeast))) rmSync(join(root, entry.name), { recursive: true, force: true });
  } catch {
    // Best effort: an old download only costs disk space.
  }
}
