#!/usr/bin/env bash
# Starts the real API serving the built site for the browser suites, on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="$PWD/.data/e2e-${E2E_PORT:-8181}"
rm -rf "$DATA_DIR"
# Playwright drops this server's stdout (webServer.stdout: 'ignore'): a log line per request would be
# written for nobody (about a tenth of the server's CPU in a profile). Warnings and errors stay.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# Provider pages (demo games, sportsbook, payment page) on the next port: another origin, as with npm start.
# One extra vertical origin is allowed in the site's CSP, for the test that moves a vertical there.
export SITE_DIR="$PWD/dist/site" PORT="${E2E_PORT:-8181}" PROVIDERS_PORT="$(( ${E2E_PORT:-8181} + 1 ))" NODE_ENV=test
export VERTICAL_ORIGINS="http://127.0.0.1:$(( ${E2E_PORT:-8181} + 5 ))"
# On PostgreSQL (DATABASE_URL of a cluster, as npm test gives it: api/test/with-postgres.sh), a
# fresh database of its own; composition.json stays the suites' file beside it (one replica).
if [ -n "${DATABASE_URL:-}" ]; then
  database="playhub_e2e_${E2E_PORT:-8181}"
  psql "$DATABASE_URL" -q -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" \
    -c "CREATE DATABASE $database"
  export DATABASE_URL="${DATABASE_URL%/*}/$database" COMPOSITION_STORE=file ALLOW_FILE_COMPOSITION=true
fi
# The build's composition.json with the suites' load budget per vertical (support/composition.ts).
export COMPOSITION_FILE="$PWD/.data/e2e-${E2E_PORT:-8181}-composition.json"
(cd e2e && node --import tsx --input-type=module -e "
  import { writeFileSync } from 'node:fs';
  import { builtComposition } from './support/composition.ts';
  writeFileSync(process.env.COMPOSITION_FILE, JSON.stringify(builtComposition(), null, 2));
")
exec pnpm --silent --filter @playhub/api start
