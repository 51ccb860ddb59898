import 'server-only';

/**
 * The CSP frame-ancestors directive for a page: the listed sites, or 'none' (no site may frame
 * it). Browsers then refuse to show the page in any other site's frame.
 */
export function frameAncestorsDirective(origins: readonly string[]): string {
  return `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`;
}
