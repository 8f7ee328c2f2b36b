import { scrubSecret } from '../security/scrub-secret';
import type { KeychainUnavailableReason } from './keychain-failure';

/**
 * Maps what libsecret / D-Bus / macOS Keychain / Windows Credential Manager said to a reason. The
 * wordings matched are the ones seen on our machines (ARCHITECTURE.md, "Platform facts") plus their documented
 * neighbours; anything else is `unknown`, with the original words kept as detail.
 */
const patterns: ReadonlyArray<[RegExp, KeychainUnavailableReason]> = [
  // No session bus at all: "Cannot autolaunch D-Bus without X11 $DISPLAY", or a dead bus address.
  [/autolaunch|DBUS_SESSION_BUS_ADDRESS|failed to connect to socket|could not connect|connection refused/i, 'no-secret-service'],
  // A bus, but nothing provides org.freedesktop.secrets.
  [/not provided by any \.service files|ServiceUnknown|org\.freedesktop\.secrets was not provided/i, 'no-secret-service'],
  // "Cannot create an item in a locked collection"; a dismissed unlock prompt; gnome-keyring
  // running without a default ("login") collection, which needs the same fix: unlock/create it.
  [/locked|prompt|dismissed|object does not exist at path .*\/collection\//i, 'locked'],
  // macOS: a locked keychain in a session that cannot ask (errSecInteractionNotAllowed).
  [/user interaction is not allowed|interaction not allowed/i, 'locked'],
  // D-Bus's own reply timeout (25 s) when the service hangs.
  [/did not receive a reply|NoReply|timed? ?out/i, 'timeout'],
];

export function classifyKeychainError(error: unknown): { reason: KeychainUnavailableReason; detail: string } {
  const detail = errorText(error);
  for (const [pattern, reason] of patterns) {
    if (pattern.test(detail)) return { reason, detail };
  }
  return { reason: 'unknown', detail };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'no message';
}

/**
 * Makes keychain wording safe to show: the secret (if the caller knows one) is cut out wherever it
 * appears — keytar never echoes it, but this makes that a guarantee rather than an observation —
 * control characters are dropped and the length is capped.
 */
export function redactKeychainDetail(detail: string, secret?: string): string {
  let text = detail;
  text = scrubSecret(text, secret);
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return text.length > 300 ? `${text.slice(0, 300)}\u2026` : text;
}
