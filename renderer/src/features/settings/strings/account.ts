/**
 * The account form: where the service is, the project and key identifiers.
 * Mounted under `settings.*` by ../strings.ts.
 */
export const accountEn = {
  account: {
    heading: 'Account',
    intro: 'Where this profile’s speech comes from. Your API key is kept in the system keychain, never in a file.',
    connectionLabel: 'Connection',
    kind: {
      hosted: 'Hamsa service (api.tryhamsa.com)',
      sandbox: 'Built-in sandbox (no account needed)',
      custom: 'Custom address',
    },
    urlLabel: 'Service address',
    urlHint: 'https:// address; plain http:// only for this computer (127.0.0.1, localhost).',
    sandboxRunning: 'The sandbox runs on this computer at:',
    saveConnection: 'Save connection',
    saved: 'Saved.',
    switchToSandbox: 'Switch to the sandbox',
    switchedToSandbox: 'This profile now uses the built-in sandbox.',
    urlErrors: {
      empty: 'Enter the service address, for example https://api.example.com.',
      invalid: 'This is not a valid address; enter something like https://api.example.com.',
      insecure: 'Plain http:// is allowed only for this computer (127.0.0.1, ::1, localhost); use https://.',
      scheme: 'The address must start with https://.',
      credentials: 'The address must not contain a user name or password; the API key is sent separately.',
      query: 'The address must not contain a query (?…) or a fragment (#…).',
      tooLong: 'The address is too long.',
    },
  },
  ids: {
    heading: 'Project and key identifier',
    projectLabel: 'Project id',
    projectHint: 'Found from your key when you test the connection; change it only if the service shows another.',
    apiKeyIdLabel: 'API-key identifier',
    apiKeyIdHint: 'Sent with each generation. Leave empty to use the key itself.',
    usesKey: 'Empty: the key itself is used.',
    save: 'Save identifiers',
    projectInvalid: 'Use the project id exactly as the service shows it (letters, digits, - and _).',
    apiKeyIdInvalid: 'The API-key identifier is a uuid such as 123e4567-e89b-12d3-a456-426614174000.',
    isTheKey: 'This is your API key, which is never stored in settings; enter the value the field asks for.',
  },
  loadFailed: 'The account settings could not be loaded: {{reason}}',
};

export const accountAr: typeof accountEn = {
  account: {
    heading: 'الحساب',
    intro: 'مصدر الكلام في هذا الملف الشخصي. يُحفظ مفتاحك في سلسلة مفاتيح النظام، ولا يُكتب في أي ملف.',
    connectionLabel: 'الاتصال',
    kind: {
      hosted: 'خدمة همسة (api.tryhamsa.com)',
      sandbox: 'بيئة التجربة المدمجة (لا تحتاج إلى حساب)',
      custom: 'عنوان مخصّص',
    },
    urlLabel: 'عنوان الخدمة',
    urlHint: 'عنوان يبدأ بـ https://، ولا يُسمح بـ http:// إلا لهذا الحاسوب (127.0.0.1 أو localhost).',
    sandboxRunning: 'تعمل بيئة التجربة على هذا الحاسوب على العنوان:',
    saveConnection: 'احفظ الاتصال',
    saved: 'حُفظ.',
    switchToSandbox: 'انتقل إلى بيئة التجربة',
    switchedToSandbox: 'يستخدم هذا الملف الشخصي الآن بيئة التجربة المدمجة.',
    urlErrors: {
      empty: 'أدخل عنوان الخدمة، مثل https://api.example.com.',
      invalid: 'هذا ليس عنوانًا صالحًا؛ أدخل عنوانًا مثل https://api.example.com.',
      insecure: 'لا يُسمح بـ http:// إلا لهذا الحاسوب (127.0.0.1 أو ::1 أو localhost)؛ استخدم https://.',
      scheme: 'يجب أن يبدأ العنوان بـ https://.',
      credentials: 'يجب ألا يتضمّن العنوان اسم مستخدم أو كلمة مرور؛ يُرسَل المفتاح بشكل منفصل.',
      query: 'يجب ألا يتضمّن العنوان استعلامًا (?…) أو مقطعًا (#…).',
      tooLong: 'العنوان طويل جدًّا.',
    },
  },
  ids: {
    heading: 'المشروع ومعرّف المفتاح',
    projectLabel: 'معرّف المشروع',
    projectHint: 'يُستخرج من مفتاحك عند اختبار الاتصال؛ لا تغيّره إلا إذا أظهرت الخدمة معرّفًا آخر.',
    apiKeyIdLabel: 'معرّف مفتاح الواجهة البرمجية',
    apiKeyIdHint: 'يُرسَل مع كل عملية توليد. اتركه فارغًا لاستخدام المفتاح نفسه.',
    usesKey: 'فارغ: يُستخدم المفتاح نفسه.',
    save: 'احفظ المعرّفات',
    projectInvalid: 'اكتب معرّف المشروع كما تعرضه الخدمة تمامًا (حروف لاتينية وأرقام و- و_).',
    apiKeyIdInvalid: 'معرّف مفتاح الواجهة البرمجية بصيغة uuid، مثل 123e4567-e89b-12d3-a456-426614174000.',
    isTheKey: 'هذا هو مفتاح الواجهة البرمجية نفسه، ولا يُحفظ في الإعدادات أبدًا؛ أدخل القيمة التي يطلبها الحقل.',
  },
  loadFailed: 'تعذّر تحميل إعدادات الحساب: {{reason}}',
};
