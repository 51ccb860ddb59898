import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw 2 and its helpers ship ESM only; let next/jest's SWC transform them.
const esmPackages = [
  'msw',
  '@mswjs',
  '@open-draft',
  '@bundled-es-modules',
  'until-async',
  'rettime',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'icu-minify',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  // `'use cache'` is compiled by Next's build only: here kept functions run on every call, and
  // next/cache's cacheTag and cacheLife record what they are given (tests/support/next-cache.ts).
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/support/empty.ts', '^next/cache$': '<rootDir>/tests/support/next-cache.ts' },
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', '!**/*.d.ts'],
  coverageReporters: ['text-summary', 'json-summary', 'lcov'],
  // The pure core is held to the issues' figures: pricing 95 % of lines and 90 % of branches,
  // time, availability, order states and form validation 95 % of lines (each folder on its own).
  coverageThreshold: Object.fromEntries([
    ...['money', 'cart', 'discounts', 'coupons', 'loyalty', 'surcharges', 'delivery', 'order'].map((folder) => [`./lib/domain/${folder}/`, { lines: 95, branches: 90 }]),
    ...['time', 'availability', 'wizard', 'menu', 'order-status'].map((folder) => [`./lib/domain/${folder}/`, { lines: 95 }]),
    ['./lib/schemas/forms/', { lines: 95 }],
  ]),
};

// next/jest sets transformIgnorePatterns itself; replace them after it resolves.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
