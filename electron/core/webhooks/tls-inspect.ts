import { checkServerIdentity, connect, rootCertificates, type PeerCertificate } from 'node:tls';
import type { CertificateFacts, WebhookIssue } from '../../../shared/model/webhooks';
import type { WebhookNetwork } from './network';
import type { ResolvedEndpoint } from './resolve-endpoint';

const EXPIRES_SOON_MS = 14 * 24 * 60 * 60 * 1000;

export interface TlsInspection {
  certificate: CertificateFacts | null;
  failures: WebhookIssue[];
  warnings: WebhookIssue[];
}

/** The roots a connection trusts: Node's bundled ones, plus any the seam adds (tests only). */
export function trustedRoots(network: WebhookNetwork): string[] | undefined {
  return network.extraCertificates.length ? [...rootCertificates, ...network.extraCertificates] : undefined;
}

/**
 * One TLS handshake with the pinned address, presenting the URL's host name (SNI), to read the
 * certificate and say which rule it breaks. Verification is done here rather than by refusing the
 * handshake, so a failing certificate is still shown (name, issuer, expiry) beside its reasons.
 */
export function inspectTls(endpoint: ResolvedEndpoint, network: WebhookNetwork): Promise<TlsInspection> {
  return new Promise((done) => {
    const facts = { host: endpoint.hostname, address: endpoint.pinned.address, port: String(endpoint.port) };
    network.beforeConnect(endpoint.pinned.address);
    const socket = connect({
      host: endpoint.pinned.address,
      port: endpoint.port,
      servername: endpoint.hostname,
      ca: trustedRoots(network),
      rejectUnauthorized: false,
      timeout: network.timeoutMs,
    });
    const finish = (result: TlsInspection) => {
      socket.destroy();
      done(result);
    };
    socket.once('timeout', () => finish({ certificate: null, failures: [{ rule: 'tls.timeout', facts }], warnings: [] }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish({
        certificate: null,
        failures: [{ rule: 'tls.connect', facts: { ...facts, detail: error.code ?? error.message } }],
        warnings: [],
      }),
    );
    socket.once('secureConnect', () => {
      const peer = socket.getPeerCertificate();
      if (!peer || !peer.raw) {
        finish({
          certificate: null,
          failures: [{ rule: 'certificate.invalid', facts: { ...facts, detail: 'no certificate' } }],
          warnings: [],
        });
        return;
      }
      finish(judgeCertificate(peer, socket.authorizationError, endpoint.hostname, network.now()));
    });
  });
}

export const verifyRules: Record<string, WebhookIssue['rule']> = {
  CERT_HAS_EXPIRED: 'certificate.expired',
  CERT_NOT_YET_VALID: 'certificate.notYetValid',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'certificate.selfSigned',
  SELF_SIGNED_CERT_IN_CHAIN: 'certificate.selfSigned',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'certificate.untrusted',
  UNABLE_TO_GET_ISSUER_CERT: 'certificate.untrusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'certificate.untrusted',
  CERT_UNTRUSTED: 'certificate.untrusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'certificate.nameMismatch',
};

/**
 * Every rule the certificate breaks, not only the first OpenSSL reports: dates and the name are
 * checked here as well, so an expired self-signed certificate for the wrong name names all three.
 */
export function judgeCertificate(
  peer: PeerCertificate,
  verifyError: Error | string | null | undefined,
  hostname: string,
  now: Date,
): TlsInspection {
  const certificate = certificateFacts(peer);
  // The facts each rule's message names, whichever check found it first.
  const factsOf: Partial<Record<WebhookIssue['rule'], Record<string, string>>> = {
    'certificate.expired': { date: certificate.validTo },
    'certificate.notYetValid': { date: certificate.validFrom },
    'certificate.nameMismatch': { names: certificate.altNames.join(', ') || certificate.subject },
  };
  const failures: WebhookIssue[] = [];
  const add = (rule: WebhookIssue['rule'], extra: Record<string, string> = {}) => {
    if (!failures.some((f) => f.rule === rule)) failures.push({ rule, facts: { host: hostname, ...factsOf[rule], ...extra } });
  };
  const code =
    typeof verifyError === 'string'
      ? verifyError
      : verifyError
        ? ((verifyError as NodeJS.ErrnoException).code ?? verifyError.message)
        : null;
  if (code) {
    const rule = verifyRules[code] ?? 'certificate.invalid';
    add(rule, rule === 'certificate.invalid' ? { detail: code } : {});
  }
  const validTo = Date.parse(peer.valid_to);
  if (validTo < now.getTime()) add('certificate.expired');
  if (Date.parse(peer.valid_from) > now.getTime()) add('certificate.notYetValid');
  if (checkServerIdentity(hostname, peer)) add('certificate.nameMismatch');
  const warnings: WebhookIssue[] =
    validTo >= now.getTime() && validTo - now.getTime() < EXPIRES_SOON_MS
      ? [{ rule: 'certificate.expiresSoon', facts: { date: certificate.validTo } }]
      : [];
  return { certificate, failures, warnings };
}

function certificateFacts(peer: PeerCertificate): CertificateFacts {
  return {
    subject: distinguishedName(peer.subject),
    altNames: (peer.subjectaltname ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^(DNS|IP Address):/, ''))
      .filter(Boolean),
    issuer: distinguishedName(peer.issuer),
    validFrom: new Date(peer.valid_from).toISOString(),
    validTo: new Date(peer.valid_to).toISOString(),
    fingerprint256: peer.fingerprint256,
  };
}

function distinguishedName(name: PeerCertificate['subject'] | undefined): string {
  if (!name) return '';
  return Object.entries(name)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`)
    .join(', ');
}
