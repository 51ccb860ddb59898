/**
 * Markup handed from the server components' render of a request to the HTML render of the same
 * request, outside React's payload.
 *
 * Next.js renders a page twice, in one process: the server components into React's payload (which
 * the HTML also carries, for hydration), then that payload into HTML. Markup passed as a prop
 * therefore reaches the phone twice: once as HTML and once inside the payload. For markup that
 * never changes in the browser (the menu's product tiles) the server components deposit it here
 * and pass only its id; the HTML render takes it back. The two renders use separate module
 * graphs, so the only thing they share is globalThis.
 */
interface Deposit {
  html: string;
  expires: number;
}

const REGISTRY = Symbol.for('storefront.static-html-islands');
/** A deposit the HTML render never takes (an aborted request) is dropped after this. */
const DEPOSIT_TTL_MS = 60_000;
/** And the oldest beyond this many (about 120 pages rendering at once, some 20 MB): memory stays bounded. */
const MAX_DEPOSITS = 2000;

function registry(): Map<string, Deposit> {
  const shared = globalThis as { [REGISTRY]?: Map<string, Deposit> };
  shared[REGISTRY] ??= new Map();
  return shared[REGISTRY];
}

/** Keeps markup for this request's HTML render; returns its id. */
export function depositIsland(html: string, now = Date.now()): string {
  const deposits = registry();
  // Oldest first (insertion order): stop at the first one still wanted.
  for (const [id, deposit] of deposits) {
    if (deposit.expires > now && deposits.size < MAX_DEPOSITS) break;
    deposits.delete(id);
  }
  const id = crypto.randomUUID();
  deposits.set(id, { html, expires: now + DEPOSIT_TTL_MS });
  return id;
}

/** The deposited markup, once (null when there is none: not this process, or already taken). */
export function takeIsland(id: string): string | null {
  const deposits = registry();
  const deposit = deposits.get(id);
  deposits.delete(id);
  return deposit?.html ?? null;
}
