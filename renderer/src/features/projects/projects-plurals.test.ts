import { describe, expect, it } from 'vitest';
import { i18n, initI18n, withoutIsolates, type Language } from '../../i18n';

/**
 * Every count in the queue's and the estimate's sentences takes the plural form its
 * number needs (i18next over Intl.PluralRules): English one/other, Arabic zero/one/two/few/many/other.
 */

const counts = [0, 1, 2, 3, 11, 100] as const;

function say(language: Language, key: string, values: Record<string, unknown>): string {
  initI18n(language);
  // Keys are built per case; the typed t() only takes literal ones.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return withoutIsolates(t(key, { lng: language, ...values }));
}

const sentences = (language: Language, key: string, values: (count: number) => Record<string, unknown>) =>
  counts.map((count) => say(language, key, { count, ...values(count) }));

const unsureTail = 'Resume looks for them in History first: nothing is sent twice.';
const unsureTailAr = 'يبحث الاستئناف عنها في السجلّ أولًا: لا يُرسل شيء مرتين.';

describe('plural forms of the queue and estimate counts', () => {
  it('English: one block, two or more blocks, for 0, 1, 2, 3, 11 and 100', () => {
    expect(sentences('en', 'projects.queue.unsure', () => ({}))).toEqual([
      'No block was on its way to the service when the studio stopped.',
      'One block was on its way to the service when the studio stopped. Resume looks for it in History first: nothing is sent twice.',
      `2 blocks were on their way to the service when the studio stopped. ${unsureTail}`,
      `3 blocks were on their way to the service when the studio stopped. ${unsureTail}`,
      `11 blocks were on their way to the service when the studio stopped. ${unsureTail}`,
      `100 blocks were on their way to the service when the studio stopped. ${unsureTail}`,
    ]);
    expect(sentences('en', 'projects.queue.chapterDoneFailed', () => ({ title: 'One' }))).toEqual([
      'Chapter “One” is done; no block failed.',
      'Chapter “One” is done; one block could not be generated (it says why).',
      'Chapter “One” is done; 2 blocks could not be generated (each says why).',
      'Chapter “One” is done; 3 blocks could not be generated (each says why).',
      'Chapter “One” is done; 11 blocks could not be generated (each says why).',
      'Chapter “One” is done; 100 blocks could not be generated (each says why).',
    ]);
    expect(sentences('en', 'projects.queue.overall', (n) => ({ done: 0, total: n }))).toEqual([
      '0 of 0 blocks',
      '0 of one block',
      '0 of 2 blocks',
      '0 of 3 blocks',
      '0 of 11 blocks',
      '0 of 100 blocks',
    ]);
    expect(sentences('en', 'projects.queue.failed', () => ({}))).toEqual([
      'none failed',
      '1 failed',
      '2 failed',
      '3 failed',
      '11 failed',
      '100 failed',
    ]);
    expect(
      sentences('en', 'projects.queue.estimate.rateHistory', () => ({ voice: 'Sara', rate: 14 })).map((s) => s.split(', ')[1]),
    ).toEqual([
      'measured on no clip of it in History',
      'measured on one clip of it in History',
      'measured on 2 of its clips in History',
      'measured on 3 of its clips in History',
      'measured on 11 of its clips in History',
      'measured on 100 of its clips in History',
    ]);
    const lastRun = sentences('en', 'projects.queue.lastRun', () => ({ actual: '1 minute', expected: '1 minute' }));
    expect(lastRun.map((s) => s.split(',')[0])).toEqual([
      'After the run: no blocks generated',
      'After the run: 1 block generated',
      'After the run: 2 blocks generated',
      'After the run: 3 blocks generated',
      'After the run: 11 blocks generated',
      'After the run: 100 blocks generated',
    ]);
  });

  it('Arabic: zero, one, two, few (3–10), many (11–99) and other (100) each have their own form', () => {
    expect(sentences('ar', 'projects.queue.unsure', () => ({}))).toEqual([
      'لم تكن أي فقرة في طريقها إلى الخدمة حين توقّف الاستوديو.',
      `كانت فقرة واحدة في طريقها إلى الخدمة حين توقّف الاستوديو. ${unsureTailAr}`,
      'كانت فقرتان في طريقهما إلى الخدمة حين توقّف الاستوديو. يبحث الاستئناف عنهما في السجلّ أولًا: لا يُرسل شيء مرتين.',
      `كانت 3 فقرات في طريقها إلى الخدمة حين توقّف الاستوديو. ${unsureTailAr}`,
      `كانت 11 فقرة في طريقها إلى الخدمة حين توقّف الاستوديو. ${unsureTailAr}`,
      `كانت 100 فقرة في طريقها إلى الخدمة حين توقّف الاستوديو. ${unsureTailAr}`,
    ]);
    expect(sentences('ar', 'projects.queue.chapterDoneFailed', () => ({ title: 'البداية' }))).toEqual([
      'انتهى الفصل «البداية»؛ لم تفشل أي فقرة.',
      'انتهى الفصل «البداية»؛ تعذّر توليد فقرة واحدة (وهي تذكر السبب).',
      'انتهى الفصل «البداية»؛ تعذّر توليد فقرتين (وكلٌّ منهما يذكر السبب).',
      'انتهى الفصل «البداية»؛ تعذّر توليد 3 فقرات (وكلٌّ منها يذكر السبب).',
      'انتهى الفصل «البداية»؛ تعذّر توليد 11 فقرة (وكلٌّ منها يذكر السبب).',
      'انتهى الفصل «البداية»؛ تعذّر توليد 100 فقرة (وكلٌّ منها يذكر السبب).',
    ]);
    expect(sentences('ar', 'projects.queue.overall', (n) => ({ done: 0, total: n }))).toEqual([
      '0 من 0 فقرة',
      '0 من فقرة واحدة',
      '0 من فقرتين',
      '0 من 3 فقرات',
      '0 من 11 فقرة',
      '0 من 100 فقرة',
    ]);
    expect(sentences('ar', 'projects.queue.failed', () => ({}))).toEqual([
      'لم تفشل أي فقرة',
      'فشلت فقرة واحدة',
      'فشلت فقرتان',
      'فشلت 3 فقرات',
      'فشلت 11 فقرة',
      'فشلت 100 فقرة',
    ]);
    expect(
      sentences('ar', 'projects.queue.estimate.rateHistory', () => ({ voice: 'سارة', rate: 14 })).map((s) => s.split('، ')[1]),
    ).toEqual([
      'ولا مقطع له في السجلّ يُقاس عليه',
      'مقيسة على مقطع واحد له في السجلّ',
      'مقيسة على مقطعين له في السجلّ',
      'مقيسة على 3 مقاطع له في السجلّ',
      'مقيسة على 11 مقطعًا له في السجلّ',
      'مقيسة على 100 مقطع له في السجلّ',
    ]);
    const lastRun = sentences('ar', 'projects.queue.lastRun', () => ({ actual: 'دقيقة', expected: 'دقيقة' }));
    expect(lastRun.map((s) => s.split('، ')[0])).toEqual([
      'بعد الجولة: لم تُولَّد أي فقرة',
      'بعد الجولة: وُلِّدت فقرة واحدة',
      'بعد الجولة: وُلِّدت فقرتان',
      'بعد الجولة: وُلِّدت 3 فقرات',
      'بعد الجولة: وُلِّدت 11 فقرة',
      'بعد الجولة: وُلِّدت 100 فقرة',
    ]);
  });
});
