import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from './public-address.ts';

describe('the address rule for URLs a company gives (webhooks, PAC endpoints)', () => {
  it('refuses private, loopback, link-local, metadata, NAT64 and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fd00::1',
      'fd00:ec2::254',
      '64:ff9b::a00:1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['200.46.10.20', '190.140.1.1', '2800:3f0:4003::1', '::ffff:200.46.10.20'])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  it('lets loopback through for the tests, and nothing else', () => {
    expect(isRefusedAddress('127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isRefusedAddress('::1', { allowLoopback: true })).toBe(false);
    expect(isRefusedAddress('10.1.2.3', { allowLoopback: true })).toBe(true);
    expect(isRefusedAddress('169.254.169.254', { allowLoopback: true })).toBe(true);
  });
});
