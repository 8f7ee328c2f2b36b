import { fail } from '../http/errors';

/** §2.8: a voice agent's webhook, as the service's dashboard stores it. */
export interface WebhookConfig {
  webhookUrl: string;
  webhookAuth: { authKey: 'noAuth' } | { authKey: 'bearer'; authSecret: string };
}

/**
 * Where a delivery may go. The service accepts only public HTTPS endpoints with a valid
 * certificate (§6); the sandbox does the opposite on purpose: it delivers only to this computer,
 * so nothing it sends leaves the machine, and labels the address as one the service would refuse.
 */
export interface WebhookDestination {
  kind: 'loopback';
  label: string;
}

const LOOPBACK_LABEL =
  'Loopback address (this computer): accepted by the sandbox only. The service itself refuses localhost, local IPs and plain HTTP; it needs a public HTTPS endpoint with a valid certificate.';

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Judged before connecting: http(s) to a loopback host, no user info, else a 400 that says why. */
export function judgeDestination(webhookUrl: string): WebhookDestination {
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    throw fail.validation('webhookUrl is not a URL', 'InvalidWebhookUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw fail.validation('webhookUrl must start with https:// (or http:// on this computer)', 'InvalidWebhookUrl');
  if (url.username !== '' || url.password !== '')
    throw fail.validation('webhookUrl must not contain a user name or password', 'InvalidWebhookUrl');
  if (!isLoopbackHost(url.hostname)) {
    throw fail.validation(
      "The sandbox delivers webhooks only to this computer (127.0.0.1, ::1 or localhost), so nothing it sends leaves the machine; test a public endpoint with the studio's webhook tools",
      'WebhookUrlNotLoopback',
    );
  }
  return { kind: 'loopback', label: LOOPBACK_LABEL };
}

/** Reads `{ webhookUrl, webhookAuth: { authKey, authSecret? } }` (§2.8) with its rules. */
export function parseWebhookConfig(fields: Record<string, unknown>): WebhookConfig {
  const { webhookUrl, webhookAuth } = fields;
  if (typeof webhookUrl !== 'string' || webhookUrl === '') throw fail.validation('webhookUrl is required', 'FieldIsRequired');
  judgeDestination(webhookUrl);
  if (typeof webhookAuth !== 'object' || webhookAuth === null || Array.isArray(webhookAuth)) {
    throw fail.validation('webhookAuth must be an object with authKey noAuth or bearer', 'FieldMustBeObject');
  }
  const { authKey, authSecret } = webhookAuth as Record<string, unknown>;
  if (authKey === 'noAuth') return { webhookUrl, webhookAuth: { authKey } };
  if (authKey !== 'bearer') throw fail.validation('webhookAuth.authKey must be noAuth or bearer', 'FieldMustBeEnum');
  // §2.8: "Must be the word Bearer, a space, then the secret token".
  if (typeof authSecret !== 'string' || !/^Bearer \S+$/.test(authSecret)) {
    throw fail.validation('webhookAuth.authSecret must be "Bearer <token>"', 'InvalidWebhookSecret');
  }
  return { webhookUrl, webhookAuth: { authKey, authSecret } };
}

/** The config as shown back: the secret is never echoed, only whether there is one. */
export function describeWebhook(config: WebhookConfig): object {
  return {
    webhookUrl: config.webhookUrl,
    webhookAuth: { authKey: config.webhookAuth.authKey },
    destination: judgeDestination(config.webhookUrl),
  };
}
