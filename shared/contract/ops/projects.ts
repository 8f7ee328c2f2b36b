import { z } from 'zod';
import { operation } from '../define';
import type { GeneratedClip } from '../../model/script';
import type {
  Block,
  BlockTake,
  Chapter,
  ChapterSummary,
  Project,
  ProjectEstimate,
  ProjectList,
  ProjectSummary,
  QueueState,
} from '../../model/projects';
import { projectPauseRange } from '../../model/projects';
import type { ImportPreview } from '../../model/import';
import { textEncodings } from '../../model/import';
import { readAsSettingsSchema } from './read-as-schema';

/**
 * Operations projects.*, chapters.*, blocks.*, queue.* and import.* (issue 30): projects of
 * chapters of blocks, their generation queue (run by the core), and documents imported into them.
 * Spread into shared/contract/operations.ts.
 */

/** Ids the core made (lowercase uuids; a migrated draft keeps its draft id, which is as safe). */
export const entityIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id is a lowercase uuid (letters a–z, digits, - and _)');
const projectId = entityIdSchema;
const chapterId = entityIdSchema;
const blockId = entityIdSchema;
const name = z.string().trim().min(1).max(120);
/** A block as written; the core refuses past this and splits what is over the service's limit as spoken. */
export const blockTextLimit = 20_000;
const blockText = z.string().max(blockTextLimit);
const voiceId = z.string().min(1).max(200).nullable();
const dialectCode = z.string().min(1).max(20).nullable();
const position = z.number().int().min(0).max(100_000);
const config = z.object({ speed: z.number().finite(), expressiveness: z.number().finite() }).strict();
const pauseMs = z.number().int().min(projectPauseRange.minMs).max(projectPauseRange.maxMs);
const speakers = z
  .array(z.object({ speaker: z.string().trim().min(1).max(80), voiceId }).strict())
  .max(200)
  .refine((all) => new Set(all.map((s) => s.speaker)).size === all.length, 'each speaker once');
/** A document as the renderer read it from a file the user chose (base64); larger books are refused with a message. */
export const importDataLimitChars = 90_000_000;

/** What one block edit answers: the block(s) now in its place (more than one when the text was split). */
export interface BlockEdit {
  blocks: Block[];
}

