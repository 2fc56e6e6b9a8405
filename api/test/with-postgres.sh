#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster (Debian's packages; installed when missing):
# starts it on a free port with an empty database, exports DATABASE_URL, runs "$@" from the
# current folder, then stops the cluster and removes it. As root, or as a user that can
# sudo -u postgres. Usage: bash api/test/with-postgres.sh <command…>
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update && apt-get install -y postgresql
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
# A free port below Linux's ephemeral range (32768+): initdb runs before the server listens, and a
# released ephemeral port can be taken meanwhile by any outgoing connection of the other steps.
PORT=$(cd "$here/.." && node --import tsx/esm test/free-port.ts)
DIR=$(mktemp -d /tmp/playhub-pg.XXXXXX)
chown postgres "$DIR" 2>/dev/null || true
as_pg() { if [ "$(id -un)" = postgres ]; then "$@"; elif [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; else sudo -u postgres "$@"; fi; }

cleanup() { as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres playhub_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/playhub_test"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT"
"$@"
