import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

// The chunks every page of the app loads: the root layout's and its error and not-found screens'.
const SHELL_CHUNKS = new Set(['app/[locale]/layout', 'app/[locale]/error', 'app/[locale]/not-found']);

/**
 * A CSS module imported only by server components (the product tiles, the banner, the skeleton)
 * still reaches the browser's bundle: the page's client entry imports it so its styles are
 * extracted, and the module's JavaScript, the map of its class names, came along unused (no client
 * code reads it; the server wrote the names into the HTML). This empties that map in the browser's
 * bundle when every import of the module is a client entry's; the styles are extracted as before.
 */
class ServerOnlyCssModuleMaps {
  apply(compiler) {
    compiler.hooks.compilation.tap('ServerOnlyCssModuleMaps', (compilation) => {
      compilation.hooks.finishModules.tap('ServerOnlyCssModuleMaps', (modules) => {
        for (const cssModule of modules) {
          if (!/\.module\.css$/.test(cssModule.resource ?? '') || !cssModule._source) continue;
          // (the module is among its own importers: left aside)
          const importers = [...compilation.moduleGraph.getIncomingConnections(cssModule)]
            .map((connection) => connection.originModule)
            .filter((importer) => importer !== cssModule);
          if (importers.length === 0 || !importers.every((importer) => importer?.request?.includes('next-flight-client-entry-loader'))) continue;
          cssModule._source = new compiler.webpack.sources.RawSource('// styles extracted; class names used by server components only');
        }
      });
    });
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server SDKs stay out of the bundles and are required at run time.
  serverExternalPackages: ['better-sqlite3', 'firebase-admin', '@firestore-emulator/server'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: {
    // `'use cache'` for the catalogue's reads (lib/server/cache/catalogue-reads.ts), tagged per store
    // and per menu. The pages stay rendered per request (their nonce, language and the clock), so
    // this does not turn on Cache Components' prerendering.
    useCache: true,
    // A page's styles are written into its <head> instead of linked: the first paint waits for no
    // stylesheet request (the store page linked four, 13 KB gzipped, on the critical path). Without
    // merging, each route's inline styles are its own: the default merging put every route's CSS
    // modules (checkout, account, order status...) into one 53 KB file that every page loaded.
    // Client-side navigations still link their route's stylesheets. The cost: a returning visitor
    // gets the page's styles again with each page (5–12 KB gzipped) instead of from the cache.
    inlineCss: true,
    cssChunking: false,
  },
  webpack(config, { isServer, dev }) {
    // The translation runtime is used by every route, but it is under Next's 20 KB floor for a
    // shared chunk, so each route's chunks carried their own copy (the store screen loaded it three
    // times): one chunk for it instead.
    const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
    if (!isServer && !dev && cacheGroups) {
      cacheGroups.intl = { test: /[\\/]node_modules[\\/](use-intl|next-intl|icu-minify|@formatjs)[\\/]/, name: 'intl', chunks: 'all', enforce: true, priority: 35 };
      // What the shell's chunks share with a route's chunks (the storage keys, the language picker)
      // is under that floor too, so each carried its own copy: one chunk for it, which every page
      // loads anyway.
      cacheGroups.shell = {
        name: 'shell',
        chunks: 'all',
        enforce: true,
        priority: 34,
        minChunks: 2,
        test: (module, { chunkGraph }) => !module.type?.startsWith('css') && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => SHELL_CHUNKS.has(chunk.name ?? '')),
      };
      config.plugins.push(new ServerOnlyCssModuleMaps());
    }
    return config;
  },
  // Static files (/_next/..., public files such as images and sitemap.xml) never reach proxy.ts,
  // which gives pages and API answers their headers (lib/server/http/security-headers.ts); these
  // are the same fixed headers with a policy that allows nothing, as for API answers.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      {
        source: '/:file((?:_next|_vercel)/.*|.*\\..*)',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
          { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

/**
 * The next-intl plugin only shapes the build (its webpack aliases and the message loader): the
 * production server reads this file without it, since the plugin loads the SWC compiler (two
 * native modules, 24 MB resident) that a running server never uses.
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  // Messages are compiled at build time, so the browser gets the small formatter without the ICU parser.
  const withNextIntl = createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
  });
  return withNextIntl(nextConfig);
}
