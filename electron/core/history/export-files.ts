import { lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import type { ExportOutcome } from '../../../shared/model/history';
import { defaultExportSettings, type ExportFileReport, type ExportSettings } from '../../../shared/model/audio-export';
import { exportClip } from '../audio-export';
import type { ProfileSession } from '../session';
import { checkTemplate, renderFileName } from './file-name-template';
import { defaultFileNameTemplate } from '../../../shared/model/history';
import { resolveOwnedClip, type OwnedClip } from './owned-clip';

export function fileNameOf(clip: Pick<OwnedClip, 'row'>, template = defaultFileNameTemplate): string {
  return renderFileName(template, clip.row);
}

/** The exported file's name without its extension (the format adds it). */
export function baseNameOf(clip: Pick<OwnedClip, 'row'>, template = defaultFileNameTemplate): string {
  return fileNameOf(clip, template).replace(/\.wav$/u, '');
}

const titleLength = 80;

/** Tags of an exported clip: the title is the script's start, the artist the voice. */
export function tagsOf(clip: Pick<OwnedClip, 'row'>): { title: string; artist: string } {
  const script = clip.row.script.trim().replace(/\s+/gu, ' ');
  const title = script.length <= titleLength ? script : `${script.slice(0, titleLength).replace(/\s+\S*$/u, '')}…`;
  return { title, artist: clip.row.voiceName };
}

/**
 * Writes one clip into `directory` under its template name: a plain WAV copy when nothing is to
 * change, else encoded and finished by the export worker; either way through audio export's atomic
 * writer, so a file under its final name is always complete. Never replaces an existing file.
 */
export async function writeClipAs(
  clip: OwnedClip,
  directory: string,
  baseName: string,
  settings: ExportSettings,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Result<{ name: string; report: ExportFileReport | null }>> {
  const exported = await exportClip({ sources: [clip.path], directory, baseName, settings, ...tagsOf(clip), onProgress, signal });
  if (!exported.ok) return exported;
  const { report, job } = exported.value;
  const noteworthy = job && (report.fellBackToWav || report.trimmedMs || report.loudness);
  return ok({ name: exported.value.name, report: noteworthy ? report : null });
}

/** A destination folder the user chose: absolute, existing, a directory (links resolved). */
export function checkDestination(directory: string): Result<string> {
  if (!isAbsolute(directory)) return fail('VALIDATION', 'Choose a folder by its full path', { field: 'directory' });
  try {
    const real = realpathSync(directory);
    if (!statSync(real).isDirectory()) return fail('VALIDATION', 'That path is not a folder', { field: 'directory' });
    return ok(real);
  } catch {
    return fail('NOT_FOUND', 'That folder does not exist', { field: 'directory' });
  }
}

export interface ExportRequest {
  ids: string[];
  directory: string;
  template: string;
  exportId: string;
  settings?: ExportSettings | undefined;
  onProgress(done: number, total: number): void;
  signal?: AbortSignal | undefined;
}

/** Bulk export: each id resolved to a file the cache owns, copied under its template name. */
export async function exportToFolder(session: ProfileSession, request: ExportRequest): Promise<Result<ExportOutcome>> {
  const badTemplate = checkTemplate(request.template);
  if (badTemplate) return fail('VALIDATION', badTemplate, { field: 'template' });
  const destination = checkDestination(request.directory);
  if (!destination.ok) return destination;
  const outcome: ExportOutcome = { exportId: request.exportId, directory: destination.value, written: [], failed: [] };
  let done = 0;
  for (const id of request.ids) {
    if (request.signal?.aborted) return fail('CANCELLED', 'The export was cancelled');
    const clip = await resolveOwnedClip(session, id);
    if (!clip.ok) outcome.failed.push({ id, code: clip.error.code, message: clip.error.message });
    else {
      const settings = request.settings ?? defaultExportSettings;
      // Within one long file, progress moves by its steps (measure, encode) between whole files.
      const within = (step: number, steps: number) => request.onProgress(done + step / steps, request.ids.length);
      const copied = await writeClipAs(
        clip.value,
        destination.value,
        baseNameOf(clip.value, request.template),
        settings,
        within,
        request.signal,
      );
      if (copied.ok) {
        outcome.written.push(copied.value.name);
        if (copied.value.report) (outcome.reports ??= []).push(copied.value.report);
      } else if (copied.error.code === 'CANCELLED') return copied;
      else {
        outcome.failed.push({ id, code: copied.error.code, message: copied.error.message });
        if (copied.error.code === 'DISK') {
          // A full or read-only disk fails every file the same way: say it once per remaining id.
          for (const rest of request.ids.slice(done + 1)) outcome.failed.push({ id: rest, code: 'DISK', message: copied.error.message });
          break;
        }
      }
    }
    done++;
    request.onProgress(done, request.ids.length);
  }
  return ok(outcome);
}

let lastDragDirectory: string | null = null;

/**
 * Native drag needs real files with the names the user should see, so the clips are copied into
 * a fresh private temp folder under their template names. The previous drag's folder is removed
 * (the drop target has copied the files by then).
 */
export async function prepareDragFiles(
  session: ProfileSession,
  ids: string[],
  template: string,
  settings: ExportSettings = defaultExportSettings,
): Promise<Result<string[]>> {
  const badTemplate = checkTemplate(template);
  if (badTemplate) return fail('VALIDATION', badTemplate, { field: 'template' });
  const clips: OwnedClip[] = [];
  for (const id of ids) {
    const clip = await resolveOwnedClip(session, id);
    if (!clip.ok) return clip;
    clips.push(clip.value);
  }
  removeDragFolder();
  const directory = mkdtempSync(join(tmpdir(), dragPrefix));
  lastDragDirectory = directory;
  const files: string[] = [];
  for (const clip of clips) {
    const written = await writeClipAs(clip, directory, baseNameOf(clip, template), settings);
    if (!written.ok) {
      removeDragFolder();
      return written;
    }
    files.push(join(directory, written.value.name));
  }
  return ok(files);
}

const dragPrefix = 'sawt-drag-';

/** Removes this process's last drag folder (the drop target has copied the files by then). */
export function removeDragFolder(): void {
  if (lastDragDirectory) rmSync(lastDragDirectory, { recursive: true, force: true });
  lastDragDirectory = null;
}

/**
 * Removes drag folders left by a run that ended without cleaning up (a crash, a kill), once they
 * are old enough that no drop can still be reading them.
 */
export function removeStaleDragFolders(olderThanMs = 60 * 60 * 1000, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(dragPrefix)) continue;
    const path = join(tmpdir(), name);
    try {
      const info = lstatSync(path);
      if (!info.isDirectory() || now - info.mtimeMs < olderThanMs || path === lastDragDirectory) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}
