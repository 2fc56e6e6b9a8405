#!/usr/bin/env bash
# Runs a command again whenever it exits, as a container's restart policy does (docker-compose:
# `restart: unless-stopped`): a replica killed by the fault suite comes back by itself, as it would
# under an orchestrator. Usage: supervise.sh <pid file> <command…>; the running child's pid is kept
# in the pid file. SIGTERM stops the child and the loop.
pidfile=$1
shift
child=
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' TERM INT
while :; do
  "$@" &
  child=$!
  echo "$child" >"$pidfile"
  wait "$child"
  echo "[supervise] $(date -u +%T) exited with $?; starting again in 1 s" >&2
  sleep 1
done
