import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { addressKey, clientIp } from '@/lib/server/http/client-address';
import { installPeerAddress } from '@/lib/server/http/peer-address';

const request = (forwardedFor?: string) => ({ headers: new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) });

describe('clientIp', () => {
  it('with no proxy trusted, is the address the server appended (the last entry): a forged header changes nothing', () => {
    expect(clientIp(request('198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientIp(request('203.0.113.1, 198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientIp(request('1.1.1.1, 2.2.2.2, 3.3.3.3, 198.51.100.7'), 0)).toBe('198.51.100.7');
  });

  it('with N proxies trusted, is the entry N places before the socket’s', () => {
    // client 192.0.2.5 -> CDN (appends 192.0.2.5) -> load balancer (appends the CDN's 10.0.0.2) -> us (appends the balancer's 10.0.0.3)
    expect(clientIp(request('192.0.2.5, 10.0.0.2, 10.0.0.3'), 2)).toBe('192.0.2.5');
    expect(clientIp(request('6.6.6.6, 192.0.2.5, 10.0.0.2, 10.0.0.3'), 2)).toBe('192.0.2.5');
    expect(clientIp(request('192.0.2.5, 10.0.0.3'), 1)).toBe('192.0.2.5');
  });

  it('with fewer entries than trusted hops, takes the leftmost; with none at all, null (no shared "unknown" bucket)', () => {
    expect(clientIp(request('10.0.0.3'), 2)).toBe('10.0.0.3');
    expect(clientIp(request(), 0)).toBeNull();
    expect(clientIp(request(' , '), 0)).toBeNull();
  });

  it('keys IPv6 by its /64, IPv4-mapped IPv6 by its IPv4, and drops ports', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7:51234')).toBe('198.51.100.7');
    expect(addressKey('[2001:db8::5]:443')).toBe('2001:db8:0:0::/64');
    expect(addressKey('x'.repeat(200))).toHaveLength(64);
  });
});

describe('the socket’s address on a real server (installPeerAddress)', () => {
  let server: http.Server;
  let port: number;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    installPeerAddress();
    installPeerAddress(); // once only, however often called
    server = http.createServer((req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/', headers }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });

  it('appends the socket’s address after whatever the client sent, so the last entry is the server’s own', async () => {
    await get({});
    await get({ 'X-Forwarded-For': '6.6.6.6' });
    expect(seen).toEqual(['127.0.0.1', '6.6.6.6, 127.0.0.1']);
    expect(clientIp(request(seen[1]), 0)).toBe('127.0.0.1');
  });
});
