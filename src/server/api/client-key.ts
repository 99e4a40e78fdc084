import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would give one client
 * 2^64 budgets), and an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as the IPv4 address it
 * carries. Anything that is not an address is kept as it is (lower-cased), so it still counts.
 */
export function rateLimitKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (isIPv4(text)) return text;
  const zoneless = text.replace(/%.*$/, '');
  if (!isIPv6(zoneless)) return text === '' ? 'unknown' : text;
  const groups = expandIPv6(zoneless);
  if (isIPv4Mapped(groups)) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (embedded IPv4 tail included). */
function expandIPv6(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}

function isIPv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}
