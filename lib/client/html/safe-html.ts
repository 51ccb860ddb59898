/**
 * Server messages shown as HTML in the checkout's error banner (part 1 §2 "error banner
 * (HTML)"), e.g. a store's closing message, are rebuilt from a parsed copy keeping formatting and
 * safe links only: no scripts, styles, attributes or event handlers survive. The server
 * sanitises store texts too; this guards the browser against any message it did not.
 */
const KEPT = new Set(['B', 'STRONG', 'EM', 'I', 'U', 'BR', 'P', 'SPAN', 'A', 'UL', 'OL', 'LI']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'NOSCRIPT', 'SVG', 'MATH']);
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function copyInto(source: Node, target: Element, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!KEPT.has(tag)) {
      copyInto(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (SAFE_LINK.test(href)) {
        copy.setAttribute('href', href);
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    copyInto(element, copy, doc);
    target.appendChild(copy);
  }
}

export function safeMessageHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeText(html);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyInto(parsed.body, root, out);
  return root.innerHTML;
}
