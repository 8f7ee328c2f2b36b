import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { fail, ok } from '../../../shared/contract';
import { defaultFileNameTemplate } from '../../../shared/model/history';
import type { historyOperations } from '../../../shared/contract/ops/history';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import { cacheStatus, clearHistoryCache, evictBeyondLimit, setAudioLimit } from './cache-hygiene';
import { deleteHistoryEntries, offlineDeleteMessage } from './delete-entries';
import { baseNameOf, exportToFolder, fileNameOf, prepareDragFiles, writeClipAs } from './export-files';
import { readExportSettings } from '../audio-export/export-preferences';
import { fileExtensionOf } from '../../../shared/model/audio-export';
import { historyFacets, listHistoryPage } from './history-query';
import { HistoryRuntime } from './history-runtime';
import { resolveOwnedClip } from './owned-clip';

const desktopOnly = (what: string) => fail<never>('VALIDATION', `${what} is only available in the desktop app`);

/** Handlers of every operation declared in shared/contract/ops/history.ts. */
export function historyHandlers(core: CoreContext): Pick<Handlers, keyof typeof historyOperations> {
  const runtime = new HistoryRuntime(core);
  return {
    'history.list': async (input) => {
      const session = await runtime.session();
      if (!session.ok) return session;
      return ok(listHistoryPage(session.value.cache, input));
    },
    'history.facets': async () => {
      const session = await runtime.session();
      return session.ok ? ok(historyFacets(session.value.cache)) : session;
    },
    'history.sync': () => runtime.sync(),
    'history.cancelSync': async () => ok({ cancelled: runtime.syncRunner.cancel() }),
    'history.delete': async ({ ids }) => {
      if (runtime.knownOffline) return fail('OFFLINE', offlineDeleteMessage);
      const session = await runtime.session();
      if (!session.ok) return session;
      const outcome = await deleteHistoryEntries(session.value, ids);
      if (outcome.ok && outcome.value.deleted.length > 0) core.events.emit('history.changed', { reason: 'delete' });
      return outcome;
    },
    'history.startDrag': async ({ ids, template, settings }, ctx) => {
      if (!ctx.desktop) return desktopOnly('Dragging files out of the window');
      const session = await runtime.session();
      if (!session.ok) return session;
      const chosen = settings ?? (await readExportSettings(session.value.directory));
      const files = await prepareDragFiles(session.value, ids, template ?? defaultFileNameTemplate, chosen);
      if (!files.ok) return files;
      ctx.desktop.startDrag(files.value);
      return ok({ files: files.value.length });
    },
    'history.saveAs': async ({ id, template, settings }, ctx) => {
      if (!ctx.desktop) return desktopOnly('Save as');
      const session = await runtime.session();
      if (!session.ok) return session;
      const clip = await resolveOwnedClip(session.value, id);
      if (!clip.ok) return clip;
      const format = settings ?? (await readExportSettings(session.value.directory));
      const name = `${baseNameOf(clip.value, template ?? defaultFileNameTemplate)}.${fileExtensionOf(format.format)}`;
      const chosen = await ctx.desktop.chooseSaveFile(name, 'Save clip as');
      if (!chosen) return ok({ savedTo: null });
      // Even after the system dialog's "replace?" question an existing file is never replaced: the
      // file gets a numbered name beside it, and the result says which name was written. The
      // extension is the format's (a WAV fallback says so in the report).
      const base = basename(chosen).replace(/\.[^.]*$/u, '') || basename(chosen);
      const written = await writeClipAs(clip.value, dirname(chosen), base, format, undefined, ctx.signal);
      if (!written.ok) return written;
      return ok({ savedTo: join(dirname(chosen), written.value.name), ...(written.value.report ? { report: written.value.report } : {}) });
    },
    'history.fileName': async ({ id, template }) => {
      const session = await runtime.session();
      if (!session.ok) return session;
      const clip = await resolveOwnedClip(session.value, id);
      return clip.ok ? ok({ name: fileNameOf(clip.value, template ?? defaultFileNameTemplate) }) : clip;
    },
    'history.exportToFolder': async ({ ids, directory, template, exportId, settings }, ctx) => {
      const session = await runtime.session();
      if (!session.ok) return session;
      let target = directory;
      if (!target) {
        if (!ctx.desktop) return fail('VALIDATION', 'Type the full path of the folder to export to', { field: 'directory' });
        const chosen = await ctx.desktop.chooseDirectory('Export clips to folder');
        if (!chosen) return fail('CANCELLED', 'No folder was chosen');
        target = chosen;
      }
      const id = exportId ?? randomUUID();
      return exportToFolder(session.value, {
        ids,
        directory: target,
        template,
        exportId: id,
        settings: settings ?? (await readExportSettings(session.value.directory)),
        signal: ctx.signal,
        onProgress: (done, total) => core.events.emit('history.exportProgress', { exportId: id, done, total }),
      });
    },
    'cache.status': async () => {
      const session = await runtime.session();
      return session.ok ? ok(cacheStatus(session.value.cache, session.value.audioStore)) : session;
    },
    'cache.setLimit': async ({ bytes }) => {
      const session = await runtime.session();
      if (!session.ok) return session;
      const { cache, audioStore } = session.value;
      setAudioLimit(cache, bytes);
      if (evictBeyondLimit(cache, audioStore) > 0) core.events.emit('history.changed', { reason: 'evict' });
      return ok(cacheStatus(cache, audioStore));
    },
    'cache.clear': async () => {
      const session = await runtime.session();
      if (!session.ok) return session;
      runtime.syncRunner.cancel();
      await runtime.syncRunner.settled();
      const { cache, audioStore } = session.value;
      clearHistoryCache(cache, audioStore);
      core.events.emit('history.changed', { reason: 'clear' });
      return ok(cacheStatus(cache, audioStore));
    },
  };
}
