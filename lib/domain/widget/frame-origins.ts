/**
 * Which sites may frame a store's pages (CSP frame-ancestors): the origins the store lists and
 * those its head office lists. Pure: the proxy reads the documents and passes them in.
 */

/** `https://www.example.com` or `http://localhost:8080`: exactly an http(s) origin as a browser writes it. */
export function isOrigin(value: string): boolean {
  // Host names, IPv4 and IPv6 literals only: no wildcard, quote, space or ';' reaches the CSP header.
  if (!/^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(value)) return false;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

interface ListsOrigins {
  WidgetAllowedOrigins?: readonly string[];
}

/** The store's and its head office's listed origins, each once, only valid ones. */
export function allowedFrameOrigins(store: ListsOrigins | null, headOffice: ListsOrigins | null): string[] {
  const all = [...(store?.WidgetAllowedOrigins ?? []), ...(headOffice?.WidgetAllowedOrigins ?? [])];
  return [...new Set(all.filter(isOrigin))];
}
