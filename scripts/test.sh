#!/usr/bin/env bash
# npm test: installs what a fresh machine lacks, then runs the steps of scripts/test/plan.mjs (lint,
# type-check, Jest, API suites on PGlite and PostgreSQL + Redis, security audit, build and byte
# budgets, Playwright, production-topology suite) with scripts/test/run.mjs, which prints and keeps
# (.data/test-timings.json) the time of every step and the slowest tests. Arguments name steps to run
# (with the steps they need); --list prints the plan.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_deps
# Debian packages of the suites, installed once here: steps run side by side, and two apt-get at
# once would fight over dpkg's lock. The browser suites run Chromium's headless shell
# (e2e/support/browser.ts).
apt_install chromium-headless-shell postgresql redis-server nginx
exec node scripts/test/run.mjs "$@"
