#!/usr/bin/env bash
# Starts the real API serving the built site for the browser suites, on a fresh database.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="$PWD/.data/e2e-${E2E_PORT:-8181}"
rm -rf "$DATA_DIR"
export SITE_DIR="$PWD/dist/site" PORT="${E2E_PORT:-8181}" NODE_ENV=test
exec pnpm --silent --filter @playhub/api start
