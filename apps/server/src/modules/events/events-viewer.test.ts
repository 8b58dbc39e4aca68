import { describe, expect, it } from 'vitest';
import { visitorNetwork } from './events-viewer.service.ts';

/** The network a visitor's view is counted by (one row per event per network). */
describe('visitorNetwork', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorNetwork('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('reduces IPv6 to its /64, however the address is written', () => {
    const net = '2001:db8:aa:1::/64';
    for (const ip of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:1:1234:5678:9abc:def0',
      '2001:db8:aa:1:0:0:0:7%eth0',
      '2001:db8:aa:1::192.0.2.1',
    ]) {
      expect(visitorNetwork(ip), ip).toBe(net);
    }
    expect(visitorNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(visitorNetwork('')).toBe('');
    expect(visitorNetwork('not-an-ip')).toBe('not-an-ip');
  });
});
