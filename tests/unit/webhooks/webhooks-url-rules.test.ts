import { describe, expect, it } from 'vitest';
import { categoryOf, parseEndpointUrl } from '../../../electron/core/webhooks';

describe('webhook address rule', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['64:ff9b::c0a8:1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['2001:db8::1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('%s is %s', (address, category) => {
    expect(categoryOf(address)).toBe(category);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:0808:0808::1'])(
    '%s is public',
    (address) => {
      expect(categoryOf(address)).toBe('public');
    },
  );
});

describe('webhook URL text rules', () => {
  const failures = (url: string) => {
    const parsed = parseEndpointUrl(url);
    return parsed.ok ? [] : parsed.failures.map((f) => f.rule);
  };

  it('refuses http:// and a missing scheme, each as the scheme rule', () => {
    expect(failures('http://hooks.example.com/call')).toEqual(['url.scheme']);
    expect(failures('hooks.example.com/call')).toEqual(['url.scheme']);
    expect(failures('ftp://hooks.example.com/')).toEqual(['url.scheme']);
  });

  it('refuses user-info, a bad port and an empty URL with their own rules', () => {
    expect(failures('https://user:pass@hooks.example.com/')).toEqual(['url.userInfo']);
    expect(failures('https://hooks.example.com:0/')).toEqual(['url.port']);
    expect(failures('https://hooks.example.com:99999/')).toEqual(['url.port']);
    expect(failures('https://hooks.example.com:/')).toEqual(['url.port']);
    expect(failures('  ')).toEqual(['url.empty']);
  });

  it('warns, not refuses, about a port other than 443', () => {
    const parsed = parseEndpointUrl('https://hooks.example.com:8443/call');
    expect(parsed.ok && parsed.value.warnings.map((w) => w.rule)).toEqual(['url.portUnusual']);
    const plain = parseEndpointUrl('https://hooks.example.com:443/call');
    expect(plain.ok && plain.value.port).toBe(443);
  });

  it('refuses IP literals, naming the range of a local one, whatever the spelling', () => {
    expect(failures('https://203.0.113.7/')).toEqual(['url.ipLiteral', 'address.reserved']);
    expect(failures('https://8.8.8.8/')).toEqual(['url.ipLiteral']);
    for (const trick of [
      'https://2130706433/',
      'https://0x7f.1/',
      'https://017700000001/',
      'https://127.1/',
      'https://[::ffff:127.0.0.1]/',
    ]) {
      expect(failures(trick), trick).toEqual(['url.ipLiteral', 'address.loopback']);
    }
    expect(failures('https://[fe80::1]/')).toEqual(['url.ipLiteral', 'address.linkLocal']);
    expect(failures('https://[::]/')).toEqual(['url.ipLiteral', 'address.unspecified']);
    const parsed = parseEndpointUrl('https://2130706433/');
    expect(!parsed.ok && parsed.failures[1]!.facts).toMatchObject({ host: '2130706433', address: '127.0.0.1' });
  });

  it('refuses localhost by name, before any lookup', () => {
    expect(failures('https://localhost/hook')).toEqual(['host.localhost']);
    expect(failures('https://LOCALHOST./hook')).toEqual(['host.localhost']);
    expect(failures('https://api.localhost/hook')).toEqual(['host.localhost']);
  });
});

describe('names that can never be a public endpoint, known before any lookup', () => {
  const failure = (url: string) => {
    const parsed = parseEndpointUrl(url);
    return parsed.ok ? null : parsed.failures[0];
  };

  it.each([
    ['https://hooks.example.invalid/call', 'host.reserved', '.invalid'],
    ['https://INVALID./call', 'host.reserved', '.invalid'],
    ['https://hooks.example/call', 'host.reserved', '.example'],
    ['https://abcdefghijklmnop.onion/', 'host.reserved', '.onion'],
    ['https://hooks.alt/', 'host.reserved', '.alt'],
    ['https://printer.local/hook', 'host.localNetwork', '.local'],
    ['https://nas.home.arpa/hook', 'host.localNetwork', '.home.arpa'],
    ['https://hooks.corp.internal/hook', 'host.localNetwork', '.internal'],
  ])('%s: %s', (url, rule, suffix) => {
    expect(failure(url)).toEqual({ rule, facts: { host: new URL(url).hostname.replace(/\.$/, '').toLowerCase(), detail: suffix } });
  });

  it('leaves names that merely contain those words to DNS', () => {
    for (const url of [
      'https://invalid.example.com/',
      'https://local.example.com/',
      'https://hooks.internals.com/',
      'https://hooks.sawt.test/',
    ]) {
      expect(parseEndpointUrl(url).ok, url).toBe(true);
    }
  });
});
