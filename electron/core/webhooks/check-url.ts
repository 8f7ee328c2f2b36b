import type { UrlCheckResult } from '../../../shared/model/webhooks';
import type { WebhookNetwork } from './network';
import { resolveEndpoint } from './resolve-endpoint';
import { urlCarriesSecret } from './secret-in-url';
import { inspectTls } from './tls-inspect';

/**
 * The service's rules for a webhook URL (spec §6, §8), in the order they can be known: the text,
 * DNS, every resolved address, then one TLS handshake with the address that passed. Nothing is
 * connected to until every address is known to be public.
 *
 * With the agent's token, a URL that carries it in any spelling (secret-in-url.ts) is refused
 * first, before its text is read further or any name looked up: a token in a host label would
 * otherwise be sent to DNS. Its answer then echoes no URL.
 */
export async function checkWebhookUrl(input: string, network: WebhookNetwork, secretToken: string | null = null): Promise<UrlCheckResult> {
  const checkedAt = network.now().toISOString();
  if (secretToken !== null && urlCarriesSecret(input, secretToken)) {
    const failures = [{ rule: 'url.secret' as const, facts: {} }];
    return { url: '', passed: false, failures, warnings: [], addresses: [], connectedTo: null, certificate: null, checkedAt };
  }
  const resolved = await resolveEndpoint(input, network);
  if (!resolved.ok) {
    return {
      url: input.trim(),
      passed: false,
      failures: resolved.failures,
      warnings: resolved.warnings,
      addresses: resolved.addresses,
      connectedTo: null,
      certificate: null,
      checkedAt,
    };
  }
  const endpoint = resolved.value;
  const tls = await inspectTls(endpoint, network);
  return {
    url: endpoint.url.href,
    passed: tls.failures.length === 0,
    failures: tls.failures,
    warnings: [...endpoint.warnings, ...tls.warnings],
    addresses: endpoint.addresses,
    connectedTo: endpoint.pinned.address,
    certificate: tls.certificate,
    checkedAt,
  };
}
