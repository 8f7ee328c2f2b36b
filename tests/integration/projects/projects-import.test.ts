import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/model/import';
import type { Project } from '../../../shared/model/projects';
import { expectedChapters, fixture, story } from '../../helpers/import-expectations';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk, chapterOf } from '../../helpers/projects';

// import.preview → import.create (issue 30 item 3): every fixture of tests/fixtures/import made into
// a project in one transaction, through the contract (base64 bytes in, as the renderer sends them).
const rig = useCoreRig();

const preview = (name: string) =>
  callOk<ImportPreview & { previewId: string }>(rig, 'import.preview', {
    fileName: name,
    data: Buffer.from(fixture(name)).toString('base64'),
  });

/** A chapter's blocks as the project must have them: its paragraphs, or its title when it has none. */
function expectedBlocks(chapter: ImportPreview['chapters'][number]): string[] {
  return chapter.paragraphs.length > 0 ? chapter.paragraphs.map((p) => p.trim()) : [chapter.title.trim()];
}

describe('import.create', () => {
  it.each([
    'story-ar.docx',
    'story-ar.pdf',
    'story-ar-chromium.pdf',
    'story-ar-no-bookmarks.pdf',
    'story-ar.epub',
    'story-en.epub',
    'story-ar.html',
    'story-ar.md',
    'story-ar.srt',
    'story-ar.utf8.txt',
    'story-ar.utf8-bom.txt',
    'story-ar.utf16le.txt',
    'story-ar.utf16be.txt',
    'story-ar.cp1256.txt',
    'story-ar.iso8859-6.txt',
  ])('%s becomes a project with the preview’s chapters, its paragraphs as blocks, and its speakers', async (name) => {
    const read = await preview(name);
    const project = await callOk<Project>(rig, 'import.create', { previewId: read.previewId, name: read.title || name });
    // Every chapter of the preview is one of the project's, a heading over its sections included.
    const chapters = read.chapters;
    expect(project.chapters.map((c) => c.title)).toEqual(chapters.map((c) => c.title.trim()));
    if (!name.endsWith('.srt')) {
      // Each has a table of contents (nav, NCX, bookmarks, headings): the project's chapters are it.
      const toc = expectedChapters(story(name.startsWith('story-en') ? 'story-en' : 'story-ar'), { legacy: /1256|8859/.test(name) });
      expect(project.chapters.map((c) => c.title)).toEqual(toc.map((c) => c.title));
    }
    for (const [index, summary] of project.chapters.entries()) {
      const chapter = await chapterOf(rig, summary.id);
      // Story paragraphs are under the limit and have no pause marker: one block each, as written.
      expect(chapter.blocks.map((b) => b.text)).toEqual(expectedBlocks(chapters[index]!));
    }
    const speakers = project.speakers.map((s) => s.speaker);
    expect(speakers).toContain(name.startsWith('story-en') ? 'Keeper' : 'سارة');
    // The preview was used up: creating it again says it is gone.
    expect(await rig.call('import.create', { previewId: read.previewId, name: 'Again' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'import.PREVIEW_EXPIRED' },
    });
  });

  it('refuses what the import refuses, with its key', async () => {
    const empty = await rig.call('import.preview', { fileName: 'empty.txt', data: '' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'VALIDATION', messageKey: 'import.EMPTY' } });
  });
});
