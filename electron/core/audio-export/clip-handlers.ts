import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import type { audioExportOperations } from '../../../shared/contract/ops/audio-export';
import { defaultFileNameTemplate, fileExtensionOf, type SaveAsOutcome } from '../../../shared/model/audio-export';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { resolveOwnedClip } from '../history';
import { prepareDragFiles } from './clip-drag';
import { baseNameOf, writeClipAs } from './clip-files';
import { readExportSettings } from './export-preferences';
import { exportToFolder } from './export-to-folder';

type ClipOperation = 'audioExport.startDrag' | 'audioExport.saveAs' | 'audioExport.fileName' | 'audioExport.exportToFolder';

const desktopOnly = (what: string) => fail<never>('VALIDATION', `${what} is only available in the desktop app`);

/** Handlers of the operations that export cached clips: drag, Save as, their file name, a folder. */
export function clipExportHandlers(core: CoreContext): Pick<Handlers, keyof typeof audioExportOperations & ClipOperation> {
  return {
    'audioExport.startDrag': async ({ ids, template, settings }, ctx) => {
      const desktop = ctx.desktop;
      if (!desktop) return desktopOnly('Dragging files out of the window');
      return core.sessions.use(async (session) => {
        const chosen = settings ?? (await readExportSettings(session.directory));
        const files = await prepareDragFiles(session, ids, template ?? defaultFileNameTemplate, chosen);
        if (!files.ok) return files;
        desktop.startDrag(files.value);
        return ok({ files: files.value.length });
      });
    },
    'audioExport.saveAs': async ({ id, template, settings }, ctx) => {
      const desktop = ctx.desktop;
      if (!desktop) return desktopOnly('Save as');
      return core.sessions.use(async (session): Promise<Result<SaveAsOutcome>> => {
        const clip = await resolveOwnedClip(session, id);
        if (!clip.ok) return clip;
        const format = settings ?? (await readExportSettings(session.directory));
        const name = `${baseNameOf(clip.value, template ?? defaultFileNameTemplate)}.${fileExtensionOf(format.format)}`;
        const chosen = await desktop.chooseSaveFile(name, 'Save clip as');
        if (!chosen) return ok({ savedTo: null });
        // Even after the system dialog's "replace?" question an existing file is never replaced: the
        // file gets a numbered name beside it, and the result says which name was written. The
        // extension is the format's (a WAV fallback says so in the report).
        const base = basename(chosen).replace(/\.[^.]*$/u, '') || basename(chosen);
        const written = await writeClipAs(clip.value, dirname(chosen), base, format, undefined, ctx.signal);
        if (!written.ok) return written;
        return ok({
          savedTo: join(dirname(chosen), written.value.name),
          ...(written.value.report ? { report: written.value.report } : {}),
        });
      });
    },
    'audioExport.fileName': async ({ id, template, format }) => {
      return core.sessions.use(async (session) => {
        const clip = await resolveOwnedClip(session, id);
        if (!clip.ok) return clip;
        const base = baseNameOf(clip.value, template ?? defaultFileNameTemplate);
        return ok({ name: `${base}.${fileExtensionOf(format ?? 'wav')}` });
      });
    },
    'audioExport.exportToFolder': async ({ ids, directory, template, exportId, settings }, ctx) => {
      // On the desktop the folder comes from the system dialog, never from the page: a compromised
      // renderer must not be able to write files into a folder of its choosing.
      if (ctx.transport === 'ipc' && directory) {
        return fail('VALIDATION', 'On the desktop the export folder is chosen in the system dialog', { field: 'directory' });
      }
      return core.sessions.use(async (session) => {
        let target = directory;
        if (!target) {
          if (!ctx.desktop) return fail('VALIDATION', 'Type the full path of the folder to export to', { field: 'directory' });
          const chosen = await ctx.desktop.chooseDirectory('Export clips to folder');
          if (!chosen) return fail('CANCELLED', 'No folder was chosen');
          target = chosen;
        }
        const id = exportId ?? randomUUID();
        return exportToFolder(session, {
          ids,
          directory: target,
          template,
          exportId: id,
          settings: settings ?? (await readExportSettings(session.directory)),
          signal: ctx.signal,
          onProgress: (done, total) => core.events.emit('audioExport.exportProgress', { exportId: id, done, total }),
        });
      });
    },
  };
}
