#!/usr/bin/env bash
# npm start: install, build everything, start the API which also serves the site on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
node scripts/build-site.mjs
# Demo games, sportsbook and payment page on the next port: another origin than the site's, as
# real providers are, so no frame ever runs with the site's origin.
export SITE_DIR="$PWD/dist/site" PORT="${PORT:-8080}"
export PROVIDERS_PORT="${PROVIDERS_PORT:-$((PORT + 1))}"
echo "› playhub on http://localhost:$PORT  (demo player: demo / demo12345; provider pages on :$PROVIDERS_PORT)"
exec pnpm --filter @playhub/api start
