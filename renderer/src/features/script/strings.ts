/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `script.*`. The Arabic object must have the English object's shape, so a missing translation
 * is a type error.
 */
export const scriptEn = {
  title: 'Script',
  intro: 'Write or paste a script, choose a voice, and turn it into speech.',
};

export const scriptAr: typeof scriptEn = {
  title: 'النص',
  intro: 'اكتب نصًّا أو الصقه، واختر صوتًا، ثم حوّله إلى كلام.',
};
