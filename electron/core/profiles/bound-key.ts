import type { ServiceBaseUrl } from '../settings/settings-schema';
import { HOSTED_SERVICE_URL } from '../settings/service-url';

/**
 * An API key as the keychain holds it: bound to the service origin it was saved for, so that
 * re-pointing a profile at another address (by mistake, or by anything that can change settings)
 * never sends the key there. A value without the prefix is a key saved before binding existed.
 */
export interface BoundKey {
  key: string;
  /** null for a key saved before keys were bound (bound on first use, see ProfileApiKeys). */
  origin: string | null;
}

const prefix = 'sawt-bound-key/1 ';

export function encodeBoundKey(key: string, origin: string): string {
  return `${prefix}${JSON.stringify({ origin, key })}`;
}

export function decodeBoundKey(stored: string): BoundKey {
  if (!stored.startsWith(prefix)) return { key: stored, origin: null };
  try {
    const parsed = JSON.parse(stored.slice(prefix.length)) as { origin?: unknown; key?: unknown };
    if (typeof parsed.key === 'string' && typeof parsed.origin === 'string') return { key: parsed.key, origin: parsed.origin };
  } catch {
    // Fall through: an unreadable binding is treated as no binding to any origin we could match.
  }
  return { key: '', origin: 'unreadable:' };
}

/**
 * The origin a key entered now belongs to. The built-in sandbox brings its own demo key, so a key
 * entered while it is selected is meant for the hosted service the user is about to switch to.
 */
export function keyOriginOf(setting: ServiceBaseUrl): string {
  return new URL(setting.kind === 'custom' ? setting.url : HOSTED_SERVICE_URL).origin;
}
