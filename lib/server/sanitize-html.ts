import 'server-only';
import sanitize from 'sanitize-html';

/**
 * Store-owner texts (terms, policies, pop-up notices, closing messages) are HTML. They are made
 * safe on the server before they reach a page: formatting and links only, no scripts, no styles,
 * no event handlers; links open in a new tab without access to this page.
 */
export function sanitizeStoreHtml(html: string | undefined | null): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'a', 'span', 'div'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }, true) },
  });
}

export function hasText(html: string | undefined | null): boolean {
  return sanitize(html ?? '', { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
