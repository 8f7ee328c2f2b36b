import { request } from 'node:https';
import { performance } from 'node:perf_hooks';
import type { DeliveryCredential, DeliveryOutcome, WebhookIssue } from '../../../shared/model/webhooks';
import type { WebhookNetwork } from './network';
import { resolveEndpoint } from './resolve-endpoint';
import { trustedRoots, verifyRules } from './tls-inspect';

/** The response body shown is bounded: a test tool must not hold a runaway endpoint's output. */
export const BODY_LIMIT = 16 * 1024;
/** Reading stops here (the connection is closed); the size shown is then "at least" this. */
const READ_LIMIT = 1024 * 1024;
const MAX_HEADERS = 100;
const MAX_HEADER_VALUE = 1000;

export interface DeliveryRequest {
  url: string;
  body: string;
  /** The exact Authorization header value, or null to send none. */
  authorization: string | null;
  credential: DeliveryCredential;
}

/**
 * One POST as the service would send it (JSON, Authorization: Bearer, per docs/service-api.md; the spec
 * does not name the header). The URL is judged again right before sending and the request goes to
 * the address judged, with the host name only as SNI and Host header: a DNS answer that changed
 * since the check cannot send the request somewhere else.
 */
export async function deliver(delivery: DeliveryRequest, network: WebhookNetwork): Promise<DeliveryOutcome> {
  const blank = {
    credential: delivery.credential,
    latencyMs: 0,
    slow: false,
    headers: [],
    body: '',
    bodyTruncated: false,
    bodyBytes: 0,
    attempted: true,
  };
  const resolved = await resolveEndpoint(delivery.url, network);
  // Refused before connecting: nothing was sent, so there is no answer and no latency to report.
  if (!resolved.ok) return { ...blank, attempted: false, failure: resolved.failures[0]! };
  const endpoint = resolved.value;
  const facts = { host: endpoint.hostname, address: endpoint.pinned.address, port: String(endpoint.port) };
  const started = performance.now();
  const finish = (outcome: Partial<DeliveryOutcome>): DeliveryOutcome => {
    const latencyMs = Math.round(performance.now() - started);
    return { ...blank, ...outcome, latencyMs, slow: latencyMs > network.slowAfterMs };
  };

  return new Promise((done) => {
    network.beforeConnect(endpoint.pinned.address);
    const req = request(
      {
        host: endpoint.pinned.address,
        port: endpoint.port,
        servername: endpoint.hostname,
        path: `${endpoint.url.pathname}${endpoint.url.search}`,
        method: 'POST',
        agent: false,
        ca: trustedRoots(network),
        rejectUnauthorized: true,
        timeout: network.timeoutMs,
        headers: {
          host: endpoint.url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': 'SawtStudio-WebhookTest/1',
          ...(delivery.authorization === null ? {} : { authorization: delivery.authorization }),
        },
      },
      (res) => {
        const kept: Buffer[] = [];
        let bytes = 0;
        const answer = () =>
          finish({
            status: res.statusCode ?? 0,
            headers: headerPairs(res.rawHeaders),
            body: Buffer.concat(kept).toString('utf8'),
            bodyTruncated: bytes > BODY_LIMIT,
            bodyBytes: bytes,
          });
        res.on('data', (chunk: Buffer) => {
          const room = BODY_LIMIT - Math.min(bytes, BODY_LIMIT);
          if (room > 0) kept.push(chunk.subarray(0, room));
          bytes += chunk.length;
          if (bytes >= READ_LIMIT) {
            res.destroy();
            done(answer());
          }
        });
        res.on('end', () => done(answer()));
        res.on('error', () => done(answer()));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      done(finish({ failure: { rule: 'tls.timeout', facts } }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(finish({ failure: failureOf(error, facts) })));
    req.end(delivery.body);
  });
}

function failureOf(error: NodeJS.ErrnoException, facts: Record<string, string>): WebhookIssue {
  const code = error.code ?? error.message;
  const rule = verifyRules[code];
  return rule ? { rule, facts } : { rule: 'tls.connect', facts: { ...facts, detail: code } };
}

function headerPairs(raw: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length && pairs.length < MAX_HEADERS; i += 2) {
    pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!.slice(0, MAX_HEADER_VALUE)]);
  }
  return pairs;
}
