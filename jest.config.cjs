// Jest projects, one per front-end package; the API has its own node:test suite.
const path = require('node:path');

// One time zone for every run, so date formatting tests mean the same on every machine.
process.env.TZ = 'Europe/Istanbul';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (dir) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  // jsdom with Node's fetch, Request, Response, streams and AbortController, which MSW needs.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages are compiled too (rettime, until-async and deferred-promise are MSW's; the
  // hashes, base58/bech32 and IBAN libraries the payout rules').
  transformIgnorePatterns: [
    '/node_modules/(?!.pnpm)(?!(@module-federation|date-fns|swiper|dompurify|rettime|until-async|@open-draft/deferred-promise|@noble/hashes|@scure/base|ibantools)/)',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': path.join(__dirname, 'jest/style-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.ts')],
});

module.exports = {
  // A test waits for states, never for time (STYLE.md §17): the limits only stop a test that hangs,
  // and are far above what any test needs on an idle machine, so a busy one cannot fail them.
  testTimeout: 60_000,
  projects: [
    ...['shared', 'kit', 'host', ...require('./shared/verticals.json').map((v) => v.package)].map(project),
    // The control plane's package runs in Node (its browser subpath is tested there too: no DOM use).
    { ...project('composition'), testEnvironment: 'node', setupFilesAfterEnv: [] },
    // The build preset's plugins, each compiled on a fixture with webpack's Node API (no transform).
    {
      ...project('build-preset'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.cjs'],
      transform: {},
      setupFilesAfterEnv: [],
    },
  ],
};
