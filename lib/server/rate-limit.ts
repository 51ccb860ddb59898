import 'server-only';
import type { NextRequest } from 'next/server';

export interface RateLimiter {
  /** True when the key may make one more request now (and counts it). */
  take(key: string): boolean;
}

/**
 * A fixed-window counter per key, in memory: enough to stop one client hammering a paid or
 * costly endpoint from one server process. Several instances each count on their own; a shared
 * store would be needed for a global limit.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const MAX_KEYS = 10_000;
  return {
    take(key: string): boolean {
      const at = now();
      if (windows.size >= MAX_KEYS) {
        // Drop finished windows so a stream of new addresses cannot grow memory without bound.
        for (const [k, w] of windows) if (at - w.start >= windowMs) windows.delete(k);
        if (windows.size >= MAX_KEYS) windows.clear();
      }
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** The client's address as the proxy in front reports it; 'unknown' groups clients without one. */
export function clientIp(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}
