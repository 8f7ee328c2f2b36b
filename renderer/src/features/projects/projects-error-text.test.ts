import { describe, expect, it } from 'vitest';
import { i18n, initI18n, type Language } from '../../i18n';
import { projectErrorText } from './error-text';

/** The core's refusal of a chapter over the one-hour silence cap, in the reader's words (by key, never by message). */
describe('a chapter whose pauses are over the cap', () => {
  const refusal = {
    code: 'VALIDATION',
    message: 'Chapter “One”: its pauses add up to 62.5 min…',
    messageKey: 'PausesTooLongInChapter',
  } as const;
  const say = (language: Language) => {
    initI18n(language);
    void i18n.changeLanguage(language);
    return projectErrorText(i18n.t, refusal);
  };

  it('says what happened and what to do, in English and Arabic', () => {
    expect(say('en')).toBe(
      'The chapter’s pauses add up to more than an hour of silence, the most one chapter’s recording may carry: remove some pause markers, shorten the pause between blocks, or split the chapter.',
    );
    expect(say('ar')).toBe(
      'تتجاوز وقفات الفصل مجتمعةً ساعةً من الصمت، وهو أقصى ما يحمله تسجيل الفصل الواحد: احذف بعض علامات الوقفة، أو قصّر الوقفة بين الفقرات، أو قسّم الفصل.',
    );
  });
});
