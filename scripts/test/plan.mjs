// The steps of `npm test`, one line each: a name, the bash command, the steps it needs first
// (`after`), how many cores it keeps busy while it runs (`cpu`, for the runner's packing) and its
// deadline in seconds. The runner (run.mjs) starts a step once its needs have passed and the cores
// have room, in this order. Suites write their reports to $TEST_REPORTS (see reports.mjs).
const jsonl = (name) =>
  `--test-reporter=spec --test-reporter-destination=stdout --test-reporter=./scripts/test/node-test-reporter.mjs --test-reporter-destination="$TEST_REPORTS/${name}.jsonl"`;
const apiFiles = 'node --import tsx --test --test-concurrency=1 --test-force-exit --test-timeout=300000';

/** @typedef {{ name: string, run: string, after: string[], cpu: number, timeout: number, env?: Record<string, string> }} Step */
const step = (name, run, { after = [], cpu = 1, timeout = 1200, env } = {}) => ({
  name,
  run,
  after,
  cpu,
  timeout,
  env,
});

/** @type {Step[]} */
export const plan = [
  step(
    'lint',
    [
      'pnpm exec eslint . --max-warnings=0',
      'node --test scripts/eslint/*.test.mjs',
      'pnpm exec prettier --check . --log-level=warn',
      'node scripts/shared-api-report.mjs --check',
      'node scripts/verticals.mjs --check',
    ].join(' && '),
  ),
  step('typecheck', 'pnpm -r --workspace-concurrency=2 run typecheck', { after: ['lint'], cpu: 2 }),
  step('jest', 'pnpm exec jest --ci --json --outputFile="$TEST_REPORTS/jest.json"', { after: ['typecheck'] }),
  step(
    'api-postgres',
    `cd api && bash test/with-redis.sh bash test/run-postgres.sh ${jsonl('api-postgres')} test/*.test.ts`,
    { after: ['jest'] },
  ),
  step('api-pglite', `cd api && ${apiFiles} ${jsonl('api-pglite')} test/*.test.ts`, { after: ['jest'] }),
  step('audit', 'pnpm --silent audit:security', { after: ['api-postgres'] }),
  step('build', 'node scripts/build-site.mjs', { after: ['audit'], cpu: 2 }),
  step('bytes', 'node scripts/build-mono.mjs >/dev/null && node scripts/size-check.mjs', {
    after: ['build'],
  }),
  step('e2e', 'pnpm --filter @playhub/e2e test', { after: ['bytes', 'api-pglite'], cpu: 2 }),
  step('composition', 'pnpm --filter @playhub/e2e exec playwright test -c composition.config.ts', {
    after: ['e2e'],
  }),
];
