/**
 * Headers of every media answer (clips, voice samples, voice images, downloads), in both
 * transports. Media bytes come from the service or the disk, never from us: if one is opened in its
 * own tab (an SVG avatar, say) it must not run as the studio. The CSP `sandbox` gives it an opaque
 * origin with scripts off, so it cannot call the API even if a browser sniffed it into a document.
 */
export const mediaContentSecurityPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function mediaSecurityHeaders(contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': mediaContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
  };
  // An SVG is a document that can carry script. As an <img> it is inert; opened directly, the
  // browser downloads it instead of rendering it as a page.
  if (contentType !== null && /^image\/svg\+xml\b/i.test(contentType)) headers['Content-Disposition'] = 'attachment';
  return headers;
}
