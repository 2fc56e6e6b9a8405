#!/usr/bin/env bash
# npm test: lint, type-check, unit tests, API suite (PGlite and PostgreSQL), security audit, build,
# Playwright, production-topology suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
step() { echo; echo "━━ $* ━━"; }

step "install"
ensure_deps
step "lint and format"
pnpm exec eslint . --max-warnings=0
pnpm exec prettier --check . --log-level=warn
step "type-check"
pnpm -r --workspace-concurrency=2 run typecheck
step "unit tests (jest)"
pnpm exec jest --ci
step "API suite (PGlite)"
pnpm --filter @playhub/api test
step "API suite (PostgreSQL + Redis)"
bash api/test/with-redis.sh bash api/test/run-postgres.sh
step "security audit (the attacks of issues 15 and 16 against started instances)"
pnpm --silent audit:security
step "build"
node scripts/build-site.mjs
step "browser tests (playwright)"
apt_install chromium
pnpm --filter @playhub/e2e test
step "production topology (composition suite: nginx, PostgreSQL, Redis, two APIs)"
pnpm --filter @playhub/e2e exec playwright test -c composition.config.ts
