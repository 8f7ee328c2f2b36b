import { fail, type Result } from '../../../shared/contract';
import { spokenTextOfBlock } from '../../../shared/model/block-text';
import type { GeneratedClip } from '../../../shared/model/script';
import { generateSpeech } from '../speech';
import { readAsOptionsOf, voiceDialectOf } from './block-sending';
import { learnVoiceDialects } from './cache-facts';
import { blockLexiconOfProject } from './lexicon-snapshot';
import { readProjectHead } from './project-settings';
import type { WorkScope } from './work-scope';

/**
 * "Preview voice" (issue 30 item 4): the chapter's first block with something to say (the project's
 * first chapter when none is named), read in the chosen voice and its dialect, through the core's one
 * generation road — one request, kept in History like any clip, never a take of the block.
 */
export async function previewVoice(
  scope: WorkScope,
  input: { projectId: string; chapterId?: string | undefined; voiceId: string },
  signal: AbortSignal,
): Promise<Result<GeneratedClip>> {
  const { work } = scope;
  const head = readProjectHead(work, input.projectId);
  if (!head) return fail('NOT_FOUND', 'This project no longer exists.', { field: 'projectId' });
  const block = work.db
    .prepare(
      `SELECT b.id, b.text, b.speaker, c.dialect_code AS chapterDialect FROM blocks b JOIN chapters c ON c.id = b.chapter_id
       WHERE c.project_id = ? ${input.chapterId ? 'AND c.id = ?' : ''} AND b.spoken_chars > 0 ORDER BY c.position, b.position LIMIT 1`,
    )
    .get(...(input.chapterId ? [input.projectId, input.chapterId] : [input.projectId])) as
    { id: string; text: string; speaker: string | null; chapterDialect: string | null } | undefined;
  if (!block) {
    return fail('VALIDATION', 'There is nothing to read yet: write a block first, then preview the voice.', {
      field: 'chapterId',
      messageKey: 'projects.NOTHING_TO_PREVIEW',
    });
  }
  await learnVoiceDialects(scope, [input.voiceId]);
  const dialect = voiceDialectOf(work, input.voiceId) ?? block.chapterDialect ?? head.settings.dialectCode;
  const lexicon = blockLexiconOfProject(work, input.projectId).matcher;
  const script = spokenTextOfBlock(block.text, block.speaker, readAsOptionsOf(head.settings, dialect, lexicon, block.id));
  const generated = await scope.withCache((session) =>
    generateSpeech(
      session,
      {
        voiceId: input.voiceId,
        script,
        config: head.settings.config,
        ...(head.settings.dictionaryIds.length > 0 ? { dictionaryIds: head.settings.dictionaryIds } : {}),
      },
      signal,
      () => {},
    ),
  );
  return generated.ok ? generated.value : generated;
}
