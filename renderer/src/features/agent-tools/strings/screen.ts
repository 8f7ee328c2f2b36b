/**
 * The screen's frame: title, agent picker, tabs, the offline banner and the notices.
 * Mounted under `agentTools.*` by ../strings.ts.
 */
export const screenEn = {
  title: 'Agent tools',
  intro: 'Manage the web tools and knowledge-base items your voice agents use.',
  picker: {
    label: 'Voice agent',
    none: 'No agent chosen',
    failed: 'The voice agents could not be loaded: {{reason}}',
    needAgent: 'Choose an agent to switch tools and knowledge on or off for it.',
  },
  tabs: { label: 'Views', webTools: 'Web tools', knowledgeBase: 'Knowledge base', matrix: 'Agents × items', webhooks: 'Webhooks' },
  offline: {
    banner: 'Offline — showing saved data from {{time}}',
    switchesDisabled: 'Switches are disabled while offline: a change can only be made when the service can be reached.',
  },
  notice: {
    switchFailed: '“{{name}}” could not be switched: {{reason}} It has been set back.',
    deleteFailed: '“{{name}}” could not be deleted: {{reason}}',
    deleted: '“{{name}}” was deleted.',
    dismiss: 'Dismiss',
  },
};

export const screenAr: typeof screenEn = {
  title: 'أدوات الوكيل',
  intro: 'أدر أدوات الويب وعناصر قاعدة المعرفة التي يستخدمها وكلاؤك الصوتيون.',
  picker: {
    label: 'الوكيل الصوتي',
    none: 'لم يُختر وكيل',
    failed: 'تعذّر تحميل الوكلاء الصوتيين: {{reason}}',
    needAgent: 'اختر وكيلًا لتفعيل الأدوات والمعرفة له أو إيقافها.',
  },
  tabs: {
    label: 'طرق العرض',
    webTools: 'أدوات الويب',
    knowledgeBase: 'قاعدة المعرفة',
    matrix: 'الوكلاء × العناصر',
    webhooks: 'خطافات المكالمات (Webhooks)',
  },
  offline: {
    banner: 'غير متصل — تُعرض البيانات المحفوظة بتاريخ {{time}}',
    switchesDisabled: 'المفاتيح معطّلة في أثناء انقطاع الاتصال: لا يمكن إجراء أي تغيير إلا عند الوصول إلى الخدمة.',
  },
  notice: {
    switchFailed: 'تعذّر تبديل «{{name}}»: {{reason}} وأُعيد إلى حالته السابقة.',
    deleteFailed: 'تعذّر حذف «{{name}}»: {{reason}}',
    deleted: 'حُذف «{{name}}».',
    dismiss: 'إغلاق',
  },
};
