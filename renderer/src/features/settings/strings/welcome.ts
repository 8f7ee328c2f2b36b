/**
 * The first-run welcome: connect an account or explore with the sandbox.
 * Mounted under `settings.*` by ../strings.ts.
 */
export const welcomeEn = {
  welcome: {
    title: 'Welcome to Sawt Studio',
    description:
      'Turn Arabic and English text into speech. You can connect your Hamsa account now, or explore first with the built-in sandbox — it works without an account.',
    connect: 'Connect your account',
    connectHint: 'Enter your API key; it is kept in the system keychain.',
    explore: 'Explore with the sandbox',
    exploreHint: 'Try every feature with sample voices on this computer.',
  },
};

export const welcomeAr: typeof welcomeEn = {
  welcome: {
    title: 'مرحبًا بك في استوديو صوت',
    description:
      'حوّل النصوص العربية والإنجليزية إلى كلام. يمكنك ربط حسابك في همسة الآن، أو الاستكشاف أولًا ببيئة التجربة المدمجة التي تعمل دون حساب.',
    connect: 'اربط حسابك',
    connectHint: 'أدخل مفتاح الواجهة البرمجية؛ يُحفظ في سلسلة مفاتيح النظام.',
    explore: 'استكشف ببيئة التجربة',
    exploreHint: 'جرّب كل الميزات بأصوات نموذجية على هذا الحاسوب.',
  },
};
