import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The key per-address limits count a visitor under (SMS sends and look-ups, failed logins, feedback, uploads):
 * an IPv4 address as it is, an IPv6 one by its /64. A home or a phone is handed a whole /64 and may take any
 * address in it, so keyed by the full address every request could come from a fresh one, and the daily caps
 * (30 SMS, 100 failed logins an address) held nobody.
 */
export function limitKeyOf(req: Request): string {
  return limitKeyOfAddress(req.ip ?? 'unknown');
}

export function limitKeyOfAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
