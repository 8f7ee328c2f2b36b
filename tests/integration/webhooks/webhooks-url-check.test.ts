import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookUrl, deliver } from '../../../electron/core/webhooks';
import { createTestPki, daysFromNow, type TestPki } from '../../helpers/test-pki';
import { TEST_HOOK_HOST, testNetwork } from '../../helpers/webhook-receiver';

/*
 * The URL checker against local TLS servers whose certificates the test makes: valid, expired,
 * self-signed, for another name, not yet valid. DNS is a fixed table (the part we do not control)
 * and only loopback is ever connected to; when an address fails the rule, nothing is connected to.
 */

let pki: TestPki;
const servers: Server[] = [];
let handshakes = 0;

async function tlsServer(leaf: { key: string; cert: string }): Promise<number> {
  const server = createServer(leaf, (_req, res) => res.end('ok'));
  server.on('secureConnection', () => void (handshakes += 1));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

const ports: Record<string, number> = {};

beforeAll(async () => {
  pki = createTestPki();
  ports.valid = await tlsServer(pki.issue({ names: [TEST_HOOK_HOST] }));
  ports.expired = await tlsServer(pki.issue({ names: [TEST_HOOK_HOST], notBefore: daysFromNow(-90), notAfter: daysFromNow(-30) }));
  ports.notYet = await tlsServer(pki.issue({ names: [TEST_HOOK_HOST], notBefore: daysFromNow(10), notAfter: daysFromNow(40) }));
  ports.selfSigned = await tlsServer(pki.issue({ names: [TEST_HOOK_HOST], signer: 'self' }));
  ports.otherName = await tlsServer(pki.issue({ names: ['elsewhere.sawt.test'] }));
  ports.soon = await tlsServer(pki.issue({ names: [TEST_HOOK_HOST], notAfter: daysFromNow(3) }));
});
afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  pki.dispose();
});

const network = () => testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, ca: pki.caPem, loopbackIsPublic: true });
const rules = (issues: Array<{ rule: string }>) => issues.map((i) => i.rule);

