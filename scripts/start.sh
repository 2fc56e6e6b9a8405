#!/usr/bin/env bash
# npm start: install, build everything, start the API which also serves the site on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
node scripts/build-site.mjs
export SITE_DIR="$PWD/dist/site" PORT="${PORT:-8080}"
echo "› playhub on http://localhost:$PORT  (demo player: demo / demo12345)"
exec pnpm --filter @playhub/api start
