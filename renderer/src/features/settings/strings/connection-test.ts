/**
 * The connection test and the reasons it can fail.
 * Mounted under `settings.*` by ../strings.ts.
 */
export const connectionTestEn = {
  test: {
    button: 'Test connection',
    pending: 'Testing the connection…',
    ok: 'Connected. Project:',
    projectSaved: 'The project id was found and saved for this profile.',
    failed: 'The connection test failed: {{reason}}',
    reasons: {
      UNAUTHORIZED: 'wrong key — the service rejected this API key.',
      FORBIDDEN: 'this key may not read the project.',
      NETWORK: 'no network, or the service cannot be reached.',
      TIMEOUT: 'the service did not answer in time.',
      OFFLINE: 'you are offline.',
      NO_API_KEY: 'no key is saved for this profile.',
      SERVER: 'the service ran into a problem; try again later.',
      other: 'the service gave an unexpected answer.',
    },
  },
};

export const connectionTestAr: typeof connectionTestEn = {
  test: {
    button: 'اختبر الاتصال',
    pending: 'جارٍ اختبار الاتصال…',
    ok: 'تم الاتصال. المشروع:',
    projectSaved: 'عُثر على معرّف المشروع وحُفظ لهذا الملف الشخصي.',
    failed: 'فشل اختبار الاتصال: {{reason}}',
    reasons: {
      UNAUTHORIZED: 'المفتاح خاطئ — رفضت الخدمة مفتاح الواجهة البرمجية هذا.',
      FORBIDDEN: 'لا يحق لهذا المفتاح قراءة المشروع.',
      NETWORK: 'لا توجد شبكة، أو يتعذّر الوصول إلى الخدمة.',
      TIMEOUT: 'لم تستجب الخدمة في الوقت المحدد.',
      OFFLINE: 'أنت غير متصل بالإنترنت.',
      NO_API_KEY: 'لم يُحفظ مفتاح لهذا الملف الشخصي.',
      SERVER: 'واجهت الخدمة مشكلة؛ حاول لاحقًا.',
      other: 'أرسلت الخدمة ردًّا غير متوقّع.',
    },
  },
};
