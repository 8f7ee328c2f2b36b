import { fail, ok, type Result } from '../../../shared/contract';
import type { Block } from '../../../shared/model/projects';
import type { Handlers } from '../dispatch/dispatch';
import { deleteBlock, insertBlocksAfter, mergeBlock, moveBlock, splitBlock, updateBlock, type BlockChange } from './block-edits';
import { chooseBlockTake } from './block-takes';
import { learnVoiceDialects, withClipFacts } from './cache-facts';
import { createChapter, deleteChapter, mergeChapter, moveChapter, splitChapter, updateChapter, type ChapterChange } from './chapter-edits';
import { projectResult } from './project-handlers';
import { chapterSummary, readBlocks, readChapter, readTakes } from './project-reads';
import type { ProjectsHome } from './projects-home';
import type { WorkScope } from './work-scope';
import type { RenderScheduler } from './render-scheduler';

type EditOps =
  | 'chapters.get'
  | 'chapters.create'
  | 'chapters.update'
  | 'chapters.delete'
  | 'chapters.move'
  | 'chapters.merge'
  | 'chapters.split'
  | 'blocks.update'
  | 'blocks.insert'
  | 'blocks.split'
  | 'blocks.merge'
  | 'blocks.delete'
  | 'blocks.move'
  | 'blocks.takes'
  | 'blocks.chooseTake';

/**
 * Handlers of chapters.* and blocks.*: each change is one transaction, written (WAL, synchronous
 * FULL) before the answer; the chapters whose blocks changed get their render made again.
 */
export function editHandlers(home: ProjectsHome, renders: RenderScheduler): Pick<Handlers, EditOps> {
  /** Runs a chapter change and answers the project. */
  const chapterChange = (change: (scope: WorkScope) => Result<ChapterChange>) =>
    home.use((scope) => {
      const changed = scope.work.transaction(() => change(scope));
      if (!changed.ok) return changed;
      renders.schedule(changed.value.chapterIds);
      return projectResult(scope.work, changed.value.projectId);
    });

  /** Runs a block change and answers the blocks now in its place. */
  const blockChange = async (scope: WorkScope, change: () => Result<BlockChange>) => {
    const changed = scope.work.transaction(change);
    if (!changed.ok) return changed;
    renders.schedule(changed.value.chapterIds);
    return withClipFacts(scope, (factsOf) => ok({ blocks: readBlocks(scope.work, changed.value.blockIds, factsOf) }));
  };

  const chapterOf = (scope: WorkScope, chapterId: string) =>
    withClipFacts(scope, (factsOf) => {
      const chapter = readChapter(scope.work, chapterId, factsOf);
      return chapter
        ? ok({ ...chapter, render: renders.renderOf(scope.work, chapterId) })
        : fail('NOT_FOUND', 'This chapter no longer exists.', { field: 'chapterId' });
    });

  return {
    'chapters.get': (input) => home.use((scope) => chapterOf(scope, input.chapterId)),
    'chapters.create': (input) => chapterChange(({ work }) => createChapter(work, input.projectId, input.title, input.afterChapterId)),
    'chapters.update': (input) =>
      home.use(async (scope) => {
        await learnVoiceDialects(scope, [input.voiceId]);
        const changed = scope.work.transaction(() => updateChapter(scope.work, input.chapterId, input));
        if (!changed.ok) return changed;
        renders.schedule(changed.value.chapterIds);
        return ok(chapterSummary(scope.work, input.chapterId)!);
      }),
    'chapters.delete': (input) => chapterChange(({ work }) => deleteChapter(work, input.chapterId)),
    'chapters.move': (input) => chapterChange(({ work }) => moveChapter(work, input.chapterId, input.toPosition)),
    'chapters.merge': (input) => chapterChange(({ work }) => mergeChapter(work, input.chapterId)),
    'chapters.split': (input) => chapterChange(({ work }) => splitChapter(work, input.chapterId, input.atBlockId, input.title)),

    'blocks.update': (input) =>
      home.use(async (scope) => {
        await learnVoiceDialects(scope, [input.voiceId]);
        return blockChange(scope, () => updateBlock(scope.work, input.blockId, input));
      }),
    'blocks.insert': (input) =>
      home.use((scope) => blockChange(scope, () => insertBlocksAfter(scope.work, input.chapterId, input.afterBlockId, input.text))),
    'blocks.split': (input) => home.use((scope) => blockChange(scope, () => splitBlock(scope.work, input.blockId, input.at))),
    'blocks.merge': (input) => home.use((scope) => blockChange(scope, () => mergeBlock(scope.work, input.blockId))),
    'blocks.delete': (input) =>
      home.use(async (scope) => {
        const changed = scope.work.transaction(() => deleteBlock(scope.work, input.blockId));
        if (!changed.ok) return changed;
        renders.schedule(changed.value.chapterIds);
        return chapterOf(scope, changed.value.chapterIds[0]!);
      }),
    'blocks.move': (input) =>
      home.use((scope) => {
        const changed = scope.work.transaction(() => moveBlock(scope.work, input.blockId, input.toChapterId, input.toPosition));
        if (!changed.ok) return changed;
        renders.schedule(changed.value.chapterIds);
        return projectResult(scope.work, changed.value.projectId);
      }),
    'blocks.takes': (input) =>
      home.use((scope) =>
        withClipFacts(scope, (factsOf) => {
          if (!scope.work.db.prepare('SELECT 1 FROM blocks WHERE id = ?').get(input.blockId))
            return fail('NOT_FOUND', 'This block no longer exists.', { field: 'blockId' });
          return ok(readTakes(scope.work, input.blockId, factsOf));
        }),
      ),
    'blocks.chooseTake': (input) =>
      home.use(async (scope) => {
        const chosen = scope.work.transaction(() => chooseBlockTake(scope.work, input.blockId, input.historyId));
        if (!chosen.ok) return chosen;
        renders.schedule([chosen.value.chapterId]);
        return withClipFacts(scope, (factsOf): Result<Block> => ok(readBlocks(scope.work, [input.blockId], factsOf)[0]!));
      }),
  };
}