export const projectsOperations = {
  'projects.list': operation<ProjectList>()(
    z.object({}).strict(),
    'Every project of the profile, newest change first, and which one was open last.',
  ),
  'projects.create': operation<Project>()(
    z.object({ name, text: z.string().max(2_000_000).optional() }).strict(),
    'A new project of one chapter whose blocks are the paragraphs of the text (none: one empty block); it becomes the open one. Written durably before answering.',
  ),
  'projects.get': operation<Project>()(
    z.object({ projectId }).strict(),
    'One project with its chapters (not their blocks); remembers it as the open one.',
  ),
  'projects.rename': operation<ProjectSummary>()(z.object({ projectId, name }).strict(), 'Renames a project; nothing else changes.'),
  'projects.duplicate': operation<Project>()(
    z.object({ projectId, name: name.optional() }).strict(),
    'A copy of the project: chapters, blocks, settings, speakers and the takes its blocks chose (the clips are shared, not generated again).',
  ),
  'projects.delete': operation<ProjectList>()(
    z.object({ projectId }).strict(),
    'Deletes a project (its generated clips stay in History) and answers with the projects that remain.',
  ),
  'projects.updateSettings': operation<Project>()(
    z
      .object({
        projectId,
        settings: z
          .object({
            dialectCode: dialectCode.optional(),
            voiceId: voiceId.optional(),
            config: config.optional(),
            dictionaryIds: z.array(z.string().min(1).max(200)).max(50).optional(),
            readAs: readAsSettingsSchema.optional(),
            blockPauseMs: pauseMs.optional(),
            chapterPauseMs: pauseMs.optional(),
          })
          .strict()
          .optional(),
        speakers: speakers.optional(),
        lastChapterId: chapterId.optional(),
      })
      .strict(),
    "Changes the project's voice, settings or speaker voices (blocks that would now send something else become stale); remembers the chapter the user is in.",
  ),
  'projects.estimate': operation<ProjectEstimate>()(
    z.object({ projectId, chapterIds: z.array(chapterId).max(10_000).optional() }).strict(),
    'Characters, requests and expected audio duration of generating every block that is not current, per chapter and in total, from each voice’s speaking rate in History.',
  ),
  'projects.previewVoice': operation<GeneratedClip>()(
    z.object({ projectId, chapterId: chapterId.optional(), voiceId: z.string().min(1).max(200), requestId: z.string().uuid() }).strict(),
    "Speaks the chapter's first block (the project's first when no chapter) in this voice: one request, kept in History, not a take.",
  ),

  'chapters.get': operation<Chapter>()(
    z.object({ chapterId }).strict(),
    'One chapter with every block, its status and chosen take, and its render.',
  ),
  'chapters.create': operation<Project>()(
    z.object({ projectId, title: name, afterChapterId: chapterId.nullable().optional() }).strict(),
    'A new chapter with one empty block, after the given chapter (null: first; absent: last).',
  ),
  'chapters.update': operation<ChapterSummary>()(
    z.object({ chapterId, title: name.optional(), voiceId: voiceId.optional(), dialectCode: dialectCode.optional() }).strict(),
    "Renames a chapter or sets its own voice (null: the project's); blocks that would now send something else become stale.",
  ),
  'chapters.delete': operation<Project>()(
    z.object({ chapterId }).strict(),
    'Deletes a chapter and its blocks (their clips stay in History); a project keeps at least one chapter.',
  ),
  'chapters.move': operation<Project>()(
    z.object({ chapterId, toPosition: position }).strict(),
    'Moves a chapter to another place in its project.',
  ),
  'chapters.merge': operation<Project>()(
    z.object({ chapterId }).strict(),
    "Appends the next chapter's blocks to this one (their takes kept) and removes the next chapter.",
  ),
  'chapters.split': operation<Project>()(
    z.object({ chapterId, atBlockId: blockId, title: name }).strict(),
    'Makes a new chapter, after this one, of the blocks from the given block on (their takes kept).',
  ),

  'blocks.update': operation<BlockEdit>()(
    z
      .object({ blockId, text: blockText, speaker: z.string().trim().min(1).max(80).nullable().optional(), voiceId: voiceId.optional() })
      .strict(),
    'Writes a block durably before answering. Paragraph breaks in the text make several blocks; a paragraph over the limit as spoken is split at sentence marks. Only blocks whose spoken text, voice or settings changed lose their current take.',
  ),
  'blocks.insert': operation<BlockEdit>()(
    z.object({ chapterId, afterBlockId: blockId.nullable(), text: blockText }).strict(),
    'A new block (or blocks, as blocks.update splits) after the given block (null: first in the chapter).',
  ),
  'blocks.split': operation<BlockEdit>()(
    z.object({ blockId, at: z.number().int().min(0).max(blockTextLimit) }).strict(),
    'Splits a block in two at a character offset: the first half keeps the block and its takes (current only if its text is unchanged, as when Enter is pressed at the end); the second is a new block of the same speaker and voice.',
  ),
  'blocks.merge': operation<BlockEdit>()(
    z.object({ blockId }).strict(),
    'Joins a block with the next one in its chapter (a new line of the one block, so a later edit does not cut it again); the joined block keeps its own takes, current only when the next block was empty.',
  ),
  'blocks.delete': operation<Chapter>()(
    z.object({ blockId }).strict(),
    'Deletes a block (its clips stay in History); deleting a chapter’s only block leaves one empty block in its place.',
  ),
  'blocks.move': operation<Project>()(
    z.object({ blockId, toChapterId: chapterId, toPosition: position }).strict(),
    'Moves a block within its chapter or into another chapter, with its takes.',
  ),
  'blocks.takes': operation<BlockTake[]>()(
    z.object({ blockId }).strict(),
    'Every take of the block, oldest first, the chosen one and the current ones marked.',
  ),
  'blocks.chooseTake': operation<Block>()(
    z.object({ blockId, historyId: z.string().min(1).max(200) }).strict(),
    "Makes a take the block's chosen one (the one the chapter's render uses); only a current take may be chosen.",
  ),

  'queue.start': operation<QueueState>()(
    z
      .object({
        projectId,
        chapterIds: z.array(chapterId).max(10_000).optional(),
        blockIds: z.array(blockId).max(100_000).optional(),
        again: z.literal(true).optional(),
      })
      .strict()
      .refine((input) => !input.again || (input.blockIds !== undefined && input.chapterIds === undefined), {
        message: 'Generate again names its blocks.',
        path: ['again'],
      }),
    'Queues every block that is not current (of the chapters or blocks named, else the whole project) and starts generating, a few at a time, in order. A block is sent at most once per content hash, also across a crash. With `again` (blocks named only): the named blocks are generated again although current, one new take each that becomes the chosen one (the old takes stay); each such request is sent once, also across a crash.',
  ),
  'queue.pause': operation<QueueState>()(
    z.object({ projectId }).strict(),
    'Sends nothing more; requests already sent finish and are kept.',
  ),
  'queue.resume': operation<QueueState>()(
    z.object({ projectId }).strict(),
    'Goes on with what is queued; a job a previous run left sent but unanswered is first looked for in History, never sent twice blindly.',
  ),
  'queue.cancel': operation<QueueState>()(
    z.object({ projectId }).strict(),
    'Drops what is queued and not yet sent; finished blocks keep their takes.',
  ),
  'queue.status': operation<QueueState>()(z.object({ projectId }).strict(), "The project's queue as it stands."),

  'import.preview': operation<ImportPreview & { previewId: string }>()(
    z
      .object({
        fileName: z.string().min(1).max(255),
        data: z.string().max(importDataLimitChars),
        options: z
          .object({
            keepFootnotes: z.boolean().optional(),
            keepUrls: z.boolean().optional(),
            keepEmails: z.boolean().optional(),
            encoding: z.enum(textEncodings).optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    'Reads a document (base64 of its bytes) into chapters of paragraphs for the user to check; nothing is created yet.',
  ),
  'import.create': operation<Project>()(
    z.object({ previewId: z.string().uuid(), name }).strict(),
    'Makes a project of a previewed document in one transaction (paragraphs become blocks; dialogue lines get their speakers).',
  ),
} as const;
