import { ok } from '../../../shared/contract';
import type { audioExportOperations } from '../../../shared/contract/ops/audio-export';
import { defaultFileNameTemplate } from '../../../shared/model/audio-export';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { prepareDownload, registerDownloads } from './downloads';
import { readExportSettings, saveExportSettings } from './export-preferences';
import { clipExportHandlers } from './clip-handlers';

/** Handlers of every operation declared in shared/contract/ops/audio-export.ts. */
export function audioExportHandlers(core: CoreContext): Pick<Handlers, keyof typeof audioExportOperations> {
  registerDownloads(core.audio, core.sessions);
  return {
    'audioExport.getSettings': () => core.sessions.use(async (session) => ok(await readExportSettings(session.directory))),
    'audioExport.saveSettings': (input) => core.sessions.use((session) => saveExportSettings(session.directory, input)),
    'audioExport.prepareDownload': ({ id, template, settings }) =>
      core.sessions.use(async (session) =>
        prepareDownload(session, id, template ?? defaultFileNameTemplate, settings ?? (await readExportSettings(session.directory))),
      ),
    ...clipExportHandlers(core),
  };
}
