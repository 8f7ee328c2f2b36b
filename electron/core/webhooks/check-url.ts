import type { UrlCheckResult } from '../../../shared/model/webhooks';
import type { WebhookNetwork } from './network';
import { resolveEndpoint } from './resolve-endpoint';
import { inspectTls } from './tls-inspect';

/**
 * The service's rules for a webhook URL (spec §6, §8), in the order they can be known: the text,
 * DNS, every resolved address, then one TLS handshake with the address that passed. Nothing is
 * connected to until every address is known to be public.
 */
export async function checkWebhookUrl(input: string, network: WebhookNetwork): Promise<UrlCheckResult> {
  const checkedAt = network.now().toISOString();
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
