/**
 * This feature's interface strings, in both languages; i18n/en.ts and i18n/ar.ts mount them under
 * `agentTools.*`. The Arabic object must have the English object's shape, so a missing translation
 * is a type error.
 */
export const agentToolsEn = {
  title: 'Agent tools',
  intro: 'Manage the web tools and knowledge-base items your voice agents use.',
};

export const agentToolsAr: typeof agentToolsEn = {
  title: 'أدوات الوكيل',
  intro: 'أدر أدوات الويب وعناصر قاعدة المعرفة التي يستخدمها وكلاؤك الصوتيون.',
};
