import { isIPv4, isIPv6 } from 'node:net';
import type { AddressCategory } from '../../../shared/model/webhooks';

/**
 * Which addresses the service would deliver to: only public unicast ones (spec §6: "local IPs and
 * localhost are not accepted"). Decided on the numeric address, never on how a host name or URL
 * spells it, so `2130706433`, `0x7f.1` and `[::ffff:127.0.0.1]` (all 127.0.0.1 once parsed) and a
 * DNS name resolving to 10.0.0.1 all meet the same rule. IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4) are judged by the IPv4 address they carry.
 */
export function categoryOf(address: string): AddressCategory {
  if (isIPv4(address)) return ipv4Category(ipv4Bytes(address));
  if (isIPv6(address)) return ipv6Category(ipv6Bytes(address));
  return 'reserved';
}

type Range = [prefix: number[], bits: number, category: AddressCategory];

const ipv4Ranges: Range[] = [
  [[0], 8, 'unspecified'],
  [[10], 8, 'private'],
  [[100, 64], 10, 'cgnat'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'linkLocal'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved'],
  [[192, 0, 2], 24, 'reserved'],
  [[192, 88, 99], 24, 'reserved'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved'],
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[224], 4, 'multicast'],
  [[240], 4, 'reserved'],
];

const ipv6Ranges: Range[] = [
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'reserved'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'],
  [[0x20, 0x01, 0, 0], 32, 'reserved'],
  [[0xfc], 7, 'uniqueLocal'],
  [[0xfe, 0x80], 10, 'linkLocal'],
  [[0xfe, 0xc0], 10, 'private'],
  [[0xff], 8, 'multicast'],
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'private'],
];

function inRange(bytes: number[], prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const index = bit / 8;
    const width = Math.min(8, bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Category(bytes: number[]): AddressCategory {
  const found = ipv4Ranges.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  return found ? found[2] : 'public';
}

function ipv6Category(bytes: number[]): AddressCategory {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 16)) return 'unspecified';
  if (zeros(0, 15) && bytes[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form) carry an IPv4 address.
  if (zeros(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || (bytes[10] === 0 && bytes[11] === 0))) {
    return ipv4Category(bytes.slice(12, 16));
  }
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they embed.
  if (inRange(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) return ipv4Category(bytes.slice(12, 16));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Category(bytes.slice(2, 6));
  const found = ipv6Ranges.find(([prefix, bits]) => inRange(bytes, prefix, bits));
  if (found) return found[2];
  // Only global unicast (2000::/3) is assigned for public use; everything else is not an endpoint.
  return ((bytes[0] ?? 0) & 0xe0) === 0x20 ? 'public' : 'reserved';
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** 16 bytes of an IPv6 address (zone id dropped, `::` expanded, a dotted IPv4 tail converted). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.flatMap((group) => {
    const value = parseInt(group || '0', 16);
    return [value >> 8, value & 0xff];
  });
}
