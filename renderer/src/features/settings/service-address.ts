/** Why a custom service address cannot be used; each has its own sentence (settings.account.urlErrors). */
export type AddressProblem = 'empty' | 'invalid' | 'insecure' | 'scheme' | 'credentials' | 'query' | 'tooLong';

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The renderer's early check of a custom address, so the field says what is wrong while the user
 * is still there. The main process checks again (electron/core/settings/service-url.ts) and is the
 * one that decides; these rules mirror its: https, plain http only for this computer (the key
 * would otherwise travel in the clear), no credentials, no query or fragment.
 */
export function addressProblem(input: string): AddressProblem | null {
  const text = input.trim();
  if (text.length === 0) return 'empty';
  if (text.length > 2048) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) return 'insecure';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) return 'query';
  return null;
}
