import { BlockList, isIP } from 'node:net';

// What is not the public Internet: "this" network, private, carrier-grade NAT, loopback, link-local (the
// cloud metadata address 169.254.169.254 among them), IETF protocol assignments, benchmarking, multicast
// and reserved; for IPv6 the unspecified and loopback addresses, unique-local (fd00:ec2::254, a metadata
// address, among them), link-local, multicast and NAT64 (which reaches IPv4 addresses behind it).
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/**
 * True when a server must not connect to the address on a company's say-so (a webhook's URL, a PAC's
 * endpoint): anything but a public Internet address, and anything that is not an address at all.
 * `allowLoopback` lets loopback through, and nothing else, for tests that serve on 127.0.0.1.
 */
export function isRefusedAddress(address: string, options: { allowLoopback?: boolean } = {}): boolean {
  if (isIP(address) === 0) return true;
  const plain = unmapped(address);
  if (options.allowLoopback && loopback.check(plain.address, plain.family)) return false;
  return refused.check(plain.address, plain.family);
}
