// The steps of `npm test`, one line each: a name, the bash command, the steps it needs first
// (`after`), and how it shares the machine: `cpu` is how many cores it keeps busy (the runner starts
// a step while the running ones leave room, see run.mjs), `critical` marks the chain that decides
// the run's length (the build and the browser suites that need it), which runs at normal priority
// while the others run niced in the time it leaves. `beside` marks a step that runs beside the
// critical chain from the start, two at a time, in the CPU the browser suite leaves idle (about a
// fifth of two cores), instead of after it: at the lowest priority (nice 19) when it has no clock
// of its own (lint, type-check, formatting, byte budgets), at `nice` 10 when it has time limits
// (Jest's 5 s per test, the audit's answers within seconds; both passed so beside the browser
// suite, which did not slow down). `timeout` is a deadline in seconds. Suites write their reports to
// $TEST_REPORTS (reports.mjs reads them).
const reporter = new URL('./node-test-reporter.mjs', import.meta.url).pathname;
/** node:test's spec output, and JSON lines for the runner's report. */
const nodeTest = (report) =>
  `--test-reporter=spec --test-reporter-destination=stdout --test-reporter=${reporter} --test-reporter-destination="$TEST_REPORTS/${report}.jsonl"`;

/**
 * API test files whose behaviour depends on the database engine (locks, concurrency, money,
 * migrations, what survives a restart) or only means something on PGlite (its data directory):
 * they run on PGlite too. Every file runs on PostgreSQL with Redis, the production engines.
 */
const pgliteFiles = [
  'concurrency',
  'data-dir',
  'game-wallet',
  'identity',
  'ledger',
  'money',
  'money-rules',
  'protection',
  'responsible-gambling',
  'restart',
].map((name) => `test/${name}.test.ts`);

/** @typedef {{ name: string, run: string, after: string[], cpu: number, critical: boolean, beside: boolean, nice?: number, timeout: number }} Step */
const step = (
  name,
  run,
  { after = [], cpu = 1, critical = false, beside = false, nice, timeout = 3600 } = {},
) => ({
  name,
  run,
  after,
  cpu,
  critical,
  beside,
  nice,
  timeout,
});

/** @type {Step[]} In order of start when several are ready: the longest first. */
export const plan = [
  step('build', 'node scripts/build-site.mjs', { cpu: 2, critical: true }),
  // On PostgreSQL, the production engine (and 7–10 % less CPU than PGlite inside the API process).
  step('e2e', 'bash api/test/with-postgres.sh pnpm --filter @playhub/e2e test', {
    after: ['build'],
    cpu: 2,
    critical: true,
  }),
  // The production topology: mostly waiting (faults last seconds), 93 cpu-s in 203 s. Beside the
  // browser suite, in the CPU it leaves idle (at nice 10: its tests have deadlines), instead of
  // in the tail after it, where it was the longest step (the API suites beside it).
  step('composition', 'pnpm --filter @playhub/e2e exec playwright test -c composition.config.ts', {
    after: ['build'],
    beside: true,
    nice: 10,
  }),
  // The release tool's conformance suite (issue 30, item 5), run as an operator runs it: against the
  // built casino in a throwaway copy of the composition, on an API of its own (file store: nothing
  // is recorded). Limits, the reality check, the play clock and exclusion are proven on every change.
  step(
    'conformance',
    `CONFORMANCE_PORT=8170 node scripts/composition.mjs conformance casino "$(node -p "require('./dist/site/composition.json').casino.version")"`,
    { after: ['build'], beside: true, nice: 10 },
  ),
  // Real previous releases composed with this build (issue 31, item 6): the previous release's
  // commit (releases/) is built into .data/compat-cache beside the browser suite (it needs nothing
  // of this build), or copied from the machine's cache of release builds; then the new host with
  // every previous vertical, the previous host with every new one, each vertical alone moved forward.
  step('compat', 'COMPAT_PORT=${COMPAT_PORT:-8150} node scripts/compat.mjs', {
    after: ['build', 'compat-build'],
    beside: true,
    nice: 10,
  }),
  // `tsc -b` and `eslint . --max-warnings=0` in one process: the type-aware lint rule reads the
  // programs the type-check built (about 30 CPU-s less than building them twice). A young
  // generation of 32 MB instead of V8's default: the compiler's short-lived objects are collected
  // less often (94–97 → 85–87 CPU-s, user and system, in five runs; 64 and 128 MB gain nothing
  // more; Jest, Prettier, the webpack build and the browser suite gained nothing measurable).
  step('typecheck-lint', 'node --max-semi-space-size=32 scripts/typecheck-lint.mjs', { beside: true }),
  step('jest', 'pnpm exec jest --ci --json --outputFile="$TEST_REPORTS/jest.json"', {
    beside: true,
    nice: 10,
  }),
  // It waits on the registry's answers (3 cpu-s in 87–100 s): it takes no slot of the two (`cpu` 0)
  // and starts at once, instead of holding a slot a suite could use and pushing the API suites,
  // which end the run, later (they ended 70 s after the browser suite).
  step('audit', 'pnpm --silent audit:security', { beside: true, nice: 10, cpu: 0 }),
  step(
    'checks',
    [
      // The lint rules' own tests, formatting, @playhub/shared's API report, the generated files.
      'node --test scripts/eslint/*.test.mjs',
      'pnpm exec prettier --check . --log-level=warn',
      'node scripts/shared-api-report.mjs --check',
      'node scripts/verticals.mjs --check',
    ].join(' && '),
    { beside: true },
  ),
  step('compat-build', 'node scripts/compat.mjs build', { beside: true }),
  step('bytes', 'node scripts/build-mono.mjs >/dev/null && node scripts/size-check.mjs', {
    after: ['build'],
    beside: true,
  }),
  // The API suites come last of the beside steps: they take the slot the others leave towards the
  // end of the browser suite (at nice 10: their fault tests restart servers against deadlines) and
  // finish after it. In the tail after it alone, they kept the two cores barely half busy (171
  // cpu-s in 154 s): they wait on restarts and time-outs.
  step(
    'api-postgres',
    `cd api && bash test/with-redis.sh bash test/run-postgres.sh ${nodeTest('api-postgres')}`,
    { beside: true, nice: 10 },
  ),
  step('api-pglite', `cd api && bash test/node-test.sh ${nodeTest('api-pglite')} ${pgliteFiles.join(' ')}`, {
    beside: true,
    nice: 10,
  }),
];
