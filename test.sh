#!/usr/bin/env bash
# Set up everything, then run every check: formatting, lint, types, and all tests.
# Extra arguments go to pytest, e.g. ./test.sh -k conformance
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh dev,rl,ray
echo "== ruff format"; .venv/bin/ruff format --check .
echo "== ruff check"; .venv/bin/ruff check .
echo "== mypy"; .venv/bin/mypy
# The storage and restart tests run against SQLite and a real PostgreSQL server.
if [ -z "${ROYAUMES_TEST_POSTGRES_URL:-}" ]; then
  # (assigned before export, so that a failure of the script stops here under set -e)
  echo "== postgres"; ROYAUMES_TEST_POSTGRES_URL="$(bash scripts/postgres.sh)"
  export ROYAUMES_TEST_POSTGRES_URL
fi
# The browser tests drive Debian's Chromium with Playwright.
if [ -z "${CHROMIUM:-}" ]; then
  echo "== chromium"; CHROMIUM="$(bash scripts/chromium.sh)"
  export CHROMIUM
fi
# The slowest tests are listed at the end: the suite must stay within ten minutes on 2 cores.
echo "== pytest"; .venv/bin/pytest -n 2 --durations=25 "$@"
