import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request the server makes for someone else must never reach (issue 31, decision 0071):
 * this machine, the private networks behind it, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254), and the ranges that are not public unicast at all.
 */
const V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  V4.addSubnet(net, prefix, 'ipv4');

/** Only global unicast (2000::/3) is public; within it, these are not. */
const V6_GLOBAL = new BlockList();
V6_GLOBAL.addSubnet('2000::', 3, 'ipv6');
const V6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside, possibly a private one
  ['3fff::', 20], // documentation
] as const)
  V6.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedV4(ip: string): string | null {
  // The URL parser writes IPv6 in one canonical form: lower case, compressed, the last 32 bits in hex.
  const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const m = /^(?:::ffff|64:ff9b:):([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!m) return null;
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address on the public internet; false for loopback, private, link-local, reserved, or not an IP. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(ip);
  if (kind === 4) return !V4.check(ip, 'ipv4');
  if (kind !== 6) return false;
  const v4 = embeddedV4(ip);
  if (v4) return !V4.check(v4, 'ipv4');
  return V6_GLOBAL.check(ip, 'ipv6') && !V6.check(ip, 'ipv6');
}
