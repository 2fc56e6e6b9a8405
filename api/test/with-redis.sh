#!/usr/bin/env bash
# Runs a command with a throw-away Redis: installs Debian's redis-server when missing, starts it on
# a free port, exports REDIS_URL, runs "$@", then stops it.
# Usage (from api/): bash test/with-redis.sh node --import tsx --test test/live-redis.test.ts
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "with-redis: installing redis-server from Debian" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >&2
fi

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
DIR="$(mktemp -d)"
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --dir "$DIR" --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log"

cleanup() {
  if [ -f "$DIR/redis.pid" ]; then kill "$(cat "$DIR/redis.pid")" 2>/dev/null || true; fi
  rm -rf "$DIR"
}
trap cleanup EXIT

for _ in $(seq 1 50); do
  if redis-cli -p "$PORT" ping >/dev/null 2>&1; then break; fi
  sleep 0.1
done

export REDIS_URL="redis://127.0.0.1:$PORT"
echo "with-redis: REDIS_URL=$REDIS_URL" >&2
"$@"
