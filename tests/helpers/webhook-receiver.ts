import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { categoryOf, webhookNetwork, type WebhookNetwork } from '../../electron/core/webhooks';

/** The made-up name tests use for the user's endpoint (`.test` is reserved, RFC 2606). */
export const TEST_HOOK_HOST = 'hooks.sawt.test';

/**
 * The webhook network seam for tests: DNS is the part we do not control, so names resolve from a
 * fixed table (anything else is "not found"); with `loopbackIsPublic` the address rule lets
 * 127.0.0.1 pass as if it were the user's public server, so the real sender, TLS and certificate
 * checks run against a local server. The test CA is trusted beside the bundled roots.
 */
/**
 * Nothing leaves the machine, whatever the rule under test decides: judged by the real address
 * rule (not the test's `loopbackIsPublic` stand-in), only a loopback address may be connected to.
 * A throw here rejects the check or delivery, so a test that would have connected out fails loudly.
 */
export function refuseAllButLoopback(address: string): void {
  if (categoryOf(address) !== 'loopback') throw new Error(`A test tried to connect to ${address}; tests connect only to loopback`);
}

export function testNetwork(options: { hosts: Record<string, string[]>; ca?: string; loopbackIsPublic?: boolean }): WebhookNetwork {
  return webhookNetwork({
    resolve: async (hostname) => {
      const addresses = options.hosts[hostname];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    categoryOf: (address) => (options.loopbackIsPublic && categoryOf(address) === 'loopback' ? 'public' : categoryOf(address)),
    extraCertificates: options.ca ? [options.ca] : [],
    timeoutMs: 5_000,
    beforeConnect: refuseAllButLoopback,
  });
}

export interface ReceivedEvent {
  authorization: string | undefined;
  host: string | undefined;
  body: string;
}

export interface TestReceiver {
  port: number;
  url(path?: string): string;
  received: ReceivedEvent[];
  /** The Authorization value to accept; null accepts anything (a careless endpoint). */
  expectAuthorization(value: string | null): void;
  close(): Promise<void>;
}

/** A local HTTPS endpoint that checks the token like a receiver should, and records what came. */
export async function startTestReceiver(tls: { key: string; cert: string }, host = TEST_HOOK_HOST): Promise<TestReceiver> {
  const received: ReceivedEvent[] = [];
  let expected: string | null = null;
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, host: req.headers.host, body: Buffer.concat(chunks).toString('utf8') });
      const allowed = expected === null || req.headers.authorization === expected;
      res.writeHead(allowed ? 200 : 401, { 'content-type': 'application/json', 'x-receiver': 'sawt-test' });
      res.end(JSON.stringify(allowed ? { received: true } : { error: 'unauthorized' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hooks/call') => `https://${host}:${port}${path}`,
    received,
    expectAuthorization: (value) => {
      expected = value;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
