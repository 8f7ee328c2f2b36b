/**
 * The API key form and why the system keychain may refuse it.
 * Mounted under `settings.*` by ../strings.ts.
 */
export const apiKeyEn = {
  apiKey: {
    heading: 'API key',
    label: 'API key',
    placeholder: 'Paste your API key',
    save: 'Save key',
    saved: 'A key is saved in the system keychain.',
    savedNow: 'Key saved in the system keychain.',
    missing: 'No key is saved for this profile yet.',
    notNeeded: 'The built-in sandbox needs no key of yours.',
    notNeededSaved: 'The built-in sandbox needs no key of yours; the key saved in the system keychain is not used with it.',
    remove: 'Remove key',
    removeTitle: 'Remove the API key?',
    removeDescription: 'The key is deleted from the system keychain. The studio cannot reach your account until you enter it again.',
    removed: 'Key removed from the system keychain.',
    empty: 'Paste the key first.',
    invalid: 'Paste only the key: it is empty, too long, or holds line breaks.',
    keychainUnavailable: 'The system keychain is not available: {{reason}}',
    // Why the main process refused a key (messageKey apiKey.<reason>); nothing was saved.
    problems: {
      empty: 'Paste the key first.',
      tooShort: 'This is too short to be an API key: keys are at least 16 characters long. Paste the whole key.',
      spaces: 'An API key has no spaces: paste only the key, without words or spaces inside it.',
      controlCharacters: 'The key holds a line break or another invisible character: paste only the key, on one line.',
      characters:
        'An API key holds only plain letters, digits and punctuation (A–Z, 0–9, - _ …). This one has other characters, often from a formatted copy: paste the key itself.',
      tooLong: 'This is longer than any API key (over 4,096 characters): paste only the key.',
    },
  },
  keychainReason: {
    'library-missing': 'the keychain library could not be loaded; reinstall Sawt Studio (on Linux also install libsecret).',
    'no-secret-service': 'no Secret Service is running; start gnome-keyring or KWallet, or log in to a desktop session.',
    locked: 'the keychain is locked; unlock it (for example the “login” keyring) and try again.',
    timeout: 'the keychain did not answer in time; answer its password prompt or restart the keyring service.',
    unknown: 'the keychain reported an error.',
  },
};

export const apiKeyAr: typeof apiKeyEn = {
  apiKey: {
    heading: 'مفتاح الواجهة البرمجية',
    label: 'مفتاح الواجهة البرمجية',
    placeholder: 'الصق مفتاحك هنا',
    save: 'احفظ المفتاح',
    saved: 'يوجد مفتاح محفوظ في سلسلة مفاتيح النظام.',
    savedNow: 'حُفظ المفتاح في سلسلة مفاتيح النظام.',
    missing: 'لم يُحفظ مفتاح لهذا الملف الشخصي بعد.',
    notNeeded: 'لا تحتاج بيئة التجربة المدمجة إلى مفتاح خاص بك.',
    notNeededSaved: 'لا تحتاج بيئة التجربة المدمجة إلى مفتاح خاص بك؛ ولا يُستخدم معها المفتاح المحفوظ في سلسلة مفاتيح النظام.',
    remove: 'أزل المفتاح',
    removeTitle: 'أتريد إزالة مفتاح الواجهة البرمجية؟',
    removeDescription: 'سيُحذف المفتاح من سلسلة مفاتيح النظام، ولن يصل الاستوديو إلى حسابك حتى تُدخله من جديد.',
    removed: 'أُزيل المفتاح من سلسلة مفاتيح النظام.',
    empty: 'الصق المفتاح أولًا.',
    invalid: 'الصق المفتاح وحده: فهو فارغ أو طويل جدًّا أو يحتوي على فواصل أسطر.',
    keychainUnavailable: 'سلسلة مفاتيح النظام غير متاحة: {{reason}}',
    problems: {
      empty: 'الصق المفتاح أولًا.',
      tooShort: 'هذا أقصر من أن يكون مفتاح واجهة برمجية: المفاتيح لا تقل عن 16 حرفًا. الصق المفتاح كاملًا.',
      spaces: 'لا يحتوي مفتاح الواجهة البرمجية على مسافات: الصق المفتاح وحده، دون كلمات أو مسافات داخله.',
      controlCharacters: 'يحتوي المفتاح على فاصل أسطر أو حرف غير مرئي آخر: الصق المفتاح وحده في سطر واحد.',
      characters:
        'لا يحتوي مفتاح الواجهة البرمجية إلا على حروف لاتينية وأرقام وعلامات ترقيم عادية (A–Z و0–9 و- _ …). وفي هذا المفتاح حروف أخرى، غالبًا من نسخ منسَّق: الصق المفتاح نفسه.',
      tooLong: 'هذا أطول من أي مفتاح واجهة برمجية (أكثر من 4096 حرفًا): الصق المفتاح وحده.',
    },
  },
  keychainReason: {
    'library-missing': 'تعذّر تحميل مكتبة سلسلة المفاتيح؛ أعد تثبيت استوديو صوت (وثبّت libsecret على لينكس).',
    'no-secret-service': 'لا تعمل خدمة أسرار (Secret Service)؛ شغّل gnome-keyring أو KWallet، أو سجّل الدخول إلى جلسة سطح مكتب.',
    locked: 'سلسلة المفاتيح مقفلة؛ افتحها (مثل سلسلة «login») ثم حاول مجددًا.',
    timeout: 'لم تستجب سلسلة المفاتيح في الوقت المحدد؛ أجب عن طلب كلمة المرور أو أعد تشغيل خدمة سلسلة المفاتيح.',
    unknown: 'أبلغت سلسلة المفاتيح عن خطأ.',
  },
};
