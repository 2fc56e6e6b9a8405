#!/usr/bin/env bash
# The conformance suite's API (issue 30, item 5): the built site on a fresh database, painting pages
# with the throwaway composition `pnpm composition conformance` wrote (CONFORMANCE_COMPOSITION: the
# market's composition with the candidate as its vertical's version). The vertical origins its
# entries point at are allowed in the page's policy (CONFORMANCE_ORIGINS).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${CONFORMANCE_COMPOSITION:?the throwaway composition to serve}"
PORT="${CONFORMANCE_PORT:-8190}"
export DATA_DIR="$PWD/.data/conformance-$PORT"
rm -rf "$DATA_DIR"
# Playwright drops this server's stdout (webServer.stdout: 'ignore'): no log line per request.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export SITE_DIR="$PWD/dist/site" PORT PROVIDERS_PORT="$(( PORT + 1 ))" NODE_ENV=test
export VERTICAL_ORIGINS="${CONFORMANCE_ORIGINS:-}"
export COMPOSITION_FILE="$CONFORMANCE_COMPOSITION" COMPOSITION_STORE=file RELEASE_GATE=off ROLLOUT_CHECK_SECONDS=0
unset DATABASE_URL REDIS_URL
exec pnpm --silent --filter @playhub/api start
