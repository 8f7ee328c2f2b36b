import { randomUUID } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { fail, ok, type Result } from '../../../shared/contract';
import { defaultFileNameTemplate, type SaveAsOutcome } from '../../../shared/model/history';
import type { historyOperations } from '../../../shared/contract/ops/history';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import { cacheStatus, clearHistoryCache, evictBeyondLimit, setAudioLimit } from './cache-hygiene';
import { deleteHistoryEntries, offlineDeleteMessage } from './delete-entries';
import { baseNameOf, exportToFolder, fileNameOf, prepareDragFiles, writeClipAs } from './export-files';
import { readExportSettings } from '../audio-export';
import { fileExtensionOf } from '../../../shared/model/audio-export';
import { historyFacets, listHistory } from './history-query';
import { HistoryRuntime } from './history-runtime';
import { resolveOwnedClip } from './owned-clip';
import { withDraftNames } from './take-drafts';
import { withActiveDrafts } from '../script';
import { projectsHomeOf } from '../projects';

const desktopOnly = (what: string) => fail<never>('VALIDATION', `${what} is only available in the desktop app`);

/** Handlers of every operation declared in shared/contract/ops/history.ts. */
export function historyHandlers(core: CoreContext): Pick<Handlers, keyof typeof historyOperations> {
  const runtime = new HistoryRuntime(core);
  const draftNameOf = async (draftId: string): Promise<string | null> => {
    const draft = await withActiveDrafts(core, (drafts) => drafts.peek(draftId));
    return draft.ok ? draft.value.name : null;
  };
  return {
    'history.list': async (input) => {
      const page = await core.sessions.use(async (session) => listHistory(session.cache, input));
      if (!page.ok) return page;
      // Read after the session's work, not inside it: drafts need no cache, and peeking may ask for one.
      const named = await withDraftNames(page.value, draftNameOf);
      if (named.items.length === 0) return ok(named);
      // A take of a project's block says which, so "Open in editor" opens the project there.
      const origins = await projectsHomeOf(core).blocks.blockOrigins(named.items.map((item) => item.id));
      if (!origins.ok || origins.value.size === 0) return ok(named);
      return ok({
        ...named,
        items: named.items.map((item) => ({ ...item, ...(origins.value.has(item.id) ? { block: origins.value.get(item.id)! } : {}) })),
      });
    },
    'history.facets': () => core.sessions.use(async (session) => ok(historyFacets(session.cache))),
    'history.sync': () => runtime.sync(),
    'history.cancelSync': async () => ok({ cancelled: runtime.syncRunner.cancel() }),
    'history.delete': async ({ ids }) => {
      if (runtime.knownOffline) return fail('OFFLINE', offlineDeleteMessage);
      return core.sessions.use(async (session) => {
        const outcome = await deleteHistoryEntries(session, ids);
        if (outcome.ok && outcome.value.deleted.length > 0) {
          core.events.emit('history.changed', { reason: 'delete' });
          await projectsHomeOf(core).blocks.forgetTakes(outcome.value.deleted);
        }
        return outcome;
      });
    },
    'history.startDrag': async ({ ids, template, settings }, ctx) => {
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
    'history.saveAs': async ({ id, template, settings }, ctx) => {
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
    'history.fileName': async ({ id, template }) => {
      return core.sessions.use(async (session) => {
        const clip = await resolveOwnedClip(session, id);
        return clip.ok ? ok({ name: fileNameOf(clip.value, template ?? defaultFileNameTemplate) }) : clip;
      });
    },
    'history.exportToFolder': async ({ ids, directory, template, exportId, settings }, ctx) => {
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
          onProgress: (done, total) => core.events.emit('history.exportProgress', { exportId: id, done, total }),
        });
      });
    },
    'cache.status': () => core.sessions.use(async (session) => ok(cacheStatus(session.cache, session.audioStore))),
    'cache.setLimit': async ({ bytes }) => {
      return core.sessions.use(async (session) => {
        const { cache, audioStore } = session;
        setAudioLimit(cache, bytes);
        if (evictBeyondLimit(cache, audioStore) > 0) core.events.emit('history.changed', { reason: 'evict' });
        return ok(cacheStatus(cache, audioStore));
      });
    },
    'cache.clear': async () => {
      return core.sessions.use(async (session) => {
        runtime.syncRunner.cancel();
        await runtime.syncRunner.settled();
        const { cache, audioStore } = session;
        clearHistoryCache(cache, audioStore);
        core.events.emit('history.changed', { reason: 'clear' });
        return ok(cacheStatus(cache, audioStore));
      });
    },
  };
}
