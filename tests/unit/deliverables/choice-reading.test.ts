import { describe, expect, it } from 'vitest';
import { choiceProblem, readLanguage, readYear } from '../../../shared/model/deliverable-choices';
import { defaultDeliverableSettings } from '../../../shared/model/deliverables';

// What a producer types into the Export project dialog is read as the files need it where the
// reading is unambiguous, and refused naming the field otherwise.

const { cover: _cover, ...defaults } = defaultDeliverableSettings;
const withMetadata = (patch: Partial<typeof defaults.metadata>) => ({ ...defaults, metadata: { ...defaults.metadata, ...patch } });

describe('reading a typed year and language', () => {
  it('a year in Arabic-Indic or Eastern Arabic-Indic digits is that year', () => {
    expect(readYear('٢٠٢٦')).toBe('2026');
    expect(readYear(' ۲۰۲۶ ')).toBe('2026');
    expect(readYear('2026')).toBe('2026');
    expect(choiceProblem(withMetadata({ year: '٢٠٢٦' }))).toBeNull();
  });

  it('a language by its English or Arabic name, or a code in any case, is its BCP-47 tag', () => {
    for (const typed of ['Arabic', 'arabic', 'العربية', 'عربي', 'العربيّة', 'AR', 'ar'])
      expect([typed, readLanguage(typed)]).toEqual([typed, 'ar']);
    for (const typed of ['English', 'الإنجليزية', 'انجليزي']) expect([typed, readLanguage(typed)]).toEqual([typed, 'en']);
    expect(readLanguage('en_us')).toBe('en-US');
    expect(readLanguage('French')).toBe('fr');
    expect(choiceProblem(withMetadata({ language: 'العربية' }))).toBeNull();
  });

  it('what cannot be read is refused naming the field and a key for the words', () => {
    expect(choiceProblem(withMetadata({ year: '26' }))).toMatchObject({ field: 'metadata.year', messageKey: 'projectExport.errors.year' });
    expect(choiceProblem(withMetadata({ year: 'two thousand' }))).toMatchObject({ field: 'metadata.year' });
    expect(choiceProblem(withMetadata({ language: 'Klingonese' }))).toMatchObject({
      field: 'metadata.language',
      messageKey: 'projectExport.errors.language',
    });
    expect(choiceProblem({ ...defaults, fileNameTemplate: '{book}' })).toMatchObject({ field: 'fileNameTemplate' });
    // Without chapter files the template is not used, so it cannot be wrong.
    expect(choiceProblem({ ...defaults, chapterFormat: null, fileNameTemplate: '' })).toBeNull();
  });
});
