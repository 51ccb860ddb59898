import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { ZOOConfigSchema, type TOOConfig } from '@/lib/schemas/entities/widget';
import { siteOrigin } from '../http/site-origin';

/** The spec's name: the cookie mirrors the session storage key OOConfig (lib/client/storage/keys.ts). */
export const WIDGET_COOKIE = 'OOConfig';

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** The widget's configuration of this browser session in this host page, or null (absent or not valid). */
export function readWidgetConfig(cookies: CookieReader): TOOConfig | null {
  const raw = cookies.get(WIDGET_COOKIE)?.value;
  if (!raw || raw.length > 2_000) return null;
  try {
    // Next's cookie parser has decoded the value already (it is sent URI-encoded).
    const parsed = ZOOConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The site as the browser reaches it is https, or http://localhost (browsers count it as a secure context: Secure cookies work there too). */
function isSecureContext(request: NextRequest): boolean {
  const { protocol, hostname } = new URL(siteOrigin(request));
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/**
 * Sets the configuration as a session cookie (no expiry: it ends with the browser session, as
 * session storage does). Inside another site's frame a cookie must be `SameSite=None; Secure`;
 * `Partitioned` keys it to the host site (CHIPS), so it applies only inside that site's frame and
 * still works where third-party cookies are blocked. Over plain http (not localhost) browsers
 * refuse Secure cookies: there it is a Lax cookie, which a frame of another site does not send.
 */
export function setWidgetCookie(request: NextRequest, response: NextResponse, config: TOOConfig): void {
  // Next URI-encodes the value (the browser's document.cookie sees it so).
  const value = JSON.stringify(config);
  if (isSecureContext(request)) response.cookies.set({ name: WIDGET_COOKIE, value, path: '/', sameSite: 'none', secure: true, partitioned: true });
  else response.cookies.set({ name: WIDGET_COOKIE, value, path: '/', sameSite: 'lax' });
}
