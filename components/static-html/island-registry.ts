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
/**
 * Deposits stay readable for this long (the HTML render of a request follows its server
 * components within milliseconds; a render React retries reads the same markup again), then go.
 */
const DEPOSIT_TTL_MS = 10_000;
/** And the oldest beyond this many go (some 120 menu pages, about 20 MB): memory stays bounded under load. */
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

/** The deposited markup (null when there is none: another process, or dropped). */
export function takeIsland(id: string): string | null {
  return registry().get(id)?.html ?? null;
}
