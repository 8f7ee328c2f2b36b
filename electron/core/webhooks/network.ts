import { lookup } from 'node:dns/promises';
import type { AddressCategory } from '../../../shared/model/webhooks';
import { categoryOf } from './address-policy';

/**
 * What the webhook checks need from the network, as one seam. The studio uses the system resolver
 * and the public-address rule; tests replace the resolver (a made-up name → 127.0.0.1, DNS being
 * the part we do not control), may let loopback count as public, and trust their own test CA, so
 * every real byte goes to a local server.
 */
export interface WebhookNetwork {
  /** Every address of a host name, in the resolver's order. Rejects with the resolver's error. */
  resolve(hostname: string): Promise<Array<{ address: string; family: 4 | 6 }>>;
  /** Which kind of address this is; only 'public' may be connected to. */
  categoryOf(address: string): AddressCategory;
  /** PEM certificates trusted beside Node's bundled roots (only tests add any). */
  extraCertificates: string[];
  /** Longest wait for one connection, TLS handshake or answer. */
  timeoutMs: number;
  /** A delivery slower than this is flagged (spec: none; 5 s is the brief's threshold). */
  slowAfterMs: number;
  now(): Date;
  /**
   * The last word before a socket opens to `address` (after the address rule has judged it); throws
   * to stop it. The studio's lets every judged address through; tests refuse all but loopback, so
   * even a broken address rule cannot send a test's bytes off the machine.
   */
  beforeConnect(address: string): void;
}

export const defaultWebhookNetwork: WebhookNetwork = {
  resolve: async (hostname) => {
    const found = await lookup(hostname, { all: true, verbatim: true });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  },
  categoryOf,
  extraCertificates: [],
  timeoutMs: 10_000,
  slowAfterMs: 5_000,
  now: () => new Date(),
  beforeConnect: () => undefined,
};

export function webhookNetwork(overrides: Partial<WebhookNetwork> = {}): WebhookNetwork {
  return { ...defaultWebhookNetwork, ...overrides };
}
