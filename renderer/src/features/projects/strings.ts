/**
 * This feature's interface strings in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `projects.*`, and the import's error and warning texts under `import.*` (the core's messageKeys,
 * so errorText finds them). The Arabic objects are typed by the English ones.
 */
import { editorAr, editorEn } from './strings/editor';
import { importDialogAr, importDialogEn, importMessagesAr, importMessagesEn } from './strings/import';
import { listAr, listEn } from './strings/list';
import { queueAr, queueEn } from './strings/queue';
import { settingsAr, settingsEn } from './strings/settings';

export const projectsEn = {
  title: 'Projects',
  intro: 'Every script is a project of chapters and paragraphs: write or import, then generate it block by block.',
  refused: {
    create: 'No new project was made: {{reason}}',
    open: 'The project could not be opened: {{reason}} The project on show stays open.',
    rename: 'Not renamed: {{reason}} The name is as it was.',
    duplicate: 'No copy was made: {{reason}}',
    delete: 'Not deleted: {{reason}} The project is still here.',
    settings: 'The setting was not changed: {{reason}} The project keeps its earlier settings.',
    chapter: 'The chapters were not changed: {{reason}}',
    block: 'The blocks were not changed: {{reason}} Your text is as it was.',
    generate: 'Nothing was queued: {{reason}}',
    takes: 'The takes could not be used: {{reason}}',
    preview: 'The voice could not be previewed: {{reason}}',
  },
  dismiss: 'Dismiss',
  errors: {
    rateLimited: 'Too many requests: try again in {{seconds}} seconds.',
    rateLimitedNoTime: 'Too many requests: wait a moment and try again.',
    offline: 'You are offline, or the service cannot be reached. Nothing was lost: try again when the connection is back.',
    serverNotMade: 'The service had a problem. No clip was made, so generating again is safe.',
    connectionLostNotMade:
      'The connection to the service was lost before its answer arrived. No clip was made, so generating again is safe.',
    timeoutNotMade: 'The service did not answer in time. No clip was made, so generating again is safe.',
    needsKey: 'The service did not accept the API key. Check it in Settings.',
    unreadable: 'The service’s answer could not be read. No clip was made, so generating again is safe.',
    lateNotFound: 'The service did not answer in time, and no clip of it appeared in History: none was made, so generating again is safe.',
    VoiceMissing: 'No voice is chosen: choose the project’s voice in “Voice and settings”.',
    ScriptEmpty: 'The block is empty: write something to turn into speech.',
    ScriptTooLong: 'The block is over the 3,000-character limit as spoken: split it with Enter.',
    ScriptNotArabicOrEnglish: 'The block must be Arabic or English text, not mostly symbols, digits or another language.',
    DictionaryCount: 'Choose between 1 and 10 pronunciation dictionaries, or none.',
    ConfigOutOfRange: 'Speed or expressiveness is out of range.',
    PausesTooLongInChapter:
      'The chapter’s pauses add up to more than an hour of silence, the most one chapter’s recording may carry: remove some pause markers, shorten the pause between blocks, or split the chapter.',
  },
  list: listEn,
  ...editorEn,
  settings: settingsEn,
  queue: queueEn,
  importDialog: importDialogEn,
};

export const projectsAr: typeof projectsEn = {
  title: 'المشاريع',
  intro: 'كل نص مشروعٌ من فصول وفقرات: اكتب أو استورد، ثم ولّده فقرةً فقرة.',
  refused: {
    create: 'لم يُنشأ مشروع جديد: {{reason}}',
    open: 'تعذّر فتح المشروع: {{reason}} يبقى المشروع المعروض مفتوحًا.',
    rename: 'لم تتغيّر التسمية: {{reason}} بقي الاسم كما كان.',
    duplicate: 'لم تُصنع نسخة: {{reason}}',
    delete: 'لم يُحذف: {{reason}} المشروع باقٍ.',
    settings: 'لم يتغيّر الإعداد: {{reason}} يحتفظ المشروع بإعداداته السابقة.',
    chapter: 'لم تتغيّر الفصول: {{reason}}',
    block: 'لم تتغيّر الفقرات: {{reason}} نصّك كما كان.',
    generate: 'لم يُضف شيء إلى الطابور: {{reason}}',
    takes: 'تعذّر استخدام النسخ: {{reason}}',
    preview: 'تعذّرت تجربة الصوت: {{reason}}',
  },
  dismiss: 'إغلاق',
  errors: {
    rateLimited: 'طلبات كثيرة: حاول مجدّدًا بعد {{seconds}} ثانية.',
    rateLimitedNoTime: 'طلبات كثيرة: انتظر قليلًا ثم حاول مجدّدًا.',
    offline: 'أنت غير متصل، أو لا يمكن الوصول إلى الخدمة. لم يضِع شيء: حاول مجدّدًا حين يعود الاتصال.',
    serverNotMade: 'واجهت الخدمة مشكلة. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
    connectionLostNotMade: 'انقطع الاتصال بالخدمة قبل وصول ردّها. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
    timeoutNotMade: 'لم تُجب الخدمة في الوقت المحدّد. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
    needsKey: 'لم تقبل الخدمة مفتاح الواجهة البرمجية. راجعه في الإعدادات.',
    unreadable: 'تعذّرت قراءة ردّ الخدمة. لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
    lateNotFound: 'لم تُجب الخدمة في الوقت المحدّد، ولم يظهر مقطعها في السجلّ: لم يُصنع أي مقطع، فإعادة التوليد آمنة.',
    VoiceMissing: 'لم يُختر صوت: اختر صوت المشروع من «الصوت والإعدادات».',
    ScriptEmpty: 'الفقرة فارغة: اكتب شيئًا لتحويله إلى كلام.',
    ScriptTooLong: 'الفقرة تتجاوز حدّ ٣٠٠٠ حرف منطوق: قسّمها بمفتاح Enter.',
    ScriptNotArabicOrEnglish: 'يجب أن تكون الفقرة نصًّا عربيًّا أو إنجليزيًّا، لا رموزًا أو أرقامًا في معظمها ولا لغة أخرى.',
    DictionaryCount: 'اختر من قاموس واحد إلى عشرة قواميس نطق، أو لا شيء.',
    ConfigOutOfRange: 'السرعة أو التعبيرية خارج المدى المسموح.',
    PausesTooLongInChapter:
      'تتجاوز وقفات الفصل مجتمعةً ساعةً من الصمت، وهو أقصى ما يحمله تسجيل الفصل الواحد: احذف بعض علامات الوقفة، أو قصّر الوقفة بين الفقرات، أو قسّم الفصل.',
  },
  list: listAr,
  ...editorAr,
  settings: settingsAr,
  queue: queueAr,
  importDialog: importDialogAr,
};

export { importMessagesAr, importMessagesEn };
