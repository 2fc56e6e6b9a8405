import { isIPv4, isIPv6 } from 'node:net';

/**
 * The throttling key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64
 * network, because one subscriber usually holds a whole /64 and could rotate through it.
 */
export function ipKey(ip: string): string {
  const mapped = ip.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(mapped)) return mapped;
  const bare = mapped.replace(/%.*$/, ''); // zone index (fe80::1%eth0)
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const [head = '', tail] = bare.split('::');
  const groups = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const h = groups(head);
  const t = tail === undefined ? [] : groups(tail);
  const full = [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
