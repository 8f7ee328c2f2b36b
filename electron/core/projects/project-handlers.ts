import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import type { Project, ProjectSummary } from '../../../shared/model/projects';
import type { Handlers } from '../dispatch/dispatch';
import { newBlocksOf } from './block-layout';
import { learnVoiceDialects } from './cache-facts';
import { voiceDialectOf } from './block-sending';
import { blockLexiconOf } from './lexicon-snapshot';
import { lexiconsInEffectFor } from './project-lexicons';
import { listProjectSummaries, readProject } from './project-reads';
import { readProjectHead } from './project-settings';
import {
  deleteProject,
  duplicateProject,
  insertProject,
  lastOpenProjectId,
  newProjectSettings,
  rememberOpenProject,
  updateProjectSettings,
} from './project-writes';
import type { ProjectsHome } from './projects-home';
import type { WorkScope } from './work-scope';
import type { RenderScheduler } from './render-scheduler';
import type { WorkDatabase } from './work-database';

type ProjectOps =
  | 'projects.list'
  | 'projects.create'
  | 'projects.get'
  | 'projects.rename'
  | 'projects.duplicate'
  | 'projects.delete'
  | 'projects.updateSettings';

export const missingProject = () => fail<never>('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });

export function projectResult(work: WorkDatabase, projectId: string): Result<Project> {
  const project = readProject(work, projectId);
  return project ? ok(project) : missingProject();
}

function summaryOf(work: WorkDatabase, projectId: string): Result<ProjectSummary> {
  const summary = listProjectSummaries(work).find((p) => p.id === projectId);
  return summary ? ok(summary) : missingProject();
}

function chapterIdsOf(work: WorkDatabase, projectId: string): string[] {
  return (work.db.prepare('SELECT id FROM chapters WHERE project_id = ?').all(projectId) as Array<{ id: string }>).map((r) => r.id);
}

/** A new project of one chapter whose blocks are the paragraphs of `text`, made the open one. */
export async function createProjectFromText(scope: WorkScope, name: string, text: string | undefined): Promise<Result<Project>> {
  const { work } = scope;
  const settings = newProjectSettings(work);
  await learnVoiceDialects(scope, [settings.voiceId]);
  // A new project has no lexicons of its own yet: the profile's are in effect.
  const lexicons = await lexiconsInEffectFor(scope, null);
  if (!lexicons.ok) return lexicons;
  const dialect = voiceDialectOf(work, settings.voiceId) ?? settings.dialectCode;
  const blocks = text ? newBlocksOf(text, 'as-written', settings, dialect, blockLexiconOf(lexicons.value).matcher) : [];
  return work.transaction(() => {
    const { id } = insertProject(work, { name, settings, chapters: [{ title: name, blocks }], lexicons: lexicons.value });
    rememberOpenProject(work, id);
    return projectResult(work, id);
  });
}

export function projectHandlers(home: ProjectsHome, renders: RenderScheduler): Pick<Handlers, ProjectOps> {
  return {
    'projects.list': () =>
      home.use(({ work }) =>
        ok({
          projects: listProjectSummaries(work),
          lastOpenId: lastOpenProjectId(work),
          damaged: home.damagedFile(),
          readOnly: home.readOnly(),
        }),
      ),
    'projects.create': (input) => home.use((scope) => createProjectFromText(scope, input.name, input.text)),
    'projects.get': (input) =>
      home.use(({ work }) => {
        const project = projectResult(work, input.projectId);
        if (project.ok) rememberOpenProject(work, input.projectId);
        return project;
      }),
    'projects.rename': (input) =>
      home.use(({ work }) => {
        const changed = work.db
          .prepare('UPDATE projects SET name = ?, updated_at = ? WHERE id = ?')
          .run(input.name, new Date().toISOString(), input.projectId);
        return Number(changed.changes) > 0 ? summaryOf(work, input.projectId) : missingProject();
      }),
    'projects.duplicate': (input) =>
      home.use(async (scope) => {
        const { work } = scope;
        const head = readProjectHead(work, input.projectId);
        if (!head) return missingProject();
        // Its own lexicons first, so the copy never exists without them; taken back if the copy is not made.
        const copyId = randomUUID();
        const lexicons = await home.lexicons.copy(scope, input.projectId, copyId);
        if (!lexicons.ok) return lexicons;
        let id: string | null = null;
        try {
          id = work.transaction(() => duplicateProject(work, input.projectId, input.name ?? `${head.name} (2)`, new Date(), copyId));
        } finally {
          if (!id) await home.lexicons.remove(scope, copyId);
        }
        if (!id) return missingProject();
        renders.schedule(chapterIdsOf(work, id));
        return projectResult(work, id);
      }),
    'projects.delete': (input) =>
      home.use(async (scope) => {
        const { work } = scope;
        if (!work.transaction(() => deleteProject(work, input.projectId))) return missingProject();
        // The project is gone whatever happens to its lexicons: a file left behind applies to nothing.
        const lexicons = await home.lexicons.remove(scope, input.projectId);
        if (!lexicons.ok) console.warn(`[studio] a deleted project's lexicons were kept: ${lexicons.error.message}`);
        return ok({
          projects: listProjectSummaries(work),
          lastOpenId: lastOpenProjectId(work),
          damaged: home.damagedFile(),
          readOnly: home.readOnly(),
        });
      }),
    'projects.updateSettings': (input) =>
      home.use(async (scope) => {
        const { work } = scope;
        if (input.lastChapterId !== undefined) {
          const chapter = work.db.prepare('SELECT project_id AS projectId FROM chapters WHERE id = ?').get(input.lastChapterId) as
            { projectId: string } | undefined;
          if (chapter?.projectId !== input.projectId)
            return fail('NOT_FOUND', 'This chapter is not in this project.', { field: 'lastChapterId' });
        }
        await learnVoiceDialects(scope, [input.settings?.voiceId, ...(input.speakers ?? []).map((s) => s.voiceId)]);
        const { settings, speakers, lastChapterId } = input;
        const change = {
          ...(settings ? { settings: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) } : {}),
          ...(speakers ? { speakers } : {}),
          ...(lastChapterId ? { lastChapterId } : {}),
        };
        const moved = work.transaction(() => updateProjectSettings(work, input.projectId, change));
        if (!moved) return missingProject();
        // Pauses between blocks are in every render, not in any hash: every chapter is checked.
        if (settings || speakers) renders.schedule(chapterIdsOf(work, input.projectId));
        return projectResult(work, input.projectId);
      }),
  };
}
