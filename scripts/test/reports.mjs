// Reads what the suites of a run wrote to .data/test-reports/ (Jest's --json, node:test's JSON lines
// from node-test-reporter.mjs, Playwright's json reporter) into the slowest tests and the count of
// distinct test cases: a test run on two engines or in two browser projects is one case, two runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
/** Where the suites write their reports (TEST_REPORTS in the steps' environment). */
export const reportsDir = join(root, '.data/test-reports');

const rel = (file) => (file ? relative(root, file.replace(/^file:\/\//, '')) : '?');

/** One test run: suite (report name), file, name (titles joined by ›), seconds, whether it ran. */
function* jestRuns(report, suite) {
  for (const file of report.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      yield {
        suite,
        file: rel(file.name),
        name: t.fullName,
        seconds: (t.duration ?? 0) / 1000,
        ran: t.status === 'passed' || t.status === 'failed',
      };
}

function* nodeTestRuns(lines, suite) {
  for (const line of lines) {
    if (!line.trim()) continue;
    const t = JSON.parse(line);
    yield { suite, file: rel(t.file), name: t.name, seconds: t.seconds, ran: !t.skipped };
  }
}

function* playwrightRuns(report, suite) {
  const walk = function* (s, titles) {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results?.length ? t.results : [{ duration: 0, status: 'skipped' }])
          yield {
            suite,
            project: t.projectName,
            file: rel(join(report.config?.rootDir ?? '', spec.file)),
            name: [...titles, spec.title].join(' › '),
            seconds: (r.duration ?? 0) / 1000,
            ran: r.status !== 'skipped',
          };
    for (const child of s.suites ?? [])
      yield* walk(child, s.title && !s.title.endsWith('.ts') ? [...titles, s.title] : titles);
  };
  for (const s of report.suites ?? []) yield* walk(s, []);
}

/** Every run of every report in the folder; a report's suite is its file name without extension. */
export function readRuns(dir = reportsDir) {
  const runs = [];
  if (!existsSync(dir)) return runs;
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    const suite = name.replace(/\.(json|jsonl)$/, '');
    try {
      if (name.endsWith('.jsonl')) runs.push(...nodeTestRuns(readFileSync(file, 'utf8').split('\n'), suite));
      else {
        const report = JSON.parse(readFileSync(file, 'utf8'));
        runs.push(...(report.testResults ? jestRuns(report, suite) : playwrightRuns(report, suite)));
      }
    } catch (error) {
      console.error(`(could not read ${name}: ${error.message})`);
    }
  }
  return runs;
}

/**
 * The 20 slowest runs, and per family of suites (jest, api-*, e2e-*) the distinct cases that ran
 * and the number of runs. Suites of one family (api-pglite, api-postgres) count a case once.
 */
export function collectReports(dir = reportsDir) {
  const runs = readRuns(dir).filter((r) => r.ran);
  const slowest = [...runs]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 20)
    .map((r) => ({
      seconds: Math.round(r.seconds * 10) / 10,
      suite: r.project ? `${r.suite}:${r.project}` : r.suite,
      file: r.file,
      name: r.name,
    }));
  const families = new Map();
  for (const r of runs) {
    const family = r.suite.split('-')[0];
    const f = families.get(family) ?? { cases: new Set(), runs: 0, bySuite: new Map() };
    f.cases.add(`${r.file} › ${r.name}`);
    f.runs++;
    const key = r.project ? `${r.suite}:${r.project}` : r.suite;
    f.bySuite.set(key, (f.bySuite.get(key) ?? 0) + 1);
    families.set(family, f);
  }
  const suites = Object.fromEntries(
    [...families].map(([family, f]) => [
      family,
      {
        cases: f.cases.size,
        runs: f.runs,
        detail: [...f.bySuite].map(([k, n]) => `${k} ${n}`).join(', '),
      },
    ]),
  );
  const counts = {
    suites,
    cases: Object.values(suites).reduce((n, s) => n + s.cases, 0),
    runs: runs.length,
  };
  return { slowest, counts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(collectReports(process.argv[2] ?? reportsDir), null, 2));
}
