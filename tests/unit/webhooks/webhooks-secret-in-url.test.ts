import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newWebhookToken } from '../../../electron/core/webhooks';
import { urlCarriesSecret } from '../../../electron/core/webhooks/secret-in-url';

/*
 * Issue 33 item 17: only a verbatim copy of the Bearer token in the endpoint URL was refused; a
 * percent-encoded copy was remembered in webhooks.json, and one pasted as a host label went to DNS.
 * Every spelling below carries the token (or a long part of it) and must be caught on the text.
 */

const token = 'Kq3_vZ8-xT0pLw5nR2yB7cJ4mH9dF6sA1eG0uN3iO8k'; // 43 base64url characters, as generated
/** Every byte as %XX, in upper- or lower-case hex. */
const pct = (text: string, lower = false) => {
  const encoded = [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  return lower ? encoded.toLowerCase() : encoded;
};
const fullWidth = (text: string) =>
  [...text].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
const base32 = (bytes: Buffer) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((group) => alphabet[parseInt(group.padEnd(5, '0'), 2)]).join('');
};
const labels = (text: string, size: number) => (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join('.');
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const b64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');

const carriers: Array<[string, string]> = [
  ['verbatim in the path', `https://hooks.example.com/calls/${token}`],
  ['verbatim in the query', `https://hooks.example.com/calls?auth=${token}`],
  ['in a host label (lower-cased by the URL parser)', `https://${token.toLowerCase().replace(/_/g, '-')}.example.com/`],
  ['in upper case in the path', `https://hooks.example.com/${token.toUpperCase()}`],
  ['percent-encoded, every character', `https://hooks.example.com/?t=${pct(token)}`],
  ['percent-encoded, lower-case hex', `https://hooks.example.com/?t=${pct(token, true)}`],
  [
    'percent-encoded, only some characters',
    `https://hooks.example.com/?t=${token.slice(0, 10)}${pct(token.slice(10, 20))}${token.slice(20)}`,
  ],
  ['percent-encoded twice', `https://hooks.example.com/?t=${pct(token).replace(/%/g, '%25')}`],
  ['"Bearer <token>" percent-encoded', `https://hooks.example.com/?auth=${encodeURIComponent(`Bearer ${token}`)}`],
  ['full-width characters (NFKC and IDNA fold them)', `https://hooks.example.com/${fullWidth(token)}`],
  ['full-width in the host', `https://${fullWidth(token.slice(0, 30).replace(/_/g, 'x'))}.example.com/`],
  ['split over host labels', `https://${labels(token.toLowerCase().replace(/_/g, 'x'), 11)}.example.com/`],
  ['base64 of the token', `https://hooks.example.com/${b64(token)}`],
  ['base64url of "Bearer <token>"', `https://hooks.example.com/${b64url(`Bearer ${token}`)}`],
  ['base64 of the token, lower-cased in a host', `https://${b64(token).slice(0, 60).toLowerCase().replace(/[+/=]/g, '')}.example.com/`],
  ['hex of the token', `https://hooks.example.com/${Buffer.from(token).toString('hex')}`],
  ['hex of the 32 bytes the token stands for', `https://${Buffer.from(token, 'base64url').toString('hex').slice(0, 60)}.example.com/`],
  ['base32 of the token in host labels', `https://${labels(base32(Buffer.from(token)).toLowerCase(), 50)}.example.com/`],
  ['base32 of "Bearer <token>"', `https://hooks.example.com/${base32(Buffer.from(`Bearer ${token}`))}`],
  ['half of the token', `https://${token.slice(0, 22).toLowerCase()}.example.com/`],
  [
    'punycode label carrying it beside a non-ASCII letter',
    `https://${new URL(`https://${token.slice(0, 30).toLowerCase()}é.example.com`).hostname}/`,
  ],
];

describe('a URL that carries the agent token in any spelling', () => {
  it.each(carriers)('is caught: %s', (_how, url) => {
    expect(urlCarriesSecret(url, token)).toBe(true);
  });

  it('catches a hex token, whatever case a host gives it, and the base64 of its bytes', () => {
    const hex = 'a3f09c1e4b7d4e219a6f0c8d2e7b5a41c0ffee00d15ea5e0b16b00b5deadbeef';
    expect(urlCarriesSecret(`https://${hex.slice(0, 40).toUpperCase()}.example.com/`, hex)).toBe(true);
    expect(urlCarriesSecret(`https://hooks.example.com/${Buffer.from(hex, 'hex').toString('base64')}`, hex)).toBe(true);
  });

  it('leaves ordinary URLs alone, whatever the (random) token', () => {
    expect(urlCarriesSecret('https://hooks.example.com/calls', token)).toBe(false);
    expect(urlCarriesSecret(`https://hooks.example.com/${newWebhookToken()}`, token)).toBe(false);
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(urlCarriesSecret(url, newWebhookToken())).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
