import type { WebhookRule } from '../../../../../shared/model/webhooks';

/**
 * One sentence per rule a webhook URL or delivery can break, naming the rule and the facts
 * ({{host}}, {{address}}, {{port}}, {{date}}, {{detail}}, {{names}}, {{scheme}}). Mounted under
 * `agentTools.webhooks.rules.*`; the nesting follows the rule ids (`url.scheme` → url.scheme).
 */
export const webhookRulesEn = {
  url: {
    empty: 'Enter the endpoint’s URL.',
    unparseable: 'This is not a URL the service could post to.',
    scheme: 'The URL must start with https:// — the service posts only over HTTPS (plain http:// is refused).',
    userInfo:
      'Remove the user name and password (user:password@) from the URL: the service authenticates with the Bearer secret, and credentials in a URL end up in logs.',
    port: 'The port “{{port}}” is not a port number (1 to 65535).',
    portUnusual: 'Port {{port}} is not the usual HTTPS port 443; the service’s documentation does not say whether it posts to other ports.',
    ipLiteral:
      'Use the endpoint’s host name, not an IP address ({{host}} means {{address}}): certificates are issued to names, and the service refuses local IPs.',
    secret:
      'The URL holds this agent’s secret (or an encoding of it). Remove it: the secret goes only in webhookAuth.authSecret. Nothing was looked up, sent or saved.',
  },
  host: {
    localhost: '{{host}} is this computer (localhost); the service cannot reach it and refuses it.',
    reserved:
      '{{host}} ends in {{detail}}, a name reserved so that it never resolves: no server can have it. Use your endpoint’s public host name.',
    localNetwork: '{{host}} ends in {{detail}}, a name only a local network knows; the service, on the internet, cannot reach it.',
  },
  dns: {
    notFound: 'The name {{host}} does not resolve to any address ({{detail}}).',
    failed: 'The name {{host}} could not be looked up right now ({{detail}}); check the network and try again.',
  },
  address: {
    loopback: '{{host}} resolves to {{address}}, a loopback address (this computer); the service refuses it.',
    private:
      '{{host}} resolves to {{address}}, a private network address (10/8, 172.16/12, 192.168/16 or the like); the service cannot reach it.',
    linkLocal: '{{host}} resolves to {{address}}, a link-local address (169.254/16 or fe80::/10); the service refuses it.',
    cgnat: '{{host}} resolves to {{address}}, a carrier-grade NAT address (100.64/10) that the internet cannot reach.',
    uniqueLocal: '{{host}} resolves to {{address}}, an IPv6 unique-local address (fc00::/7) that the internet cannot reach.',
    unspecified: '{{host}} resolves to {{address}}, the unspecified address, which names no server.',
    multicast: '{{host}} resolves to {{address}}, a multicast address, which names no single server.',
    reserved: '{{host}} resolves to {{address}}, a reserved or documentation address that no public server uses.',
  },
  tls: {
    connect: 'No TLS connection to {{address}} port {{port}} ({{detail}}): the endpoint must answer HTTPS on that port.',
    timeout: '{{address}} port {{port}} did not answer in time.',
  },
  certificate: {
    expired: 'The certificate expired on {{date}}; the service refuses expired certificates.',
    notYetValid: 'The certificate is not valid until {{date}}.',
    expiresSoon: 'The certificate expires on {{date}}: renew it soon, or deliveries will stop.',
    selfSigned: 'The certificate is self-signed; the service accepts only certificates from a public certificate authority.',
    untrusted:
      'The certificate’s issuer is not a trusted certificate authority (or the server does not send its intermediate certificates).',
    nameMismatch: 'The certificate is for {{names}}, not for {{host}}.',
    invalid: 'The certificate is not valid ({{detail}}).',
  },
  // An IP address typed as the host: the same rules, without "… means …" or "… resolves to …" of itself.
  literal: {
    url: {
      ipLiteral: 'Use the endpoint’s host name, not an IP address: certificates are issued to names, and the service refuses local IPs.',
    },
    address: {
      loopback: '{{address}} is a loopback address (this computer); the service refuses it.',
      private: '{{address}} is a private network address (10/8, 172.16/12, 192.168/16 or the like); the service cannot reach it.',
      linkLocal: '{{address}} is a link-local address (169.254/16 or fe80::/10); the service refuses it.',
      cgnat: '{{address}} is a carrier-grade NAT address (100.64/10) that the internet cannot reach.',
      uniqueLocal: '{{address}} is an IPv6 unique-local address (fc00::/7) that the internet cannot reach.',
      unspecified: '{{address}} is the unspecified address, which names no server.',
      multicast: '{{address}} is a multicast address, which names no single server.',
      reserved: '{{address}} is a reserved or documentation address that no public server uses.',
    },
  },
} satisfies Record<string, Record<string, string | Record<string, string>>>;

