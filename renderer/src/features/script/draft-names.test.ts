import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { shownDraftName } from './draft-names';

describe('shownDraftName', () => {
  it('shows the studio-given names in the interface language, either way round', () => {
    initI18n('ar');
    expect(shownDraftName('Untitled draft', i18n.t)).toBe('مسوّدة بلا عنوان');
    expect(shownDraftName('Draft 12', i18n.t)).toBe('مسوّدة 12');
    initI18n('en');
    expect(shownDraftName('مسوّدة بلا عنوان', i18n.t)).toBe('Untitled draft');
    expect(shownDraftName('مسوّدة 3', i18n.t)).toBe('Draft 3');
  });

  it('leaves a name the user typed alone', () => {
    initI18n('ar');
    expect(shownDraftName('Draft 3 of the intro', i18n.t)).toBe('Draft 3 of the intro');
    expect(shownDraftName('مقدمة', i18n.t)).toBe('مقدمة');
  });
});
