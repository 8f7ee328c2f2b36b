import { domainToUnicode } from 'node:url';

/**
 * Whether an endpoint URL carries the agent's webhook token in any spelling: as typed, in any
 * letter case (host names are case-insensitive, so the URL parser lower-cases a token pasted as a
 * host label), percent-encoded (in part, in any case, twice), as full-width or other characters
 * that IDNA or NFKC fold to it, split by dots or dashes, or as hex, base64, base64url or base32
 * of the token (or of the bytes a hex or base64 token stands for), whole or a long enough part.
 * Decided on the text alone, before any lookup: a token in a host label is otherwise sent to DNS.
 *
 * Every spelling is compared after folding (NFKC, lower case, letters and digits only), so the
 * separators and letter case an encoding or a paste changes do not matter. A run of WINDOW folded
 * characters of an encoded token counts as the token: for a generated token that is 82 bits, which
 * no real URL holds by chance, and a URL holding half a secret has still leaked it.
 */
export function urlCarriesSecret(url: string, token: string): boolean {
  if (token.length === 0) return false;
  const views = urlViews(url);
  const lowered = token.toLowerCase();
  if (views.some((view) => view.toLowerCase().includes(lowered))) return true;
  const folded = views.map(fold).join('\n');
  return tokenNeedles(token).some((needle) => containsWindowOf(folded, needle));
}

/** Folded characters of an encoded token that count as the token when a URL holds them in a row. */
export const WINDOW = 16;

/** Letters and digits only, NFKC-normalised, in lower case: what survives every encoding above. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The URL as typed, percent-decoded until nothing changes (each round also read as UTF-8), and its host as IDNA reads it. */
function urlViews(url: string): string[] {
  const views = [url];
  let current = url;
  // Bounded: %25 nested deeper than this is not something a paste produces.
  for (let round = 0; round < 4; round++) {
    const bytes = current.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (bytes === current) break;
    current = bytes;
    views.push(bytes, Buffer.from(bytes, 'latin1').toString('utf8'));
  }
  try {
    const hostname = new URL(url.trim()).hostname;
    views.push(hostname, domainToUnicode(hostname));
  } catch {
    // Not a URL the parser reads: its text is all there is to judge.
  }
  return views;
}

/** Whether `haystack` holds the whole needle (when short) or any WINDOW-long run of it. */
function containsWindowOf(haystack: string, needle: string): boolean {
  if (needle.length < WINDOW) return needle.length >= WINDOW / 2 && haystack.includes(needle);
  for (let at = 0; at + WINDOW <= needle.length; at++) if (haystack.includes(needle.slice(at, at + WINDOW))) return true;
  return false;
}

/** Folded spellings of the token: itself, and its bytes (and the bytes it encodes) in each encoding. */
function tokenNeedles(token: string): string[] {
  const sources = [Buffer.from(token, 'utf8')];
  if (/^(?:[0-9a-f]{2})+$/i.test(token)) sources.push(Buffer.from(token, 'hex'));
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) sources.push(Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
  const needles = new Set<string>([fold(token)]);
  for (const bytes of sources) {
    needles.add(fold(bytes.toString('hex')));
    for (const piece of alignedEncodings(bytes, 3, 6, (b) => b.toString('base64'))) needles.add(fold(piece));
    for (const piece of alignedEncodings(bytes, 5, 5, base32)) needles.add(fold(piece));
  }
  return [...needles].filter((needle) => needle.length > 0);
}

/**
 * The characters of `bytes` encoded after 0 … group−1 other bytes (a token inside a longer
 * encoded text, as "Bearer <token>" is) that depend on the token's bits alone.
 */
function alignedEncodings(bytes: Buffer, group: number, bitsPerChar: number, encode: (bytes: Buffer) => string): string[] {
  const pieces: string[] = [];
  for (let offset = 0; offset < group; offset++) {
    const text = encode(Buffer.concat([Buffer.alloc(offset), bytes])).replace(/=+$/, '');
    const from = Math.ceil((offset * 8) / bitsPerChar);
    const to = Math.floor(((offset + bytes.length) * 8) / bitsPerChar);
    pieces.push(text.slice(from, to));
  }
  return pieces;
}

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (Node has none built in); DNS tunnels favour it, being case-free. */
function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}
