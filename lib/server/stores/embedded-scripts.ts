import 'server-only';
import type { FoundStore } from './find-store';

/**
 * The scripts a store's pages run (spec: the company's EmbeddedJavascript, injected into the
 * page head): its head office's, then the store's own, each non-empty one. Trusted owner
 * content, rendered with the request's CSP nonce; a `</script` inside cannot end the element.
 */
export function embeddedScripts({ store, headOffice }: FoundStore): string[] {
  return [headOffice?.EmbeddedJavascript, store.EmbeddedJavascript].filter((code): code is string => Boolean(code?.trim())).map((code) => code.replace(/<\/(script)/gi, '<\\/$1'));
}
