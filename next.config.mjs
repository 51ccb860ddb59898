import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time, so the browser gets the small formatter without the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Native and server SDKs stay out of the bundles and are required at run time.
  serverExternalPackages: ['better-sqlite3', 'firebase-admin', '@firestore-emulator/server'],
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { optimizePackageImports: ['date-fns'] },
};

export default withNextIntl(nextConfig);
