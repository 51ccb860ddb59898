/**
 * The two sites of the production-like run (project prod-tls) and the ports behind them. The
 * browser asks for https://order.example.test and https://www.harbourandco.example on port 443;
 * Chromium's host-resolver rules send both to the TLS proxy's port on 127.0.0.1.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

/** The storefront's public address: its SITE_URL. */
export const SITE = 'https://order.example.test';
/** The restaurant's own site, which embeds the widget (the demo head office lists it). */
export const HOST_SITE = 'https://www.harbourandco.example';
/** `npm start` of the production build, reached only through the proxy. */
export const PROD_APP_PORT = Number(process.env.E2E_PROD_PORT ?? base + 20);
/** The TLS proxy (tls-proxy.ts) in front of it, which also serves the host site. */
export const PROD_TLS_PORT = Number(process.env.E2E_TLS_PORT ?? base + 43);
/** The run's own database, read by the tests for the mails in its outbox. */
export const PROD_DATA_DIR = '.data/e2e-prod';
