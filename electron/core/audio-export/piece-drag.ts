import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok, type Result } from '../../../shared/contract/errors';
import type { ExportSettings, SubtitleChoice } from '../../../shared/model/audio-export';
import type { ProfileSession } from '../session';
import { exportPiece } from './piece-export';

/**
 * Native drag needs real files under the names the user should see, so a joined render (and its
 * subtitles) is exported into a fresh private temp folder. The prefix is the clips' drag folders'
 * (history/export-files.ts), so a folder a crash left behind is removed at the next start like
 * theirs; this run removes its previous one when the next drag starts.
 */
const dragPrefix = 'sawt-drag-';
let lastPieceDragDirectory: string | null = null;

export async function preparePieceDrag(
  session: ProfileSession,
  pieceId: string,
  settings: ExportSettings,
  subtitles: SubtitleChoice,
): Promise<Result<string[]>> {
  if (lastPieceDragDirectory) rmSync(lastPieceDragDirectory, { recursive: true, force: true });
  const directory = mkdtempSync(join(tmpdir(), dragPrefix));
  lastPieceDragDirectory = directory;
  const written = await exportPiece(session, { pieceId, directory, settings, subtitles });
  if (!written.ok) {
    rmSync(directory, { recursive: true, force: true });
    lastPieceDragDirectory = null;
    return written;
  }
  const files = [join(directory, written.value.audio)];
  if (written.value.subtitles) files.push(join(directory, written.value.subtitles));
  return ok(files);
}
