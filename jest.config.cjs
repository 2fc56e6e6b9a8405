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
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/federation/**/*.test.{js,cjs}'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)(?!(@module-federation|date-fns|swiper|dompurify)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': path.join(__dirname, 'jest/style-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.ts')],
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
});

module.exports = {
  projects: ['shared', 'host', ...require('./shared/verticals.json').map((v) => v.package)].map(project),
};
