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
# It runs in a session of its own: no terminal of CI's can stop it (a background process group that
# touches a controlling terminal is stopped, and `timeout` with it), and all of it can be stopped.
# `await` keeps its own deadline, so a step that outlives it fails the run with what was running.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
beside() {
  local name=$1 limit=$2; shift 2
  echo $((SECONDS + limit)) >"$logs/$name.deadline"
  # (errexit is inherited: without `|| rc=$?` a failing step would end the subshell before its rc.)
  (
    rc=0
    setsid bash -c 'echo $$ >"$0"; exec "$@"' "$logs/$name.sid" "$@" >"$logs/$name.log" 2>&1 || rc=$?
    echo $rc >"$logs/$name.rc.tmp" && mv "$logs/$name.rc.tmp" "$logs/$name.rc"
  ) </dev/null &
}
# The processes of a session, by the session field of /proc/PID/stat (after the command's name).
session_pids() { local p; for p in /proc/[0-9]*; do
  [ "$(sed 's/.*) //' "$p/stat" 2>/dev/null | cut -d' ' -f4)" = "$1" ] && echo "${p#/proc/}"; done; }
await() {
  local name=$1 title=$2 deadline
  deadline=$(cat "$logs/$name.deadline")
  while [ ! -f "$logs/$name.rc" ] && [ $SECONDS -lt $deadline ]; do sleep 1; done
  step "$title"
  cat "$logs/$name.log"
  if [ ! -f "$logs/$name.rc" ]; then
    local sid pid
    sid=$(cat "$logs/$name.sid")
    echo "✘ $title: no end by its deadline; still running (pid, state, command):"
    for pid in $(session_pids "$sid"); do
      echo "  $pid $(sed 's/.*) //' "/proc/$pid/stat" | cut -d' ' -f1) $(tr '\0' ' ' <"/proc/$pid/cmdline" | cut -c1-160)"
    done
    for pid in $(session_pids "$sid"); do kill -9 "$pid" 2>/dev/null || true; done
    sleep 1
    return 1
  fi
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
# A step that hangs fails the run after 20 minutes (21 at most) instead of holding the pipeline.
# The PostgreSQL side ends about a minute before the PGlite suite: the build follows it there.
beside postgres 1260 timeout --kill-after=30 1200 bash -c '
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
