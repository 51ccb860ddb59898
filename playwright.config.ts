import { defineConfig, devices } from '@playwright/test';
import { HOST_SITE, PROD_APP_PORT, PROD_DATA_DIR, PROD_TLS_PORT, SITE } from './tests/e2e/production/sites';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A second server of the same build, branded to the demo head office (BRAND_HQ_ID), on its own database. */
export const BRANDED_PORT = Number(process.env.E2E_BRANDED_PORT ?? port + 10);
const brandedURL = `http://localhost:${BRANDED_PORT}`;

// Debian's Chromium: no test tool may download a browser on this machine or in CI.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * The production-like run (tests/e2e/production): the build as deployed, behind a TLS proxy, on
 * real-looking names. Chromium resolves both sites to the proxy, port included, so pages are
 * https://order.example.test on 443 as the browser sees them; the proxy's certificate is made
 * at start, so this project alone ignores its issuer.
 */
const PRODUCTION_SPECS = /[\\/]production[\\/][^\\/]+\.spec\.ts$/;
const siteResolver = [SITE, HOST_SITE].map((site) => `MAP ${new URL(site).hostname} 127.0.0.1:${PROD_TLS_PORT}`).join(', ');

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', testIgnore: PRODUCTION_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
    { name: 'mobile', testIgnore: PRODUCTION_SPECS, use: { ...devices['Pixel 7'], launchOptions } },
    {
      name: 'prod-tls',
      testMatch: PRODUCTION_SPECS,
      // Each test is a whole journey (five to eight page loads, the biggest menu among them).
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        baseURL: SITE,
        ignoreHTTPSErrors: true,
        launchOptions: { ...launchOptions, args: [...launchOptions.args, `--host-resolver-rules=${siteResolver}`] },
      },
    },
  ],
  webServer: [
    {
      // A production build on its own database, seeded with the demo data on start; the demo
      // (DEMO=on): sandbox payments and the public demo store key, off in production by default.
      command: `npm start`,
      // One proxy trusted: a test may stand for a client of its own with X-Forwarded-For, as a
      // proxy in front would write it (lib/server/http/client-address.ts), so per-address limits
      // count each such test apart.
      env: { PORT: String(port), DATA_DIR: '.data/e2e', SITE_URL: baseURL, TRUSTED_PROXY_HOPS: '1', DEMO: 'on' },
      url: baseURL,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The deployment of one head office (tests/e2e/head-office-brand.spec.ts).
      command: `npm start`,
      env: { PORT: String(BRANDED_PORT), DATA_DIR: '.data/e2e-branded', SITE_URL: brandedURL, BRAND_HQ_ID: '1000', DEMO: 'on' },
      url: `${brandedURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The production-like run's server, as deployed: production, its public address, one proxy
      // in front, the sandbox and the demo store key switched on explicitly (DEMO, SANDBOX_PAYMENTS).
      command: `npm start`,
      env: {
        NODE_ENV: 'production',
        PORT: String(PROD_APP_PORT),
        DATA_DIR: PROD_DATA_DIR,
        SITE_URL: SITE,
        TRUSTED_PROXY_HOPS: '1',
        DEMO: 'on',
        SANDBOX_PAYMENTS: 'on',
      },
      url: `http://127.0.0.1:${PROD_APP_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // Its TLS-terminating proxy, which also serves the restaurant's site (tls-proxy.ts).
      command: 'npx tsx tests/e2e/production/tls-proxy.ts',
      url: `https://127.0.0.1:${PROD_TLS_PORT}/api/health`,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
