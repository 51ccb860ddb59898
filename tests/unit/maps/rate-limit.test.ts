import { describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';

import { clientIp, createRateLimiter } from '@/lib/server/rate-limit';

describe('the in-memory rate limiter', () => {
  it('lets `limit` requests through per window and key, then refuses until the window ends', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 9_999;
    expect(limiter.take('a')).toBe(false);
    now = 10_000;
    expect(limiter.take('a')).toBe(true);
  });

  it('reads the client address from the proxy headers', () => {
    expect(clientIp(new NextRequest('http://localhost/x', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } }))).toBe('203.0.113.7');
    expect(clientIp(new NextRequest('http://localhost/x', { headers: { 'x-real-ip': '198.51.100.2' } }))).toBe('198.51.100.2');
    expect(clientIp(new NextRequest('http://localhost/x'))).toBe('unknown');
  });
});
