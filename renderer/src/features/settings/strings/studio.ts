/**
 * About the studio, the names of its transports, and the round-trip check.
 * Mounted under `settings.*` by ../strings.ts.
 */
export const studioEn = {
  about: {
    heading: 'About this studio',
    version: 'Version',
    transport: 'Connection to the studio core',
    dataDir: 'Data folder',
    platform: 'Platform',
    notLoaded: 'Not available yet',
  },
  transportName: {
    ipc: 'Desktop app (IPC)',
    web: 'Web mode (local HTTP)',
  },
  ping: {
    heading: 'Connection check',
    intro: 'Sends a message to the studio core and measures the round trip.',
    messageLabel: 'Message',
    defaultMessage: 'Hello',
    button: 'Ping',
    pending: 'Checking…',
    reply: 'Reply: {{message}}',
    roundTrip: 'Round trip: {{duration}}',
    failed: 'The check failed: {{reason}}',
  },
};

export const studioAr: typeof studioEn = {
  about: {
    heading: 'حول الاستوديو',
    version: 'الإصدار',
    transport: 'قناة الاتصال بنواة الاستوديو',
    dataDir: 'مجلد البيانات',
    platform: 'نظام التشغيل',
    notLoaded: 'غير متاح بعد',
  },
  transportName: {
    ipc: 'تطبيق سطح المكتب (IPC)',
    web: 'وضع الويب (HTTP محلي)',
  },
  ping: {
    heading: 'فحص الاتصال',
    intro: 'يرسل رسالة إلى نواة الاستوديو ويقيس زمن الذهاب والإياب.',
    messageLabel: 'الرسالة',
    defaultMessage: 'مرحبًا',
    button: 'افحص الاتصال',
    pending: 'جارٍ الفحص…',
    reply: 'الرد: {{message}}',
    roundTrip: 'زمن الذهاب والإياب: {{duration}}',
    failed: 'فشل الفحص: {{reason}}',
  },
};
