import 'server-only';
import type { Container } from './container';
import { DEMO_STORE_API_KEY, demoStoreKeyOpens, sandboxSwitchedOn, type TEnv } from './env';

/** One line the server logs as it starts: what production refuses or allows here. */
export interface StartupNote {
  level: 'info' | 'warn';
  message: string;
}

/** Who may move orders on (PUT /api/orders/{orderId}/status): the stores' own keys, the public demo key, or nobody. */
function storeKeysNote(current: TEnv): StartupNote {
  const keys = current.STORE_API_KEYS;
  if (keys) {
    const count = Object.keys(keys).length;
    return { level: 'info', message: `store API keys: STORE_API_KEYS names ${count} ${count === 1 ? 'store' : 'stores'}` };
  }
  if (!demoStoreKeyOpens(current)) return { level: 'info', message: 'store API keys: none (STORE_API_KEYS is unset): PUT /api/orders/{id}/status is refused' };
  if (current.DEMO === 'on') return { level: 'warn', message: `store API keys: DEMO=on: the public demo key ${DEMO_STORE_API_KEY} opens every store` };
  return { level: 'info', message: `store API keys: ${current.NODE_ENV}: the public demo key ${DEMO_STORE_API_KEY} opens every store (in production only with DEMO=on)` };
}

/** Who takes card payments: Stripe, the sandbox (no real money moves), both, or nobody. */
function paymentsNote(current: TEnv, app: Pick<Container, 'sandboxPayments' | 'stripePayments'>): StartupNote {
  const production = current.NODE_ENV === 'production';
  const switched = current.DEMO === 'on' ? 'DEMO=on' : 'SANDBOX_PAYMENTS=on';
  if (app.stripePayments && app.sandboxPayments) {
    return { level: 'info', message: `payments: Stripe for stores with StripeActivated, the sandbox gateway for the others (${current.NODE_ENV}: no real money moves there)` };
  }
  if (app.stripePayments) {
    const ignored = production && sandboxSwitchedOn(current) ? ` (${switched} is ignored: the sandbox never runs beside Stripe in production)` : '';
    return { level: ignored ? 'warn' : 'info', message: `payments: Stripe for stores with StripeActivated; the others take no card payment${ignored}` };
  }
  if (app.sandboxPayments && production) {
    return { level: 'warn', message: `payments: ${switched}: the sandbox gateway takes card payments and counts them as paid; no real money moves` };
  }
  if (app.sandboxPayments) return { level: 'info', message: `payments: the sandbox gateway takes card payments (${current.NODE_ENV}: no real money moves)` };
  return {
    level: 'warn',
    message: 'payments: no payment provider (Stripe is not configured, the sandbox is off): no card payment; stores take cash, pay later and charge to room only',
  };
}

/**
 * What the server says as it starts (instrumentation.ts) about the defaults a real shop must
 * know: whether any key opens the stores' status changes, and who takes card payments. Loud
 * (warn) where money or orders are at stake: the demo switch, the sandbox in production, no
 * card payments at all.
 */
export function startupNotes(current: TEnv, app: Pick<Container, 'sandboxPayments' | 'stripePayments'>): StartupNote[] {
  return [storeKeysNote(current), paymentsNote(current, app)];
}
