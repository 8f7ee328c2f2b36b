/**
 * The strings of exporting a long script's joined render, in both languages; i18n/en.ts and
 * i18n/ar.ts mount them under `pieceExport.*`. The format, loudness and trim fields keep the
 * clips' wording (`history.export.*`), so both dialogs say the same thing. The Arabic object must
 * have the English object's shape.
 */
export const pieceExportEn = {
  open: 'Export…',
  openNamed: 'Export: {{name}}',
  title: 'Export the joined recording',
  description: '{{name}}: every part in order, as one file. Existing files are never replaced; a number is added instead.',
  subtitles: 'Subtitles',
  subtitleChoices: { none: 'None', srt: 'SRT (SubRip)', vtt: 'WebVTT' },
  subtitlesHelp: 'Written beside the audio under the same name: one cue per sentence, timed to the audio as exported.',
  folder: 'Folder (full path)',
  exportToFolder: 'Export to folder',
  chooseFolder: 'Export to folder…',
  saveAs: 'Save as…',
  download: 'Download',
  downloadAudio: 'Download audio: {{name}}',
  downloadSubtitles: 'Download subtitles: {{name}}',
  ready: 'Ready: download each file below.',
  progress: 'Exporting',
  done: 'Exported to {{directory}}: {{names}}',
  saved: 'Saved: {{names}}',
  dragHint: 'Drag to the desktop or another application to export',
  failed: 'The export did not finish: {{reason}}',
  errors: {
    directory: 'That folder cannot be used: give the full path of an existing folder.',
    incomplete: 'Not every part of this long script has been generated yet: generate the rest, then export.',
    subtitlesNotSaved: 'The audio was saved, but its subtitles could not be written. Export again to write both.',
  },
};

export const pieceExportAr: typeof pieceExportEn = {
  open: 'تصدير…',
  openNamed: 'تصدير: {{name}}',
  title: 'تصدير التسجيل المدموج',
  description: '{{name}}: كل الأجزاء بالترتيب في ملف واحد. لا يُستبدل أي ملف موجود، بل يُضاف رقم إلى الاسم.',
  subtitles: 'الترجمة النصية',
  subtitleChoices: { none: 'بلا ترجمة', srt: 'ملف SRT', vtt: 'ملف WebVTT' },
  subtitlesHelp: 'تُكتب بجانب الصوت بالاسم نفسه: مقطع لكل جملة، موقوت على الصوت كما صُدِّر.',
  folder: 'المجلد (المسار الكامل)',
  exportToFolder: 'صدِّر إلى المجلد',
  chooseFolder: 'صدِّر إلى مجلد…',
  saveAs: 'حفظ باسم…',
  download: 'تنزيل',
  downloadAudio: 'تنزيل الصوت: {{name}}',
  downloadSubtitles: 'تنزيل الترجمة: {{name}}',
  ready: 'الملفات جاهزة: نزّل كل ملف أدناه.',
  progress: 'جارٍ التصدير',
  done: 'صُدِّر إلى {{directory}}: {{names}}',
  saved: 'حُفظ: {{names}}',
  dragHint: 'اسحب إلى سطح المكتب أو إلى تطبيق آخر للتصدير',
  failed: 'لم يكتمل التصدير: {{reason}}',
  errors: {
    directory: 'لا يمكن استخدام هذا المجلد: اكتب المسار الكامل لمجلد موجود.',
    incomplete: 'لم تولَّد كل أجزاء هذا النص الطويل بعد: ولّد الباقي ثم صدِّر.',
    subtitlesNotSaved: 'حُفظ الصوت، لكن تعذّرت كتابة ترجمته النصية. صدِّر مرة أخرى لكتابة الاثنين.',
  },
};
