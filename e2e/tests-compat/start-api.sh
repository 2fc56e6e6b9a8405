#!/usr/bin/env bash
# The compat suite's API (issue 31, item 6): the site `pnpm compat` assembled (COMPAT_SITE: one
# build's host, both builds' verticals) on a fresh database, painting pages with the composition
# the suite writes beside it for each combination (the file store reads it again when it changes).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${COMPAT_SITE:?the assembled site to serve}"
PORT="${COMPAT_PORT:-8150}"
export DATA_DIR="$PWD/.data/compat-api-$PORT"
rm -rf "$DATA_DIR"
# Playwright drops this server's stdout (webServer.stdout: 'ignore'): no log line per request.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export SITE_DIR="$COMPAT_SITE" PORT PROVIDERS_PORT="$(( PORT + 1 ))" NODE_ENV=test
export COMPOSITION_FILE="$COMPAT_SITE/composition.json" COMPOSITION_STORE=file RELEASE_GATE=off ROLLOUT_CHECK_SECONDS=0
unset DATABASE_URL REDIS_URL
exec pnpm --silent --filter @playhub/api start
