/**
 * Takes' interface strings, in both languages; strings.ts mounts them under `script.takes`. The
 * Arabic object must have the English object's shape, so a missing translation is a type error.
 * Numbers arrive already formatted for the reader's language.
 */
export const takesEn = {
  toggle: 'Takes: {{n}}',
  listLabel: 'Takes of {{part}}',
  wholeScript: 'the script',
  part: 'part {{index}}',
  name: 'Take {{n}}',
  meta: '{{voice}} · {{length}} · {{when}}',
  chosen: 'In use',
  play: 'Play take {{n}}',
  use: 'Use this take',
  compare: 'Compare A/B',
  listenA: 'Listen to A (take {{n}})',
  listenB: 'Listen to B (take {{n}})',
  pickB: 'B is',
  regenerate: 'Regenerate part {{index}}',
  newTakeHint: 'Every generation is kept as a take; choose the one to use.',
  failed: 'Takes could not be used: {{reason}}',
  errors: {
    TakeDraftGone: 'The draft this clip came from was deleted, so it cannot be opened in the editor. The clip is still in your history.',
    TakeOfEarlierText: 'This take was made from an earlier text of the part; regenerate the part to use its current text.',
    TakeOfOtherVoice: 'This take is in another voice than the script now uses; regenerate the part in this voice.',
  },
};

export const takesAr: typeof takesEn = {
  toggle: 'النسخ: {{n}}',
  listLabel: 'نسخ {{part}}',
  wholeScript: 'النص',
  part: 'الجزء {{index}}',
  name: 'النسخة {{n}}',
  meta: '{{voice}} · {{length}} · {{when}}',
  chosen: 'المستخدمة',
  play: 'تشغيل النسخة {{n}}',
  use: 'استخدام هذه النسخة',
  compare: 'المقارنة بين أ و ب',
  listenA: 'الاستماع إلى أ (النسخة {{n}})',
  listenB: 'الاستماع إلى ب (النسخة {{n}})',
  pickB: 'ب هي',
  regenerate: 'إعادة توليد الجزء {{index}}',
  newTakeHint: 'يُحفظ كل توليد نسخةً؛ اختر النسخة التي تُستخدم.',
  failed: 'تعذّر استخدام النسخ: {{reason}}',
  errors: {
    TakeDraftGone: 'حُذفت المسودة التي جاء منها هذا المقطع، فلا يمكن فتحه في المحرر. المقطع باقٍ في السجل.',
    TakeOfEarlierText: 'صُنعت هذه النسخة من نص سابق للجزء؛ أعد توليد الجزء لاستخدام نصه الحالي.',
    TakeOfOtherVoice: 'هذه النسخة بصوت غير الصوت الذي يستخدمه النص الآن؛ أعد توليد الجزء بهذا الصوت.',
  },
};
