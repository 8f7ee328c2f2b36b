import { describe, expect, it } from 'vitest';
import { choiceProblem } from '../../../shared/model/deliverable-choices';
import { defaultDeliverableSettings } from '../../../shared/model/deliverables';

// A choice a producer types into the Export project dialog that cannot be used is refused naming
// its field, with a key for the words.

const { cover: _cover, ...defaults } = defaultDeliverableSettings;
const withMetadata = (patch: Partial<typeof defaults.metadata>) => ({ ...defaults, metadata: { ...defaults.metadata, ...patch } });

describe('checking the typed choices', () => {
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
