import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeliverableSettings } from '../../../shared/model/deliverables';
import type { Project } from '../../../shared/model/projects';
import { useCoreRig } from '../../helpers/core-rig';
import { callOk } from '../../helpers/projects';

// The export choices as a producer's own client sends them through the contract: a year in
// Arabic-Indic digits and a language by its name are read and remembered as the files need them;
// a choice that cannot be used is refused naming its field, and nothing of it is remembered.
const rig = useCoreRig();

describe('deliverables.saveSettings with typed input', () => {
  it('reads ٢٠٢٦ and العربية; refuses a bad template, year or language by field, remembering nothing of it', async () => {
    const project = await callOk<Project>(rig, 'projects.create', { name: 'كتاب', text: 'نص.' });
    const first = await callOk<DeliverableSettings>(rig, 'deliverables.getSettings', { projectId: project.id });
    const { cover: _cover, ...choices } = first;
    const typed = { ...choices, metadata: { ...choices.metadata, year: '٢٠٢٦', language: 'العربية' } };
    const read = await callOk<DeliverableSettings>(rig, 'deliverables.saveSettings', { projectId: project.id, settings: typed });
    expect(read.metadata).toMatchObject({ year: '2026', language: 'ar' });

    const bad = [
      {
        settings: { ...typed, fileNameTemplate: '{book}' },
        field: 'settings.fileNameTemplate',
        messageKey: 'projectExport.errors.template',
      },
      { settings: { ...typed, fileNameTemplate: '' }, field: 'settings.fileNameTemplate', messageKey: 'projectExport.errors.template' },
      {
        settings: { ...typed, metadata: { ...typed.metadata, year: '26' } },
        field: 'settings.metadata.year',
        messageKey: 'projectExport.errors.year',
      },
      {
        settings: { ...typed, metadata: { ...typed.metadata, language: 'Elvish' } },
        field: 'settings.metadata.language',
        messageKey: 'projectExport.errors.language',
      },
    ];
    for (const { settings, field, messageKey } of bad) {
      const refused = await rig.call('deliverables.saveSettings', { projectId: project.id, settings });
      expect(!refused.ok && refused.error).toMatchObject({ code: 'VALIDATION', field, messageKey });
    }
    const kept = await callOk<DeliverableSettings>(rig, 'deliverables.getSettings', { projectId: project.id });
    expect(kept).toMatchObject({ fileNameTemplate: choices.fileNameTemplate, metadata: { year: '2026', language: 'ar' } });
  }, 60_000);
});

describe('deliverables.export with a chosen cover that is gone', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'sawt-cover-gone-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is refused before it starts, naming the cover, instead of a book silently without it', async () => {
    const project = await callOk<Project>(rig, 'projects.create', { name: 'كتاب بغلاف', text: 'نص.' });
    const jpeg = join(scratch, 'cover.jpg');
    const made = spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x224488:s=400x400', '-frames:v', '1', jpeg]);
    expect(made.status).toBe(0);
    await callOk(rig, 'deliverables.setCover', {
      projectId: project.id,
      fileName: 'cover.jpg',
      data: readFileSync(jpeg).toString('base64'),
    });
    const kept = readdirSync(rig.dataDir, { recursive: true, encoding: 'utf8' }).find((path) => path.endsWith(`${project.id}.cover`))!;
    unlinkSync(join(rig.dataDir, kept));

    const out = join(scratch, 'out');
    mkdirSync(out);
    const refused = await rig.call('deliverables.export', { projectId: project.id, directory: out, exportId: 'cover-gone' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'VALIDATION',
      field: 'cover',
      messageKey: 'projectExport.coverErrors.missing',
    });
    expect(readdirSync(out)).toEqual([]);
  }, 60_000);
});