export const webhookRulesAr: typeof webhookRulesEn = {
  url: {
    empty: 'أدخل عنوان URL لنقطة الاستقبال.',
    unparseable: 'هذا ليس عنوان URL يمكن للخدمة أن ترسل إليه.',
    scheme: 'يجب أن يبدأ العنوان بـ https://‏ — لا ترسل الخدمة إلا عبر HTTPS (ويُرفض http://‏).',
    userInfo:
      'احذف اسم المستخدم وكلمة المرور (user:password@) من العنوان: تتحقق الخدمة بسرّ Bearer، وبيانات الدخول في العنوان ينتهي بها المطاف في السجلات.',
    port: 'المنفذ «{{port}}» ليس رقم منفذ صالحًا (من 1 إلى 65535).',
    portUnusual: 'المنفذ {{port}} ليس منفذ HTTPS المعتاد 443؛ ولا توضّح وثائق الخدمة هل ترسل إلى منافذ أخرى.',
    ipLiteral: 'استخدم اسم المضيف لا عنوان IP‏ ({{host}} يعني {{address}}): الشهادات تُصدر للأسماء، والخدمة ترفض العناوين المحلية.',
    secret:
      'يحتوي العنوان على سرّ هذا الوكيل (أو على صيغة مرمّزة منه). احذفه: مكان السرّ هو webhookAuth.authSecret وحده. لم يُبحث عن شيء ولم يُرسل أو يُحفظ شيء.',
  },
  host: {
    localhost: '{{host}} هو هذا الحاسوب (localhost)؛ لا تصل إليه الخدمة وترفضه.',
    reserved:
      'ينتهي {{host}} بـ {{detail}}، وهو اسم محجوز لا يشير إلى أي عنوان أبدًا، فلا يحمله أي خادم. استخدم اسم المضيف العام لنقطة الاستقبال.',
    localNetwork: 'ينتهي {{host}} بـ {{detail}}، وهو اسم لا تعرفه إلا شبكة محلية؛ ولا تصل إليه الخدمة من الإنترنت.',
  },
  dns: {
    notFound: 'الاسم {{host}} لا يشير إلى أي عنوان ({{detail}}).',
    failed: 'تعذّر البحث عن الاسم {{host}} الآن ({{detail}})؛ تحقّق من الشبكة وأعد المحاولة.',
  },
  address: {
    loopback: 'يشير {{host}} إلى {{address}}، وهو عنوان استرجاع (هذا الحاسوب)؛ والخدمة ترفضه.',
    private: 'يشير {{host}} إلى {{address}}، وهو عنوان شبكة خاصة (10/8 أو 172.16/12 أو 192.168/16 ونحوها)؛ لا تصل إليه الخدمة.',
    linkLocal: 'يشير {{host}} إلى {{address}}، وهو عنوان ربط محلي (169.254/16 أو fe80::/10)؛ والخدمة ترفضه.',
    cgnat: 'يشير {{host}} إلى {{address}}، وهو عنوان NAT لدى مزوّد الخدمة (100.64/10) لا يمكن الوصول إليه من الإنترنت.',
    uniqueLocal: 'يشير {{host}} إلى {{address}}، وهو عنوان IPv6 محلي فريد (fc00::/7) لا يمكن الوصول إليه من الإنترنت.',
    unspecified: 'يشير {{host}} إلى {{address}}، وهو العنوان غير المحدّد الذي لا يدل على أي خادم.',
    multicast: 'يشير {{host}} إلى {{address}}، وهو عنوان بث متعدد لا يدل على خادم واحد.',
    reserved: 'يشير {{host}} إلى {{address}}، وهو عنوان محجوز أو مخصّص للتوثيق لا يستخدمه أي خادم عام.',
  },
  tls: {
    connect: 'تعذّر إنشاء اتصال TLS مع {{address}} على المنفذ {{port}} ({{detail}}): يجب أن تجيب نقطة الاستقبال عبر HTTPS على هذا المنفذ.',
    timeout: 'لم يُجب {{address}} على المنفذ {{port}} في الوقت المحدد.',
  },
  certificate: {
    expired: 'انتهت صلاحية الشهادة في {{date}}؛ والخدمة ترفض الشهادات المنتهية.',
    notYetValid: 'لا تصبح الشهادة صالحة قبل {{date}}.',
    expiresSoon: 'تنتهي صلاحية الشهادة في {{date}}: جدّدها قريبًا وإلا توقّف الإرسال.',
    selfSigned: 'الشهادة موقّعة ذاتيًا؛ ولا تقبل الخدمة إلا شهادات صادرة عن جهة تصديق عامة.',
    untrusted: 'مُصدر الشهادة ليس جهة تصديق موثوقة (أو أن الخادم لا يرسل الشهادات الوسيطة).',
    nameMismatch: 'الشهادة صادرة لـ {{names}} وليست لـ {{host}}.',
    invalid: 'الشهادة غير صالحة ({{detail}}).',
  },
  literal: {
    url: {
      ipLiteral: 'استخدم اسم المضيف لا عنوان IP: الشهادات تُصدر للأسماء، والخدمة ترفض العناوين المحلية.',
    },
    address: {
      loopback: 'العنوان {{address}} عنوان استرجاع (هذا الحاسوب)؛ والخدمة ترفضه.',
      private: 'العنوان {{address}} عنوان شبكة خاصة (10/8 أو 172.16/12 أو 192.168/16 ونحوها)؛ لا تصل إليه الخدمة.',
      linkLocal: 'العنوان {{address}} عنوان ربط محلي (169.254/16 أو fe80::/10)؛ والخدمة ترفضه.',
      cgnat: 'العنوان {{address}} عنوان NAT لدى مزوّد الخدمة (100.64/10) لا يمكن الوصول إليه من الإنترنت.',
      uniqueLocal: 'العنوان {{address}} عنوان IPv6 محلي فريد (fc00::/7) لا يمكن الوصول إليه من الإنترنت.',
      unspecified: 'العنوان {{address}} هو العنوان غير المحدّد الذي لا يدل على أي خادم.',
      multicast: 'العنوان {{address}} عنوان بث متعدد لا يدل على خادم واحد.',
      reserved: 'العنوان {{address}} عنوان محجوز أو مخصّص للتوثيق لا يستخدمه أي خادم عام.',
    },
  },
};

/** The i18n key of a rule's sentence; every WebhookRule has one (a missing one is a type error). */
export const ruleKey = (rule: WebhookRule) => `agentTools.webhooks.rules.${rule}` as const;

/** Rules with their own sentence for an IP address typed as the host (`literal.*` above). */
export type LiteralRule = 'url.ipLiteral' | `address.${keyof typeof webhookRulesEn.literal.address}`;

export const isLiteralRule = (rule: WebhookRule): rule is LiteralRule =>
  rule === 'url.ipLiteral' || (rule.startsWith('address.') && rule.slice('address.'.length) in webhookRulesEn.literal.address);

/** The i18n key of a rule's sentence for an address typed as itself, where "X means X" would say nothing. */
export const literalRuleKey = (rule: LiteralRule) => `agentTools.webhooks.rules.literal.${rule}` as const;
