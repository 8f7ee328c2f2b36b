import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../shared/model/import';
import type { Project } from '../../../shared/model/projects';
import { fixture } from '../../helpers/import-expectations';
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

/** The preview's chapters as the project must have them: a heading with no text of its own over sections is left out. */
function expectedChapters(read: ImportPreview) {
  return read.chapters.filter(
    (chapter, index) => chapter.paragraphs.length > 0 || !(chapter.level === 1 && read.chapters[index + 1]?.level === 2),
  );
}

describe('import.create', () => {
  it.each([
    'story-ar.docx',
    'story-ar.pdf',
    'story-ar-chromium.pdf',
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
    const chapters = expectedChapters(read);
    expect(project.chapters.map((c) => c.title)).toEqual(chapters.map((c) => c.title.trim()));
    for (const [index, summary] of project.chapters.entries()) {
      const chapter = await chapterOf(rig, summary.id);
      // Story paragraphs are under the limit and have no pause marker: one block each, as written.
      expect(chapter.blocks.map((b) => b.text)).toEqual(chapters[index]!.paragraphs.map((p) => p.trim()));
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
