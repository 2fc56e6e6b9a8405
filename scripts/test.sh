#!/usr/bin/env bash
# npm test: lint, type-check, unit tests, API suite (PGlite and PostgreSQL), security audit, build,
# Playwright, production-topology suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
started=$SECONDS
step() { echo; echo "━━ $* ━━ (at $((SECONDS - started)) s)"; }
# A step run beside the foreground ones (the machine has 2 cores and the API suites wait on I/O
# much of the time); its output is printed when it is waited for, and its failure fails the run.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
beside() { local name=$1; shift; ("$@" >"$logs/$name.log" 2>&1; echo $? >"$logs/$name.rc") & }
await() {
  local name=$1 title=$2
  while [ ! -f "$logs/$name.rc" ]; do sleep 1; done
  step "$title"
  cat "$logs/$name.log"
  local rc
  rc=$(cat "$logs/$name.rc")
  [ "$rc" = 124 ] && echo "✘ $title: no end after 20 minutes (stopped)"
  return "$rc"
}

step "install"
ensure_deps
step "lint and format"
pnpm exec eslint . --max-warnings=0
node --test scripts/eslint/*.test.mjs
pnpm exec prettier --check . --log-level=warn
# @playhub/shared's public API per subpath (a change needs a changeset): shared/api-report.md.
node scripts/shared-api-report.mjs --check
# Files generated from the one list of verticals (shared/verticals.json) are current.
node scripts/verticals.mjs --check
step "type-check"
pnpm -r --workspace-concurrency=2 run typecheck
step "unit tests (jest)"
pnpm exec jest --ci
# A step that hangs fails the run after 20 minutes instead of holding the pipeline until its limit.
# The PostgreSQL side ends about a minute before the PGlite suite: the build follows it there.
beside postgres timeout --kill-after=30 1200 bash -c '
  bash api/test/with-redis.sh bash api/test/run-postgres.sh && pnpm --silent audit:security &&
  echo "━━ build ━━" && node scripts/build-site.mjs &&
  echo "━━ byte budgets (the federated site beside the monolith of the same commit) ━━" &&
  node scripts/build-mono.mjs >/dev/null && node scripts/size-check.mjs'
step "API suite (PGlite)"
pnpm --filter @playhub/api test
await postgres "API suite (PostgreSQL + Redis) and the security audit (the attacks of issues 15 and 16 against started instances), then the build and its byte budgets"
step "browser tests (playwright)"
apt_install chromium
pnpm --filter @playhub/e2e test
step "production topology (composition suite: nginx, PostgreSQL, Redis, two APIs)"
pnpm --filter @playhub/e2e exec playwright test -c composition.config.ts
step "done"
