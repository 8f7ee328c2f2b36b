/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `history.*`. The Arabic object must have the English object's shape, so a missing translation
 * is a type error.
 */
export const historyEn = {
  title: 'History',
  intro: 'Replay, search and export everything you have generated, even offline.',
};

export const historyAr: typeof historyEn = {
  title: 'السجل',
  intro: 'أعد الاستماع إلى كل ما ولّدته، وابحث فيه، وصدّره، حتى دون اتصال.',
};
