/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `voices.*`. The Arabic object must have the English object's shape, so a missing translation
 * is a type error.
 */
export const voicesEn = {
  title: 'Voices',
  intro: 'Browse Arabic and English voices and their dialects, and keep your favourites at hand.',
};

export const voicesAr: typeof voicesEn = {
  title: 'الأصوات',
  intro: 'تصفّح الأصوات العربية والإنجليزية ولهجاتها، واحتفظ بأصواتك المفضّلة في متناول يدك.',
};
