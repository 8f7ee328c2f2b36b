import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract';
import type { Lexicon, LexiconsInEffect, LexiconSummary } from '../../../shared/lexicon';
import type { LexiconExport, LexiconImportReport, LexiconList } from '../../../shared/model/lexicons';
import { LexiconStore, lexiconsFolderOf } from '../../../electron/core/lexicons';
import { unwrap, useCoreRig } from '../../helpers/core-rig';

const rig = useCoreRig();
const fixture = (name: string) => readFileSync(join(__dirname, '..', '..', 'fixtures', 'lexicons', name), 'utf8');

async function profileDir(): Promise<string> {
  const profile = unwrap(await rig.core.context.profiles.active());
  return unwrap(await rig.core.context.profiles.directoryOf(profile.id));
}
const call = async <T>(name: Parameters<typeof rig.call>[0], input: unknown) => rig.call<T>(name, input);
const value = async <T>(name: Parameters<typeof rig.call>[0], input: unknown) => unwrap(await call<T>(name, input));
const fileOf = async (id: string) => readFileSync(join(lexiconsFolderOf(await profileDir()), `${id}.json`), 'utf8');

describe('lexicons kept by the studio', () => {
  it('keeps a lexicon and its entries as a file of the profile, read back after a restart', async () => {
    const lexicon = await value<Lexicon>('lexicons.create', { name: 'Brands' });
    expect(lexicon).toMatchObject({ name: 'Brands', language: 'ar', enabled: true, projectId: null, entries: [] });
    const saved = await value<Lexicon>('lexicons.upsertEntries', {
      lexiconId: lexicon.id,
      entries: [
        { written: '  جوجل ', spoken: 'غوغل', note: 'the brand' },
        { written: 'AI', spoken: 'إيه  آي', caseSensitive: true, dialects: ['EGY'] },
      ],
    });
    expect(saved.entries.map((e) => [e.written, e.spoken, e.note, e.caseSensitive, e.dialects])).toEqual([
      ['جوجل', 'غوغل', 'the brand', false, []],
      ['AI', 'إيه آي', '', true, ['egy']],
    ]);
    const renamed = await value<LexiconSummary>('lexicons.rename', { id: lexicon.id, name: 'Names' });
    expect(renamed).toMatchObject({ name: 'Names', entryCount: 2, enabledCount: 2 });
    // A fresh store on the same folder (a restart) reads the same lexicon from its file.
    const again = unwrap(await new LexiconStore(await profileDir()).get(lexicon.id));
    expect(again.name).toBe('Names');
    expect(again.entries).toEqual(saved.entries);
    expect(rig.events.some((e) => e.name === 'lexicons.changed')).toBe(true);
  });

  it('edits an entry by id, deletes entries, switches and deletes a lexicon', async () => {
    const lexicon = await value<Lexicon>('lexicons.create', { name: 'Scratch' });
    const [entry] = (
      await value<Lexicon>('lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written: 'أبل', spoken: 'آبل' }] })
    ).entries;
    const edited = await value<Lexicon>('lexicons.upsertEntries', {
      lexiconId: lexicon.id,
      entries: [{ id: entry!.id, written: 'أبل', spoken: 'آبِل', enabled: false }],
    });
    expect(edited.entries).toEqual([{ ...entry, spoken: 'آبِل', enabled: false }]);
    expect((await value<LexiconSummary>('lexicons.setEnabled', { id: lexicon.id, enabled: false })).enabled).toBe(false);
    expect((await value<Lexicon>('lexicons.deleteEntries', { lexiconId: lexicon.id, entryIds: [entry!.id, 'unknown'] })).entries).toEqual(
      [],
    );
    const left = await value<LexiconList>('lexicons.delete', { id: lexicon.id });
    expect(left.lexicons.some((l) => l.id === lexicon.id)).toBe(false);
    expect((await call('lexicons.get', { id: lexicon.id })) as Result<never>).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('refuses a bad entry with the entry, the field and what to do, and changes nothing', async () => {
    const lexicon = await value<Lexicon>('lexicons.create', { name: 'Guarded' });
    await value('lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written: 'جوجل', spoken: 'غوغل' }] });
    const before = await fileOf(lexicon.id);
    const loop = await call('lexicons.upsertEntries', {
      lexiconId: lexicon.id,
      entries: [
        { written: 'ناسا', spoken: 'ن' },
        { written: 'AI', spoken: 'AI إيه آي' },
      ],
    });
    expect(loop).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        field: 'entries.1.spoken',
        messageKey: 'lexicon.entry.spoken-loops',
        message:
          'Entry 2 (“AI”): The spoken form contains “AI” itself: applied again it would grow without end. Write the spoken form without it.',
      },
    });
    const long = await call('lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written: 'x', spoken: 'ب'.repeat(3_001) }] });
    expect(long).toMatchObject({ ok: false, error: { field: 'entries.0.spoken', messageKey: 'lexicon.entry.spoken-too-long' } });
    expect(await fileOf(lexicon.id)).toBe(before);
  });

  it('imports the PLS shapes services document, listing phoneme lexemes, and round-trips through export', async () => {
    const report = await value<LexiconImportReport>('lexicons.import', {
      format: 'pls',
      text: fixture('elevenlabs.pls'),
      target: { name: 'From ElevenLabs' },
    });
    expect(report).toMatchObject({ created: true, added: 2, updated: 0, duplicates: 0, language: 'en-GB', refused: [] });
    expect(report.phonemes.map((p) => p.graphemes[0])).toEqual(['Apple', 'tomato', 'Tomato']);
    expect(report.lexicon).toMatchObject({ name: 'From ElevenLabs', language: 'en-GB', entryCount: 2 });

    const azure = await value<LexiconImportReport>('lexicons.import', {
      format: 'pls',
      text: fixture('azure.xml'),
      target: { lexiconId: report.lexicon.id },
    });
    expect(azure).toMatchObject({ created: false, added: 5, language: 'ar-EG' });
    expect(azure.phonemes).toHaveLength(1);
    // The same file again: every entry is already there.
    const again = await value<LexiconImportReport>('lexicons.import', {
      format: 'pls',
      text: fixture('azure.xml'),
      target: { lexiconId: report.lexicon.id },
    });
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 5 });

    const original = await value<Lexicon>('lexicons.get', { id: report.lexicon.id });
    for (const format of ['pls', 'csv'] as const) {
      const file = await value<LexiconExport>('lexicons.export', { id: original.id, format });
      expect(file.fileName).toBe(`From ElevenLabs.${format}`);
      const back = await value<LexiconImportReport>('lexicons.import', {
        format,
        text: file.text,
        target: { name: `Round trip ${format}` },
      });
      const copy = await value<Lexicon>('lexicons.get', { id: back.lexicon.id });
      const strip = (l: Lexicon) => l.entries.map(({ id: _id, createdAt: _at, ...e }) => e);
      expect(strip(copy)).toEqual(strip(original));
    }
  });

  it('refuses a 5 MB file, malformed XML and a file with a looping entry, changing nothing', async () => {
    const lexicon = await value<Lexicon>('lexicons.create', { name: 'Target' });
    const before = await fileOf(lexicon.id);
    const count = async () => (await value<LexiconList>('lexicons.list', {})).lexicons.length;
    const lexiconsBefore = await count();
    const target = { lexiconId: lexicon.id };
    const big = `<lexicon version="1.0" xml:lang="ar">${'<lexeme><grapheme>كلمة</grapheme><alias>كَلِمة</alias></lexeme>'.repeat(80_000)}</lexicon>`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    expect(await call('lexicons.import', { format: 'pls', text: big, target })).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        messageKey: 'lexicon.fileTooLarge',
        message: expect.stringMatching(/^The file is 5\.\d MB; a lexicon file may be at most 4\.0 MB\./u),
      },
    });
    expect(
      await call('lexicons.import', { format: 'pls', text: '<lexicon><lexeme><grapheme>x</lexeme></lexicon>', target: { name: 'New' } }),
    ).toMatchObject({
      ok: false,
      error: { messageKey: 'lexicon.fileUnreadable', message: expect.stringContaining('Line 1, column 29: </lexeme> closes <grapheme>') },
    });
    const looping = 'written,spoken\nجوجل,غوغل\nAI,AI إيه آي\n';
    expect(await call('lexicons.import', { format: 'csv', text: looping, target })).toMatchObject({
      ok: false,
      error: {
        messageKey: 'lexicon.importRefused',
        message: expect.stringContaining("1 of the file's entries cannot be imported, so nothing was. First, line 3 (“AI”)"),
      },
    });
    expect(await fileOf(lexicon.id)).toBe(before);
    expect(await count()).toBe(lexiconsBefore);
    // Asked to leave the refused ones out, it imports the rest and lists them.
    const partial = await value<LexiconImportReport>('lexicons.import', { format: 'csv', text: looping, target, skipInvalid: true });
    expect(partial).toMatchObject({ added: 1, refused: [{ line: 3, written: 'AI', code: 'spoken-loops' }] });
  });

  it('sets a damaged lexicon file aside, keeps it, and still lists the others', async () => {
    const folder = lexiconsFolderOf(await profileDir());
    writeFileSync(join(folder, '00000000-0000-4000-8000-00000000dead.json'), '{ "half": ');
    const fresh = new LexiconStore(await profileDir(), { warn: () => {} });
    const list = unwrap(await fresh.list());
    expect(list.lexicons.length).toBeGreaterThan(0);
    expect(list.unreadable).toHaveLength(1);
    expect(list.unreadable[0]!.movedTo).toMatch(/00000000-0000-4000-8000-00000000dead\.json\.corrupt-/u);
    expect(readdirSync(folder).some((name) => name.includes('dead.json.corrupt-'))).toBe(true);
  });

  it('puts a project’s lexicons first, for that project only', async () => {
    const project = '0f0e0d0c-0000-4000-8000-000000000001';
    const own = await value<Lexicon>('lexicons.create', { name: 'Book', projectId: project });
    await value('lexicons.upsertEntries', { lexiconId: own.id, entries: [{ written: 'جوجل', spoken: 'جوجِل' }] });
    const forProject = await value<LexiconsInEffect>('lexicons.inEffect', { projectId: project });
    expect(forProject.entries[0]).toMatchObject({ written: 'جوجل', spoken: 'جوجِل', source: { scope: 'project', lexiconName: 'Book' } });
    const withoutProject = await value<LexiconsInEffect>('lexicons.inEffect', { projectId: null });
    expect(withoutProject.entries.some((e) => e.source.lexiconId === own.id)).toBe(false);
    expect(withoutProject.digest).not.toBe(forProject.digest);
    const listed = await value<LexiconList>('lexicons.list', { projectId: null });
    expect(listed.lexicons.some((l) => l.id === own.id)).toBe(false);
  });
});

describe('lexicons for work the core starts itself', () => {
  it('compiles the lexicons in effect now, with their digest in the scope', async () => {
    const { lexiconReadAsNow, withActiveLexicons } = await import('../../../electron/core/lexicons');
    const project = '0f0e0d0c-0000-4000-8000-000000000002';
    const own = await value<Lexicon>('lexicons.create', { name: 'Queue', projectId: project });
    await value('lexicons.upsertEntries', { lexiconId: own.id, entries: [{ written: 'سامسونج', spoken: 'سامسونغ' }] });
    const inEffect = (projectId: string | null) => withActiveLexicons(rig.core.context, (store) => store.inEffect(projectId));
    const options = unwrap(await lexiconReadAsNow({ enabled: true, rules: {}, overrides: {}, dialect: 'egy' }, project, inEffect));
    const expected = await value<LexiconsInEffect>('lexicons.inEffect', { projectId: project });
    expect(options.lexiconScope).toEqual({ projectId: project, digest: expected.digest });
    expect(options.lexicon!.find('وسامسونج', 'egy')[0]!.spoken).toBe('وسامسونغ');
  });
});
