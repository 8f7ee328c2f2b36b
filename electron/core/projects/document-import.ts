import { randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/contract';
import { blockTextsOfParagraph, dialogueLineOf } from '../../../shared/model/block-text';
import type { ImportChapter, ImportOptions, ImportPreview } from '../../../shared/model/import';
import type { Project } from '../../../shared/model/projects';
import { importDocument } from '../import';
import type { NewBlock } from './block-layout';
import { readAsOptionsOf, voiceDialectOf } from './block-sending';
import { learnVoiceDialects } from './cache-facts';
import { blockLexiconOf } from './lexicon-snapshot';
import { lexiconsInEffectFor } from './project-lexicons';
import { projectResult } from './project-handlers';
import { insertProject, newProjectSettings, rememberOpenProject, type NewChapter } from './project-writes';
import type { WorkScope } from './work-scope';

/**
 * A document into a project: import.preview reads it (electron/core/import) and keeps the preview
 * in memory for a while under an id; import.create makes the project of it in one transaction.
 * Chapters and sections (levels 1 and 2) each become a chapter, so the project, its preview and the
 * M4B's chapter marks all equal the table of contents; a chapter with no paragraphs of its own (one
 * that only heads its sections) gets one block that speaks its title. Paragraphs become
 * blocks as typed text does (cut after pause markers and at sentence marks where over the limit as
 * spoken), and dialogue lines get their speakers.
 */

/** A preview waits this long for its Create; a few are kept at once (a book's preview is megabytes). */
const keepMs = 30 * 60_000;
const keepAtMost = 4;

interface KeptPreview {
  preview: ImportPreview;
  at: number;
}

export class ImportPreviews {
  private readonly kept = new Map<string, KeptPreview>();

  constructor(private readonly now: () => number = Date.now) {}

  async read(
    bytes: Uint8Array,
    fileName: string,
    options: ImportOptions,
    signal?: AbortSignal,
  ): Promise<Result<ImportPreview & { previewId: string }>> {
    const preview = await importDocument(bytes, fileName, options, signal);
    if (!preview.ok) return preview;
    this.expire();
    const previewId = randomUUID();
    this.kept.set(previewId, { preview: preview.value, at: this.now() });
    while (this.kept.size > keepAtMost) this.kept.delete(this.kept.keys().next().value!);
    return ok({ ...preview.value, previewId });
  }

  take(previewId: string): Result<ImportPreview> {
    this.expire();
    const kept = this.kept.get(previewId);
    if (!kept) {
      return fail('NOT_FOUND', 'This preview has expired (previews are kept for 30 minutes). Choose the document again.', {
        field: 'previewId',
        messageKey: 'import.PREVIEW_EXPIRED',
      });
    }
    return ok(kept.preview);
  }

  forget(previewId: string): void {
    this.kept.delete(previewId);
  }

  private expire(): void {
    const now = this.now();
    for (const [id, kept] of this.kept) if (now - kept.at > keepMs) this.kept.delete(id);
  }
}

/** The preview's chapters as the project's, each a list of block texts with their speakers. */
export function chaptersOfPreview(chapters: readonly ImportChapter[], cut: (paragraph: string) => string[]): NewChapter[] {
  return chapters.map((chapter) => {
    const title = chapter.title.trim().slice(0, 120);
    const blocks = chapter.paragraphs.flatMap((paragraph): NewBlock[] => {
      const speaker = dialogueLineOf(paragraph)?.speaker ?? null;
      return cut(paragraph).map((text) => ({ text, speaker }));
    });
    // A heading over its sections is still a chapter of the table of contents: it speaks its title.
    if (blocks.length === 0 && title) blocks.push(...cut(title).map((text) => ({ text, speaker: null })));
    return { title: title || '—', blocks };
  });
}

export async function createFromPreview(scope: WorkScope, preview: ImportPreview, name: string): Promise<Result<Project>> {
  const { work } = scope;
  const settings = newProjectSettings(work);
  await learnVoiceDialects(scope, [settings.voiceId]);
  // A new project has no lexicons of its own yet: the profile's are in effect.
  const lexicons = await lexiconsInEffectFor(scope, null);
  if (!lexicons.ok) return lexicons;
  const dialect = voiceDialectOf(work, settings.voiceId) ?? settings.dialectCode;
  const options = readAsOptionsOf(settings, dialect, blockLexiconOf(lexicons.value).matcher);
  const chapters = chaptersOfPreview(preview.chapters, (paragraph) => blockTextsOfParagraph(paragraph, options));
  if (chapters.length === 0) return fail('VALIDATION', 'The document has no text to make a project of.', { messageKey: 'import.NO_TEXT' });
  return work.transaction(() => {
    const { id } = insertProject(work, { name, settings, chapters, lexicons: lexicons.value });
    rememberOpenProject(work, id);
    return projectResult(work, id);
  });
}
