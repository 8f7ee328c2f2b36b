import type { ResolvedAddress, WebhookIssue } from '../../../shared/model/webhooks';
import type { WebhookNetwork } from './network';
import { parseEndpointUrl, type EndpointUrl } from './url-syntax';

/** An endpoint whose every address was judged public, and the one address to connect to. */
export interface ResolvedEndpoint extends EndpointUrl {
  addresses: ResolvedAddress[];
  /** Connections go to this address itself, never to the name again: no DNS rebinding in between. */
  pinned: ResolvedAddress;
}

export type EndpointResolution =
  { ok: true; value: ResolvedEndpoint } | { ok: false; failures: WebhookIssue[]; warnings: WebhookIssue[]; addresses: ResolvedAddress[] };

/**
 * URL rules, then DNS, then the address rule on every address the name has. One private address
 * among public ones fails the whole name: the sender may pick any of them, and a name that
 * answers both ways is how rebinding attacks start.
 */
export async function resolveEndpoint(input: string, network: WebhookNetwork): Promise<EndpointResolution> {
  const parsed = parseEndpointUrl(input);
  if (!parsed.ok) return { ok: false, failures: parsed.failures, warnings: [], addresses: [] };
  const { hostname, warnings } = parsed.value;
  let found: Array<{ address: string; family: 4 | 6 }>;
  try {
    found = await network.resolve(hostname);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const notFound = code === 'ENOTFOUND' || code === 'ENODATA';
    return {
      ok: false,
      failures: [
        { rule: notFound ? 'dns.notFound' : 'dns.failed', facts: { host: hostname, detail: typeof code === 'string' ? code : 'unknown' } },
      ],
      warnings,
      addresses: [],
    };
  }
  if (found.length === 0)
    return { ok: false, failures: [{ rule: 'dns.notFound', facts: { host: hostname, detail: 'no address' } }], warnings, addresses: [] };
  const addresses = found.map(({ address, family }) => ({ address, family, category: network.categoryOf(address) }));
  const failures: WebhookIssue[] = addresses
    .filter((a) => a.category !== 'public')
    .map((a) => ({ rule: `address.${a.category as Exclude<typeof a.category, 'public'>}`, facts: { host: hostname, address: a.address } }));
  if (failures.length > 0) return { ok: false, failures, warnings, addresses };
  return { ok: true, value: { ...parsed.value, addresses, pinned: addresses[0]! } };
}
