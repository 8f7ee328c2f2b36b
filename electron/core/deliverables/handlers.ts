import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { DeliverableChoices, deliverablesOperations } from '../../../shared/contract/ops/deliverables';
import type { BookExportOutcome } from '../../../shared/model/deliverables';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { offerAsDownloads } from '../audio-export';
import { projectsHomeOf, readProject, refusingWritesWhenReadOnly } from '../projects';
import { InFlightGenerations } from '../speech';
import { exportBook } from './export-book';
import { checkExportFolder } from './export-folder';
import { readExportChoices, readExportCover, saveExportChoices, setExportCover, type ProjectFacts } from './export-choices';
import { projectBook } from './project-book';

/** Handlers of every operation declared in shared/contract/ops/deliverables.ts. */
export function deliverablesHandlers(core: CoreContext): Pick<Handlers, keyof typeof deliverablesOperations> {
  const home = projectsHomeOf(core);
  const running = new InFlightGenerations();
  const noProject = () => fail<never>('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });
  const factsOf = (project: { name: string; chapters: unknown[] }): ProjectFacts => ({
    name: project.name,
    chapters: project.chapters.length,
  });
  /** The project's deliverables written into a checked folder, with progress and cancel by export id. */
  async function exportInto(
    directory: string,
    { projectId, settings, exportId }: { projectId: string; settings?: DeliverableChoices; exportId: string },
    signal: AbortSignal | undefined,
  ): Promise<Result<BookExportOutcome>> {
    const run = running.start(exportId, signal);
    try {
      // The project is read (and its takes' clips found) in the work database's scope; the long
      // export itself runs outside it, on its own thread.
      const prepared = await home.use(async (scope) => {
        const project = readProject(scope.work, projectId);
        if (!project) return noProject();
        if (settings) {
          const saved = await saveExportChoices(scope.directory, projectId, factsOf(project), settings);
          if (!saved.ok) return saved;
        }
        const choices = await readExportChoices(scope.directory, projectId, factsOf(project));
        const cover = await readExportCover(scope.directory, projectId, choices.cover);
        if (!cover.ok) return cover;
        const made = await projectBook(scope, projectId, choices.metadata, cover.value);
        return made.ok ? ok({ ...made.value, choices }) : made;
      });
      if (!prepared.ok) return prepared;
      const { book, name, choices } = prepared.value;
      const chapters = book.chapters.length;
      return await exportBook({
        book,
        settings: choices,
        directory,
        fallbackName: name,
        signal: run.signal,
        onProgress: (progress) => core.events.emit('deliverables.exportProgress', { exportId, chapters, ...progress }),
      });
    } finally {
      run.finish();
    }
  }

  const handlers: Pick<Handlers, keyof typeof deliverablesOperations> = {
    'deliverables.getSettings': ({ projectId }) =>
      home.use(async ({ work, directory }) => {
        const project = readProject(work, projectId);
        return project ? ok(await readExportChoices(directory, projectId, factsOf(project))) : noProject();
      }),
    'deliverables.saveSettings': ({ projectId, settings }) =>
      home.use(({ work, directory }) => {
        const project = readProject(work, projectId);
        return project ? saveExportChoices(directory, projectId, factsOf(project), settings) : noProject();
      }),
    'deliverables.setCover': ({ projectId, fileName, data }) =>
      home.use(({ work, directory }) => {
        const project = readProject(work, projectId);
        if (!project) return noProject();
        const bytes = data === null ? null : new Uint8Array(Buffer.from(data, 'base64'));
        return setExportCover(directory, projectId, factsOf(project), fileName, bytes);
      }),
    'deliverables.cancelExport': async ({ exportId }) => ok({ cancelled: running.cancel(exportId) }),
    'deliverables.export': async ({ projectId, directory, settings, exportId }, ctx) => {
      // As for clips: on the desktop the folder comes from the system dialog, never from the page.
      if (ctx.transport === 'ipc' && directory)
        return fail('VALIDATION', 'On the desktop the export folder is chosen in the system dialog', { field: 'directory' });
      let target = directory;
      if (!target) {
        if (!ctx.desktop) return fail('VALIDATION', 'Type the full path of the folder to export to', { field: 'directory' });
        const chosen = await ctx.desktop.chooseDirectory('Export the project to a folder');
        if (!chosen) return fail('CANCELLED', 'No folder was chosen');
        target = chosen;
      }
      const destination = checkExportFolder(target);
      if (!destination.ok) return destination;
      return exportInto(destination.value, { projectId, settings, exportId }, ctx.signal);
    },
    'deliverables.prepareDownload': async ({ projectId, settings, exportId }, ctx) => {
      if (ctx.desktop) return fail('VALIDATION', 'On the desktop the project is exported to a folder', { field: 'directory' });
      const profile = await home.use(async (scope) => ok(scope.directory));
      if (!profile.ok) return profile;
      const offered = await offerAsDownloads(profile.value, (directory) =>
        exportInto(directory, { projectId, settings, exportId }, ctx.signal),
      );
      return offered.ok ? ok({ files: offered.value.downloads, report: offered.value.written.report }) : offered;
    },
  };
  // A read-only data folder: choices, cover and web downloads (written into it) are refused; an export to another folder is not.
  return refusingWritesWhenReadOnly(home, handlers, ['deliverables.getSettings', 'deliverables.cancelExport', 'deliverables.export']);
}
