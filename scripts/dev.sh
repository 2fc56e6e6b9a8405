#!/usr/bin/env bash
# pnpm dev: the API on :8090 plus every app's dev server (host :3000, remotes :3001-3005) with reload.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node
ensure_pnpm
export API_PORT=8090
PORT=$API_PORT pnpm --filter @playhub/api dev &
pnpm -r --parallel --filter './host' --filter './mf-*' run dev &
trap 'kill 0' EXIT INT TERM
wait
