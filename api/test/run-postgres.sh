#!/usr/bin/env bash
# Runs the API test suite against a throwaway PostgreSQL cluster (test/with-postgres.sh).
# Usage: bash api/test/run-postgres.sh [node --test options and files, as test/node-test.sh takes
# them] (default: every file)
set -euo pipefail
cd "$(dirname "$0")/.."
bash test/with-postgres.sh bash test/node-test.sh "$@"
