import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, defaultWebhookNetwork, deliver, webhookNetwork } from '../../../electron/core/webhooks';

/*
 * The parts of the webhook checker that would reach past loopback: the system resolver, and a
 * connection to an address the real rule calls public. They run only inside a network namespace
 * of their own with nothing but `lo` (`unshare -rn`), so no byte can leave the machine. Run
 * outside one, this file starts itself again inside one and reports the inner run's result.
 */

const isolated = Object.keys(networkInterfaces()).every((name) => name === 'lo');
const unshareWorks = isolated || spawnSync('unshare', ['-rn', 'true']).status === 0;
const root = join(__dirname, '..', '..', '..');

describe.runIf(!isolated)('the isolated run of this file', () => {
  it.skipIf(!unshareWorks)('passes inside `unshare -rn` with only loopback up', () => {
    const file = relative(root, __filename);
    const vitest = join(root, 'node_modules', '.bin', 'vitest');
    const inner = spawnSync('unshare', ['-rn', 'sh', '-c', `ip link set lo up && exec "$0" run --project integration "$1"`, vitest, file], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${inner.stdout}\n${inner.stderr}`;
    expect(inner.status, output).toBe(0);
    expect(output).toMatch(/Tests\s.*\d+ passed/);
  });
});

describe.runIf(isolated)('webhook checks with the real resolver and the real address rule, offline', () => {
  it('asks the system resolver for a public name, and reports its failure as a DNS rule', async () => {
    const result = await checkWebhookUrl('https://hooks.example.com/call', defaultWebhookNetwork);
    expect(result.passed).toBe(false);
    expect(result.failures[0]!.rule).toMatch(/^dns\.(notFound|failed)$/);
    expect(result.connectedTo).toBeNull();
  });

  it('refuses localhost and loopback spellings before any lookup or connection', async () => {
    for (const url of ['https://localhost/', 'https://2130706433/', 'https://0x7f.1/', 'https://[::1]/']) {
      const result = await checkWebhookUrl(url, defaultWebhookNetwork);
      expect(result.connectedTo, url).toBeNull();
      expect(
        result.failures.map((f) => f.rule).some((r) => r === 'host.localhost' || r === 'address.loopback'),
        url,
      ).toBe(true);
    }
  });

  it('connects to the very public address it judged (here unreachable), not to the name', async () => {
    let lookups = 0;
    const network = webhookNetwork({
      resolve: async () => {
        lookups += 1;
        return [{ address: '8.8.8.8', family: 4 }];
      },
      timeoutMs: 3_000,
    });
    const result = await checkWebhookUrl('https://public.sawt.test/call', network);
    expect(result.addresses).toEqual([{ address: '8.8.8.8', family: 4, category: 'public' }]);
    expect(result.connectedTo).toBe('8.8.8.8');
    expect(result.failures[0]!.rule).toMatch(/^tls\.(connect|timeout)$/);
    const sent = await deliver({ url: 'https://public.sawt.test/call', body: '{}', authorization: null, credential: 'none' }, network);
    expect(sent.status).toBeUndefined();
    expect(sent.failure!.facts.address).toBe('8.8.8.8');
    expect(lookups).toBe(2);
  });
});
