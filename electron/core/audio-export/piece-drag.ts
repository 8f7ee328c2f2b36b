import { join } from 'node:path';
import { ok, type Result } from '../../../shared/contract/errors';
import type { ExportSettings, SubtitleChoice } from '../../../shared/model/audio-export';
import type { ProfileSession } from '../session';
import { newDragFolder, removeDragFolder } from './drag-folder';
import { exportPiece } from './piece-export';

/** A long script's joined render (and its subtitles when asked) exported for a native drag. */
export async function preparePieceDrag(
  session: ProfileSession,
  pieceId: string,
  settings: ExportSettings,
  subtitles: SubtitleChoice,
): Promise<Result<string[]>> {
  const directory = newDragFolder();
  const written = await exportPiece(session, { pieceId, directory, settings, subtitles });
  if (!written.ok) {
    removeDragFolder();
    return written;
  }
  const files = [join(directory, written.value.audio)];
  if (written.value.subtitles) files.push(join(directory, written.value.subtitles));
  return ok(files);
}
