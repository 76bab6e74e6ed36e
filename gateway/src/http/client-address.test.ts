import { describe, expect, it } from 'vitest';
import { limitKeyOfAddress } from './client-address.ts';

describe('the address a rate limit counts under', () => {
  it('IPv4 as it is, also when written IPv4-mapped', () => {
    expect(limitKeyOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKeyOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('IPv6 by its /64: every address of one home or phone counts as one (a fresh one per request dodged the caps)', () => {
    const a = limitKeyOfAddress('2001:db8:85a3:12::8a2e:370:7334');
    const b = limitKeyOfAddress('2001:0db8:85a3:0012:ffff:ffff:ffff:1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(b).toBe(a);
    expect(limitKeyOfAddress('2001:db8:85a3:13::1')).not.toBe(a);
    expect(limitKeyOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOfAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
