import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signed file URLs, like cloud storage: `?expires=<ms since epoch>&sig=<HMAC-SHA256>` over the
 * path, the expiry and the disposition, so neither can be altered and no Authorization header is
 * needed. `download=1` asks for `Content-Disposition: attachment` and is covered by the signature.
 */
export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(baseUrl: string, path: string, expiresAt: number, download: boolean): string {
    const query = new URLSearchParams();
    if (download) query.set('download', '1');
    query.set('expires', String(expiresAt));
    query.set('sig', this.signature(path, expiresAt, download));
    return `${baseUrl}${path}?${query.toString()}`;
  }

  check(path: string, query: URLSearchParams, now: number): SignatureCheck {
    const expires = query.get('expires');
    const sig = query.get('sig');
    if (expires === null || sig === null || !/^\d+$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.signature(path, Number(expires), query.get('download') === '1'));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) < now ? 'expired' : 'valid';
  }

  private signature(path: string, expiresAt: number, download: boolean): string {
    return createHmac('sha256', this.secret)
      .update(`${path}\n${expiresAt}\n${download ? 'attachment' : 'inline'}`)
      .digest('base64url');
  }
}