describe('webhook URL check: the certificate', () => {
  it('passes a valid certificate and shows its subject, issuer and expiry, connected to the checked address', async () => {
    const result = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.valid}/hooks`, network());
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.connectedTo).toBe('127.0.0.1');
    expect(result.certificate).toMatchObject({ subject: `CN=${TEST_HOOK_HOST}`, altNames: [TEST_HOOK_HOST] });
    expect(result.certificate!.issuer).toContain('CN=Sawt Test Root CA');
    expect(Date.parse(result.certificate!.validTo)).toBeGreaterThan(Date.now());
    // A port other than 443 is only a warning.
    expect(rules(result.warnings)).toEqual(['url.portUnusual']);
  });

  it('names each broken rule: expired, not yet valid, self-signed, another name', async () => {
    const expired = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.expired}/`, network());
    expect(rules(expired.failures)).toEqual(['certificate.expired']);
    expect(expired.failures[0]!.facts.date).toBe(expired.certificate!.validTo);
    expect(rules((await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.notYet}/`, network())).failures)).toEqual([
      'certificate.notYetValid',
    ]);
    const selfSigned = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.selfSigned}/`, network());
    expect(rules(selfSigned.failures)).toEqual(['certificate.selfSigned']);
    expect(selfSigned.certificate!.issuer).toBe(`CN=${TEST_HOOK_HOST}`);
    const otherName = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.otherName}/`, network());
    expect(rules(otherName.failures)).toEqual(['certificate.nameMismatch']);
    expect(otherName.failures[0]!.facts.names).toBe('elsewhere.sawt.test');
  });

  it('refuses a certificate from an issuer nobody trusts, and warns of one about to expire', async () => {
    const untrusting = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['127.0.0.1'] }, loopbackIsPublic: true });
    expect(rules((await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.valid}/`, untrusting)).failures)).toEqual([
      'certificate.untrusted',
    ]);
    const soon = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.soon}/`, network());
    expect(soon.passed).toBe(true);
    expect(rules(soon.warnings)).toContain('certificate.expiresSoon');
  });

  it('says the connection failed when nothing listens or the server speaks no TLS', async () => {
    const plain = createHttpServer((_req, res) => res.end('plain'));
    await new Promise<void>((done) => plain.listen(0, '127.0.0.1', done));
    const plainPort = (plain.address() as AddressInfo).port;
    const noTls = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${plainPort}/`, network());
    await new Promise((done) => plain.close(done));
    expect(rules(noTls.failures)).toEqual(['tls.connect']);
    const closed = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${plainPort}/`, network());
    expect(closed.failures[0]).toMatchObject({ rule: 'tls.connect', facts: { detail: 'ECONNREFUSED' } });
  });
});

describe('webhook URL check: addresses, decided before connecting', () => {
  it('refuses a name that resolves to loopback, private, link-local or CGNAT space without connecting', async () => {
    const before = handshakes;
    const cases: Array<[string, string]> = [
      ['127.0.0.1', 'address.loopback'],
      ['10.0.0.8', 'address.private'],
      ['192.168.0.4', 'address.private'],
      ['169.254.169.254', 'address.linkLocal'],
      ['100.64.1.1', 'address.cgnat'],
      ['fd00::5', 'address.uniqueLocal'],
      ['::ffff:127.0.0.1', 'address.loopback'],
    ];
    for (const [address, rule] of cases) {
      const strict = testNetwork({ hosts: { [TEST_HOOK_HOST]: [address] }, ca: pki.caPem });
      const result = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.valid}/`, strict);
      expect(result.failures, address).toEqual([{ rule, facts: { host: TEST_HOOK_HOST, address } }]);
      expect(result.connectedTo).toBeNull();
    }
    expect(handshakes).toBe(before);
  });

  it('refuses a name with one private address among public ones', async () => {
    const mixed = testNetwork({ hosts: { [TEST_HOOK_HOST]: ['8.8.8.8', '10.1.1.1'] } });
    const result = await checkWebhookUrl(`https://${TEST_HOOK_HOST}/`, mixed);
    expect(rules(result.failures)).toEqual(['address.private']);
    expect(result.addresses.map((a) => a.category)).toEqual(['public', 'private']);
  });

  it('looks the name up once and connects to that answer, whatever DNS says next (no rebinding)', async () => {
    const answers = [['127.0.0.1'], ['10.66.0.1']];
    let lookups = 0;
    const rebinding = {
      ...network(),
      resolve: async () => (answers[lookups++] ?? ['10.66.0.1']).map((address) => ({ address, family: 4 as const })),
    };
    const result = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.valid}/`, rebinding);
    expect(lookups).toBe(1);
    expect(result).toMatchObject({ passed: true, connectedTo: '127.0.0.1' });
  });

  it('says a name that does not resolve is not found', async () => {
    const result = await checkWebhookUrl('https://nowhere.sawt.test/hook', network());
    expect(result.failures).toEqual([{ rule: 'dns.notFound', facts: { host: 'nowhere.sawt.test', detail: 'ENOTFOUND' } }]);
  });
});

// The tests' own guard, under the rule: if the address rule were broken and called every address
// public, the test network still opens no socket to anything but loopback. 192.0.2.1 is TEST-NET-1
// (RFC 5737, never routed), should the guard itself ever fail.
describe('the test network, with a broken address rule', () => {
  const broken = () => ({
    ...testNetwork({ hosts: { [TEST_HOOK_HOST]: ['192.0.2.1'] }, ca: pki.caPem }),
    categoryOf: () => 'public' as const,
  });

  it('refuses to let the URL check connect off the machine', async () => {
    await expect(checkWebhookUrl(`https://${TEST_HOOK_HOST}/`, broken())).rejects.toThrow(
      /tried to connect to 192\.0\.2\.1; tests connect only to loopback/,
    );
  });

  it('refuses to let a delivery connect off the machine', async () => {
    const sending = deliver({ url: `https://${TEST_HOOK_HOST}/`, body: '{}', authorization: null, credential: 'none' }, broken());
    await expect(sending).rejects.toThrow(/tried to connect to 192\.0\.2\.1/);
  });

  it('still lets loopback through, under any name', async () => {
    const local = {
      ...testNetwork({ hosts: { [TEST_HOOK_HOST]: ['::ffff:127.0.0.1'] }, ca: pki.caPem }),
      categoryOf: () => 'public' as const,
    };
    const result = await checkWebhookUrl(`https://${TEST_HOOK_HOST}:${ports.valid}/`, local);
    expect(result.connectedTo).not.toBeNull();
  });
});
