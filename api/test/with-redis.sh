#!/usr/bin/env bash
# Runs a command with a throw-away Redis: installs Debian's redis-server when missing, starts it on
# a free port, exports REDIS_URL, runs "$@", then stops it.
# Usage (from api/): bash test/with-redis.sh bash test/node-test.sh test/live-redis.test.ts
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "with-redis: installing redis-server from Debian" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >&2
fi

# Below Linux's ephemeral range (32768+), where a released port can be taken by an outgoing connection.
PORT="$(cd "$(dirname "$0")/.." && node --import tsx/esm test/free-port.ts)"
DIR="$(mktemp -d)"
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
  --dir "$DIR" --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log"

cleanup() {
  if [ -f "$DIR/redis.pid" ]; then
    local pid
    pid="$(cat "$DIR/redis.pid")"
    kill "$pid" 2>/dev/null || true
    # Redis writes to its folder on the way out: removing it meanwhile failed ("Directory not
    # empty"), which failed the suite after its tests had passed.
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$DIR" || echo "with-redis: could not remove $DIR" >&2
}
trap cleanup EXIT

for _ in $(seq 1 50); do
  if redis-cli -p "$PORT" ping >/dev/null 2>&1; then break; fi
  sleep 0.1
done

export REDIS_URL="redis://127.0.0.1:$PORT"
echo "with-redis: REDIS_URL=$REDIS_URL" >&2
"$@"
