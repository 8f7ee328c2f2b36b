import type { projectsOperations } from '../../../shared/contract/ops/projects';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';
import { createFromPreview, ImportPreviews } from './document-import';
import { migrateDrafts } from './draft-migration';
import { editHandlers } from './edit-handlers';
import { estimateProject } from './estimate';
import { previewVoice } from './preview-voice';
import { missingProject } from './project-handlers';
import { projectsHomeOf } from './projects-home';
import { projectHandlers } from './project-handlers';
import { queueHandlers, queuesOf } from './queue';
import { refusingWritesWhenReadOnly } from './read-only-handlers';

/** Handlers of every operation declared in shared/contract/ops/projects.ts. */
export function projectsHandlers(core: CoreContext): Pick<Handlers, keyof typeof projectsOperations> {
  const home = projectsHomeOf(core);
  // Drafts become projects the first time a profile's projects are used (see draft-migration.ts).
  home.onFirstOpen((scope) =>
    migrateDrafts(scope, (made) => {
      home.renders.schedule(made.flatMap((project) => project.chapterIds));
      for (const project of made) core.events.emit('projects.changed', project);
    }),
  );
  // Blocks are read with the lexicons in effect (issue 32): every change as it happens, and once per run one made while the studio was away.
  home.onFirstOpen((scope) => home.lexicons.followAtFirstOpen(scope));
  home.lexicons.followChanges();
  // A chapter's joined render is this feature's media kind: `chapterId` or `chapterId.digest`.
  core.audio.register('chapter', (id) => home.renders.file(id.split('.')[0]!));
  const previews = new ImportPreviews();
  return refusingWritesWhenReadOnly(home, {
    ...projectHandlers(home, home.renders),
    ...editHandlers(home, home.renders),
    'projects.estimate': (input) =>
      home.use(async (scope) => (await estimateProject(scope, input.projectId, input.chapterIds)) ?? missingProject()),
    'projects.previewVoice': async (input, ctx) => {
      const preview = await home.use((scope) => previewVoice(scope, input, ctx.signal ?? new AbortController().signal));
      // A new clip in History: open history lists reload.
      if (preview.ok) core.events.emit('history.changed', { reason: 'generate' });
      return preview;
    },
    ...queueHandlers(queuesOf(core, home, core.events)),
    'import.preview': (input, ctx) => {
      const options = Object.fromEntries(Object.entries(input.options ?? {}).filter(([, value]) => value !== undefined));
      return previews.read(new Uint8Array(Buffer.from(input.data, 'base64')), input.fileName, options, ctx.signal);
    },
    'import.create': async (input) => {
      const preview = previews.take(input.previewId);
      if (!preview.ok) return preview;
      const made = await home.use((scope) => createFromPreview(scope, preview.value, input.name));
      if (made.ok) previews.forget(input.previewId);
      return made;
    },
  });
}
