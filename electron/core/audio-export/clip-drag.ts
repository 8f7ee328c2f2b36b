import { join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { defaultExportSettings, type ExportSettings } from '../../../shared/model/audio-export';
import { resolveOwnedClip, type OwnedClip } from '../history';
import type { ProfileSession } from '../session';
import { baseNameOf, writeClipAs } from './clip-files';
import { newDragFolder, removeDragFolder } from './drag-folder';
import { checkTemplate } from './file-name-template';

/** Clips exported under their template names for a native drag; every id is resolved before a file is written. */
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
  const directory = newDragFolder();
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
