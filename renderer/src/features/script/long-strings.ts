/**
 * A long script's parts, in both languages (mounted under `script.long`). Counts are what will be
 * sent for a part (read-as applied), the length the service judges; the typed length is said too
 * when it differs, so "3,000 / 3,000" never hides a part that is longer once numbers are words.
 */
export const longEn = {
  offer: 'This script is longer than one generation allows. Split it into parts at sentence ends and generate them one after another.',
  offerSpoken:
    'Read aloud, this script is longer than one generation allows (numbers, dates and money become words). Split it into parts at sentence ends and generate them one after another.',
  split: 'Split into parts',
  title: 'Parts',
  partLabel: 'Part {{index}}',
  partCount: '{{n}} / {{limit}}',
  partCountSpoken: '{{n}} / {{limit}} as spoken ({{written}} as written)',
  generateAll: 'Generate all parts',
  resume: 'Generate remaining parts',
  generated: 'Generated',
  pending: 'Not generated yet',
  joined: 'All parts are joined into one recording.',
  download: 'Download WAV',
  close: 'Back to one script',
};

export const longAr: typeof longEn = {
  offer: 'هذا النص أطول مما يسمح به التوليد الواحد. قسّمه إلى أجزاء عند نهايات الجمل وولّدها واحدًا تلو الآخر.',
  offerSpoken:
    'هذا النص حين يُنطق أطول مما يسمح به التوليد الواحد (تصير الأرقام والتواريخ والمبالغ كلمات). قسّمه إلى أجزاء عند نهايات الجمل وولّدها واحدًا تلو الآخر.',
  split: 'التقسيم إلى أجزاء',
  title: 'الأجزاء',
  partLabel: 'الجزء {{index}}',
  partCount: '{{n}} / {{limit}}',
  partCountSpoken: 'منطوقًا: {{n}} / {{limit}} (مكتوبًا: {{written}})',
  generateAll: 'توليد كل الأجزاء',
  resume: 'توليد الأجزاء المتبقية',
  generated: 'مولَّد',
  pending: 'لم يولَّد بعد',
  joined: 'ضُمّت الأجزاء كلها في تسجيل واحد.',
  download: 'تنزيل ملف WAV',
  close: 'العودة إلى نص واحد',
};
