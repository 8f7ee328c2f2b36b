import { realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { defaultExportSettings, type ExportOutcome, type ExportSettings } from '../../../shared/model/audio-export';
import { resolveOwnedClip } from '../history';
import type { ProfileSession } from '../session';
import { baseNameOf, writeClipAs } from './clip-files';
import { checkTemplate } from './file-name-template';

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
