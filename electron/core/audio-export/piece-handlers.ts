import { randomUUID } from 'node:crypto';
import { basename, dirname, extname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import type { audioExportOperations } from '../../../shared/contract/ops/audio-export';
import { fileExtensionOf, type PieceSaveAsOutcome } from '../../../shared/model/audio-export';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { getPiece } from '../script';
import { preparePieceDownload } from './downloads';
import { readExportSettings } from './export-preferences';
import { checkDestination } from './export-to-folder';
import { exportPiece, pieceFileBase } from './piece-export';
import { preparePieceDrag } from './piece-drag';

type PieceOperation =
  'audioExport.exportPiece' | 'audioExport.savePieceAs' | 'audioExport.preparePieceDownload' | 'audioExport.startPieceDrag';

const desktopOnly = (what: string) => fail<never>('VALIDATION', `${what} is only available in the desktop app`);
const noSuchPiece = () => fail<never>('NOT_FOUND', 'This long script no longer exists.', { field: 'pieceId' });

/** Handlers of the operations that export a long script's joined render (shared/contract/ops/audio-export.ts). */
export function pieceExportHandlers(core: CoreContext): Pick<Handlers, keyof typeof audioExportOperations & PieceOperation> {
  return {
    'audioExport.exportPiece': async ({ pieceId, directory, settings, subtitles, exportId }, ctx) => {
      // As for clips: on the desktop the folder comes from the system dialog, never from the page.
      if (ctx.transport === 'ipc' && directory)
        return fail('VALIDATION', 'On the desktop the export folder is chosen in the system dialog', { field: 'directory' });
      return core.sessions.use(async (session) => {
        if (!getPiece(session.cache, pieceId)) return noSuchPiece();
        let target = directory;
        if (!target) {
          if (!ctx.desktop) return fail('VALIDATION', 'Type the full path of the folder to export to', { field: 'directory' });
          const chosen = await ctx.desktop.chooseDirectory('Export the long script to a folder');
          if (!chosen) return fail('CANCELLED', 'No folder was chosen');
          target = chosen;
        }
        const destination = checkDestination(target);
        if (!destination.ok) return destination;
        const id = exportId ?? randomUUID();
        const written = await exportPiece(session, {
          pieceId,
          directory: destination.value,
          settings: settings ?? (await readExportSettings(session.directory)),
          subtitles,
          signal: ctx.signal,
          onProgress: (done, total) => core.events.emit('audioExport.exportProgress', { exportId: id, done, total }),
        });
        if (!written.ok) return written;
        const { audio, subtitles: subtitleFile, report } = written.value;
        return ok({ directory: destination.value, audio, subtitles: subtitleFile, ...(report ? { report } : {}) });
      });
    },
    'audioExport.savePieceAs': async ({ pieceId, settings, subtitles }, ctx) => {
      const desktop = ctx.desktop;
      if (!desktop) return desktopOnly('Save as');
      return core.sessions.use(async (session): Promise<Result<PieceSaveAsOutcome>> => {
        const piece = getPiece(session.cache, pieceId);
        if (!piece) return noSuchPiece();
        const chosenSettings = settings ?? (await readExportSettings(session.directory));
        const suggested = `${pieceFileBase(piece.name)}.${fileExtensionOf(chosenSettings.format)}`;
        const chosen = await desktop.chooseSaveFile(suggested, 'Save the long script as');
        if (!chosen) return ok({ savedTo: null });
        // Even after the system dialog's "replace?" question nothing is replaced: a taken name gets
        // a number, and the answer says which names were written.
        const base = basename(chosen, extname(chosen)) || basename(chosen);
        const written = await exportPiece(session, {
          pieceId,
          directory: dirname(chosen),
          baseName: base,
          settings: chosenSettings,
          subtitles,
          signal: ctx.signal,
        });
        if (!written.ok) return written;
        const { audio, subtitles: subtitleFile, report } = written.value;
        return ok({
          savedTo: join(dirname(chosen), audio),
          ...(subtitleFile ? { subtitlesTo: join(dirname(chosen), subtitleFile) } : {}),
          ...(report ? { report } : {}),
        });
      });
    },
    'audioExport.preparePieceDownload': ({ pieceId, settings, subtitles }) =>
      core.sessions.use(async (session) =>
        preparePieceDownload(session, pieceId, settings ?? (await readExportSettings(session.directory)), subtitles),
      ),
    'audioExport.startPieceDrag': async ({ pieceId, settings, subtitles }, ctx) => {
      const desktop = ctx.desktop;
      if (!desktop) return desktopOnly('Dragging files out of the window');
      return core.sessions.use(async (session) => {
        const files = await preparePieceDrag(session, pieceId, settings ?? (await readExportSettings(session.directory)), subtitles);
        if (!files.ok) return files;
        desktop.startDrag(files.value);
        return ok({ files: files.value.length });
      });
    },
  };
}
