import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-key.ts';

describe('rateLimitKey', () => {
  it('keys IPv4 by the address', () => {
    expect(rateLimitKey('192.0.2.10')).toBe('192.0.2.10');
    expect(rateLimitKey(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('keys IPv4-mapped IPv6 as the IPv4 address, in either notation', () => {
    expect(rateLimitKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(rateLimitKey('::FFFF:c000:020a')).toBe('192.0.2.10');
    expect(rateLimitKey('0:0:0:0:0:ffff:192.0.2.10')).toBe('192.0.2.10');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(rateLimitKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(rateLimitKey('2001:0DB8:85A3:08D3::1')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d3::ffff:1.2.3.4')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d3::1%eth0')).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('gives 100 addresses of one /64 one key', () => {
    const keys = new Set(
      Array.from({ length: 100 }, (_, index) => rateLimitKey(`2001:db8:1:2:${index.toString(16)}::${index}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('keeps what is not an address, so it still counts', () => {
    expect(rateLimitKey('')).toBe('unknown');
    expect(rateLimitKey('Not-An-Address')).toBe('not-an-address');
  });
});
