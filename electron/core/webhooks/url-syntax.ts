import { isIP } from 'node:net';
import type { WebhookIssue } from '../../../shared/model/webhooks';
import { categoryOf } from './address-policy';

/** A URL that passed the rules that need no network: HTTPS, a host name, no credentials. */
export interface EndpointUrl {
  url: URL;
  /** The host name without brackets or a trailing dot, as DNS and the certificate see it. */
  hostname: string;
  port: number;
  warnings: WebhookIssue[];
}

const issue = (rule: WebhookIssue['rule'], facts: Record<string, string> = {}): WebhookIssue => ({ rule, facts });

/**
 * The rules of spec §6 and §8 a URL breaks by its text alone, each with its own message. The
 * port is read from the text before the WHATWG parser sees it, because the parser rejects an
 * out-of-range port as "invalid URL" and drops :443, hiding what the user typed.
 */
export function parseEndpointUrl(input: string): { ok: true; value: EndpointUrl } | { ok: false; failures: WebhookIssue[] } {
  const text = input.trim();
  if (!text) return { ok: false, failures: [issue('url.empty')] };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase() ?? '';
  if (scheme !== 'https') return { ok: false, failures: [issue('url.scheme', { scheme })] };
  const authority = /^https:\/\/([^/?#]*)/i.exec(text)?.[1];
  if (authority === undefined) return { ok: false, failures: [issue('url.unparseable')] };
  if (authority.includes('@')) return { ok: false, failures: [issue('url.userInfo')] };
  const typedHost = authority.replace(/:\d*$/, '').replace(/^\[|\]$/g, '');
  const typedPort = /^(?:\[[^\]]*\]|[^:]*):(\d*)$/.exec(authority)?.[1];
  if (typedPort !== undefined && !(/^\d{1,5}$/.test(typedPort) && Number(typedPort) >= 1 && Number(typedPort) <= 65535)) {
    return { ok: false, failures: [issue('url.port', { port: typedPort })] };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, failures: [issue('url.unparseable')] };
  }
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!hostname) return { ok: false, failures: [issue('url.unparseable')] };
  // The parser turns 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1: judge what it means.
  if (isIP(hostname)) {
    const category = categoryOf(hostname);
    const facts = { host: typedHost, address: hostname };
    const failures = [issue('url.ipLiteral', facts)];
    if (category !== 'public') failures.push(issue(`address.${category}`, facts));
    return { ok: false, failures };
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return { ok: false, failures: [issue('host.localhost', { host: hostname })] };
  }
  const special = specialUseOf(hostname);
  if (special) return { ok: false, failures: [issue(special.rule, { host: hostname, detail: special.suffix })] };
  const port = url.port ? Number(url.port) : 443;
  const warnings = port === 443 ? [] : [issue('url.portUnusual', { port: String(port) })];
  return { ok: true, value: { url, hostname, port, warnings } };
}

/**
 * Names that are never a public endpoint, known by their last labels before any lookup: a lookup
 * of them fails (often as "try again", EAI_AGAIN, on a machine without a resolver for them) or
 * answers only on a local network. `.test` is left to the resolver: RFC 6761 lets a local one
 * answer it, and a name that resolves still meets the address rule.
 */
const specialUseNames: Array<[suffix: string, rule: 'host.reserved' | 'host.localNetwork']> = [
  ['invalid', 'host.reserved'], // RFC 6761 §6.4: never resolves
  ['example', 'host.reserved'], // RFC 2606: documentation only
  ['onion', 'host.reserved'], // RFC 7686: Tor, not DNS
  ['alt', 'host.reserved'], // RFC 9476: outside DNS
  ['local', 'host.localNetwork'], // RFC 6762: multicast DNS on the local link
  ['home.arpa', 'host.localNetwork'], // RFC 8375: home networks
  ['internal', 'host.localNetwork'], // ICANN (2024): private use
];

function specialUseOf(hostname: string): { rule: 'host.reserved' | 'host.localNetwork'; suffix: string } | null {
  const found = specialUseNames.find(([suffix]) => hostname === suffix || hostname.endsWith(`.${suffix}`));
  return found ? { rule: found[1], suffix: `.${found[0]}` } : null;
}
