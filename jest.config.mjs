import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw 2 and its helpers ship ESM only; let next/jest's SWC transform them.
const esmPackages = ['msw', '@mswjs', '@open-draft', '@bundled-es-modules', 'until-async', 'rettime', 'outvariant', 'strict-event-emitter', 'headers-polyfill', 'is-node-process', 'next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/support/empty.ts' },
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', '!**/*.d.ts'],
  coverageReporters: ['text-summary', 'json-summary', 'lcov'],
};

// next/jest sets transformIgnorePatterns itself; replace them after it resolves.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
