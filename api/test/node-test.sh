#!/usr/bin/env bash
# The API's test command: the named test files (default: every one), all in one Node process
# (test/one-process.ts). Options for node --test come first, in --name=value form.
# Usage (from api/): bash test/node-test.sh [--test-reporter=… …] [test/x.test.ts …]
set -euo pipefail
cd "$(dirname "$0")/.."
options=()
files=()
for arg in "$@"; do
  case $arg in
    -*) options+=("$arg") ;;
    *) files+=("$arg") ;;
  esac
done
export API_TEST_FILES="${files[*]}"
# --test-force-exit: a file that leaves a handle open (a socket, a timer) must not hold the run.
exec node --import tsx/esm --test --experimental-test-isolation=none --test-force-exit \
  --test-timeout=300000 "${options[@]}" test/one-process.ts
