import { ok, type Result } from '../../../shared/contract';
import type { audioExportOperations } from '../../../shared/contract/ops/audio-export';
import { defaultFileNameTemplate } from '../../../shared/model/history';
import type { Handlers } from '../contract/dispatch';
import type { CoreContext } from '../core-context';
import type { ProfileSession } from '../session';
import { pieceSubtitles } from '../subtitles/piece-subtitles';
import { prepareDownload, registerDownloads } from './downloads';
import { readExportSettings, saveExportSettings } from './export-preferences';

/** Handlers of every operation declared in shared/contract/ops/audio-export.ts. */
export function audioExportHandlers(core: CoreContext): Pick<Handlers, keyof typeof audioExportOperations> {
  registerDownloads(core.audio, core.sessions);
  const withSession = async <T>(work: (session: ProfileSession) => Promise<Result<T>>): Promise<Result<T>> => {
    const session = await core.sessions.current();
    return session.ok ? work(session.value) : session;
  };
  return {
    'audioExport.getSettings': () => withSession(async (session) => ok(await readExportSettings(session.directory))),
    'audioExport.saveSettings': (input) => withSession((session) => saveExportSettings(session.directory, input)),
    'audioExport.prepareDownload': ({ id, template, settings }) =>
      withSession(async (session) => prepareDownload(session, id, template ?? defaultFileNameTemplate, settings ?? (await readExportSettings(session.directory)))),
    'audioExport.pieceSubtitles': ({ pieceId, format, grouping }) => withSession((session) => pieceSubtitles(session, pieceId, format, grouping)),
  };
}
