/**
 * The production-like run's front door (playwright.config.ts, project prod-tls): a TLS-terminating
 * reverse proxy as a deployment puts in front of `npm start`, on one port for two sites.
 *
 * - `order.example.test` (and any other name): proxied to the app on E2E_PROD_PORT, with the
 *   headers a load balancer writes: the client's address appended to X-Forwarded-For, and
 *   X-Forwarded-Proto and X-Forwarded-Host set to what the browser asked for. The app trusts one
 *   hop (TRUSTED_PROXY_HOPS=1).
 * - `www.harbourandco.example`: the restaurant's own site, a page that pastes the storefront's
 *   `/embed.js` snippet (the demo head office lists this origin in WidgetAllowedOrigins).
 *
 * Its certificate, for both names, is made at start (node-forge): nothing to install, nothing
 * kept. Chromium reaches this port as 443 through --host-resolver-rules and ignores the
 * certificate's issuer in this run only.
 *
 * Run with `npx tsx tests/e2e/production/tls-proxy.ts`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import forge from 'node-forge';
import { HOST_SITE, PROD_APP_PORT, PROD_TLS_PORT, SITE } from './sites';

const APP_HOST = new URL(SITE).hostname;
const HOST_SITE_HOST = new URL(HOST_SITE).hostname;

/** A self-signed certificate for both sites, valid for a day. */
function certificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const subject = [{ name: 'commonName', value: APP_HOST }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [APP_HOST, HOST_SITE_HOST].map((value) => ({ type: 2, value })) },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { key: privateKey, cert: forge.pki.certificateToPem(cert) };
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The restaurant's page: its header, the snippet with the query's options as data attributes, its footer. */
function hostPage(query: URLSearchParams): string {
  const attributes = [...query.entries()].map(([name, value]) => ` data-${name.replace(/[^a-z-]/g, '')}="${escapeAttribute(value)}"`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Harbour &amp; Co.</title><link rel="icon" href="data:,"></head>
<body style="margin:0;font-family:sans-serif">
<header style="height:240px;background:#0b3c5d;color:#fff;padding:24px"><h1>Harbour &amp; Co. – our own website</h1><p>Order online below.</p></header>
<main><script src="${SITE}/embed.js"${attributes} async></script></main>
<footer style="height:300px;background:#eee;padding:24px">Our address and opening hours</footer>
</body></html>`;
}

function serveHostSite(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', HOST_SITE);
  if (url.pathname !== '/') {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(hostPage(url.searchParams));
}

/** Streams the request to the app and its answer back (event streams included: nothing is buffered). */
function proxyToApp(request: IncomingMessage, response: ServerResponse): void {
  const headers = { ...request.headers };
  const forwardedFor = headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'https';
  headers['x-forwarded-host'] = request.headers.host ?? APP_HOST;
  const upstream = httpRequest({ host: '127.0.0.1', port: PROD_APP_PORT, method: request.method, path: request.url, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
    response.end('bad gateway');
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}

const server = createServer(certificate(), (request, response) => {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (host === HOST_SITE_HOST) serveHostSite(request, response);
  else proxyToApp(request, response);
});
server.listen(PROD_TLS_PORT, '127.0.0.1', () => console.log(`tls proxy on https://127.0.0.1:${PROD_TLS_PORT} → http://127.0.0.1:${PROD_APP_PORT}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
