import type { Messages } from './en';
import { voicesAr } from '../features/voices/strings';
import { importMessagesAr, projectsAr } from '../features/projects/strings';
import { historyAr } from '../features/history/strings';
import { agentToolsAr } from '../features/agent-tools/strings';
import { settingsAr } from '../features/settings/strings';
import { lexiconsAr } from '../features/lexicons/strings';
import { lexiconAr } from '../lexicon/strings';
import { readAsAr } from '../read-as/strings';
import { pausesAr } from '../pauses/strings';
import { tashkeelAr } from '../tashkeel/strings';
import { projectExportAr } from '../export/project/strings';
import { playerAr } from '../audio/strings';

/** Arabic strings (Modern Standard Arabic), the studio's first language. Same shape as en.ts. */
export const ar: Messages = {
  app: {
    name: 'استوديو صوت',
    loading: 'جارٍ التحميل…',
    screenFailed: 'تعذّر تحميل هذا القسم.',
  },
  nav: {
    label: 'الأقسام',
    voices: 'الأصوات',
    projects: 'المشاريع',
    history: 'السجل',
    agentTools: 'أدوات الوكيل',
    lexicons: 'معاجم النطق',
    settings: 'الإعدادات',
  },
  language: {
    other: 'English',
    switchHint: 'اعرض الواجهة باللغة الإنجليزية',
  },
  status: {
    label: 'حالة الاستوديو',
    shortcuts: 'اختصارات لوحة المفاتيح',
    about: 'حول الاستوديو',
    online: 'متصل بالخدمة',
    offline: 'غير متصل: تُعرض البيانات المحفوظة',
    checking: 'جارٍ التحقق من الاتصال بالخدمة…',
    infoFailed: 'تعذّر تحميل تفاصيل الاستوديو: {{reason}}',
  },
  placeholder: {
    comingSoon: 'هذا القسم قيد الإنشاء.',
  },
  voices: voicesAr,
  player: playerAr,
  projects: projectsAr,
  /** The import's errors and warnings by the core's messageKey (`import.TOO_LARGE` …). */
  import: importMessagesAr,
  history: historyAr,
  agentTools: agentToolsAr,
  settings: settingsAr,
  lexicon: lexiconAr,
  /** Read-as as every editor shows it (renderer/src/read-as). */
  readAs: readAsAr,
  /** Pause markers as every editor shows them (renderer/src/pauses). */
  pauses: pausesAr,
  /** The tashkeel palette (renderer/src/tashkeel). */
  tashkeel: tashkeelAr,
  lexicons: lexiconsAr,
  projectExport: projectExportAr,
  shortcuts: {
    title: 'اختصارات لوحة المفاتيح',
    description: 'تعمل في أي مكان من الاستوديو، أمّا «؟» و«/» فتعملان حين لا تكتب في حقل.',
    or: 'أو',
    help: 'عرض هذه القائمة',
    section: 'الانتقال إلى {{section}}',
    search: 'البحث في الشاشة الحالية',
    generate: 'توليد الكلام (للفقرة التي أنت فيها)',
    generateAgain: 'في فقرة مولَّدة: توليدها من جديد (نسخة جديدة)',
    playPause: 'التشغيل أو الإيقاف المؤقت (في فقرة: تلك الفقرة)',
    blocks: 'في مشروع: الفقرة السابقة أو التالية',
    newBlock: 'في فقرة: فقرة جديدة من موضع المؤشر (Shift+Enter: سطر جديد)',
    joinBlock: 'في أول الفقرة: ضمّها إلى ما قبلها',
    moveChapter: 'على فصل: نقله إلى الأعلى أو الأسفل',
    playerBar: 'في شريط التشغيل: التشغيل أو الإيقاف المؤقت، والترجيع أو التقديم',
    escape: 'إغلاق نافذة حوار أو قائمة',
    about: 'حول الاستوديو',
  },
  announce: {
    syncStarted: 'جارٍ مزامنة السجل…',
    switchFailed: 'تعذّر التبديل إلى الملف الشخصي {{name}}: {{reason}}',
  },
  dateField: {
    anyDay: 'أي يوم',
    calendar: 'التقويم',
    dialog: '{{label}}: اختر يومًا',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    today: 'اليوم',
    clear: 'مسح',
    keyboardHelp:
      '<k>←</k> <k>→</k> <k>↑</k> <k>↓</k> يوم وأسبوع، <k>Page Up</k> <k>Page Down</k> شهر، <k>Home</k> <k>End</k> أول الأسبوع وآخره، <k>Enter</k> اختيار، <k>Esc</k> إغلاق.',
    notADate: '«{{text}}» ليس تاريخًا. اكتبه هكذا: {{example}} أو {{iso}}.',
    noSuchMonth: 'لا يوجد شهر رقمه {{month}}: الأشهر من 1 إلى 12.',
    noSuchDay: 'لا يوجد في {{month}} يوم {{day}}: عدد أيامه {{last}}.',
  },
  dialog: {
    close: 'إغلاق',
    cancel: 'إلغاء',
    confirm: 'تأكيد',
  },
  errors: {
    NO_API_KEY: 'لم يُضبط مفتاح الواجهة البرمجية بعد.',
    UNAUTHORIZED: 'الطلب غير مصرّح به: انتهت الجلسة أو رُفض المفتاح.',
    FORBIDDEN: 'هذا الإجراء غير مسموح به.',
    NOT_FOUND: 'العنصر غير موجود.',
    VALIDATION: 'بعض المدخلات غير صالحة.',
    fieldRefused: 'لم يُقبل «{{field}}»: صحّح هذا الحقل ثم حاول مرة أخرى.',
    RATE_LIMITED: 'طلبات كثيرة جدًّا؛ حاول مجددًا بعد قليل.',
    SERVER: 'واجهت الخدمة مشكلة؛ حاول لاحقًا.',
    NETWORK: 'تعذّر الاتصال؛ تحقّق من الشبكة.',
    TIMEOUT: 'استغرق الطلب وقتًا أطول من اللازم.',
    CANCELLED: 'أُلغي الطلب.',
    OFFLINE: 'أنت غير متصل بالإنترنت.',
    KEYCHAIN_UNAVAILABLE: 'مخزن بيانات الاعتماد في النظام غير متاح.',
    BAD_RESPONSE: 'وصل ردّ غير متوقّع.',
    DISK: 'تعذّرت القراءة من القرص أو الكتابة عليه.',
    DISK_READ_ONLY: 'القرص للقراءة فقط؛ اجعل مجلد البيانات قابلًا للكتابة ثم حاول مجددًا.',
    INTERNAL: 'حدث خطأ داخلي في الاستوديو.',
  },
  disk: {
    ENOSPC: 'القرص ممتلئ؛ أفرِغ بعض المساحة.',
    EDQUOT: 'نفدت حصّتك من القرص؛ أفرِغ بعض المساحة.',
    EACCES: 'لا يُسمح للاستوديو بالكتابة في مجلّد بياناته؛ تحقّق من أذونات المجلّد.',
    EPERM: 'لا يُسمح للاستوديو بالكتابة في مجلّد بياناته؛ تحقّق من أذونات المجلّد.',
    EROFS: 'القرص للقراءة فقط.',
    EIO: 'أبلغ القرص عن خطأ في القراءة أو الكتابة.',
    CACHE_LOCKED: 'ذاكرة السجل المؤقتة يستخدمها برنامج آخر (هل الاستوديو مفتوح مرتين؟). أغلقه ثم أعد المحاولة؛ لم يضِع شيء.',
    /** SQLite's own fault codes (the dispatcher's and the cache opener's messageKey `disk.SQLITE_*`). */
    SQLITE_FULL: 'القرص ممتلئ، فلا تتّسع ذاكرة السجل المؤقتة؛ أفرِغ بعض المساحة.',
    SQLITE_IOERR: 'أبلغ القرص عن خطأ في القراءة أو الكتابة في ذاكرة السجل المؤقتة.',
    SQLITE_READONLY: 'ذاكرة السجل المؤقتة على قرص للقراءة فقط؛ لا يمكن حفظ السجل والأصوات.',
    SQLITE_CANTOPEN: 'تعذّر فتح ذاكرة السجل المؤقتة؛ تحقّق من وجود مجلّد البيانات ومن إمكان الكتابة فيه.',
    SQLITE_CORRUPT: 'ذاكرة السجل المؤقتة تالفة؛ ستُبنى من جديد من الخدمة عند تشغيل الاستوديو القادم.',
    SQLITE_NOTADB: 'ذاكرة السجل المؤقتة تالفة؛ ستُبنى من جديد من الخدمة عند تشغيل الاستوديو القادم.',
    SQLITE_BUSY: 'ذاكرة السجل المؤقتة يستخدمها برنامج آخر (هل الاستوديو مفتوح مرتين؟). أغلقه ثم أعد المحاولة؛ لم يضِع شيء.',
    SQLITE_LOCKED: 'ذاكرة السجل المؤقتة يستخدمها برنامج آخر (هل الاستوديو مفتوح مرتين؟). أغلقه ثم أعد المحاولة؛ لم يضِع شيء.',
  },
};
