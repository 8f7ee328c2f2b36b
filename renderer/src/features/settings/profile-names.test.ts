import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { shownProfileName } from './profile-names';

describe('profile names as shown', () => {
  it('says the studio-given first name in the interface language, and a typed name as typed', () => {
    initI18n('ar');
    expect(shownProfileName('Sandbox', i18n.t)).toBe('بيئة التجربة');
    expect(shownProfileName('Work', i18n.t)).toBe('Work');
    expect(shownProfileName('عمل', i18n.t)).toBe('عمل');
    initI18n('en');
    expect(shownProfileName('Sandbox', i18n.t)).toBe('Sandbox');
  });
});
