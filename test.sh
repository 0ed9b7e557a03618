#!/usr/bin/env bash
# Set up everything, then run every check: formatting, lint, types, and all tests.
# Extra arguments go to pytest, e.g. ./test.sh -k conformance
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh dev
echo "== ruff format"; .venv/bin/ruff format --check .
echo "== ruff check"; .venv/bin/ruff check .
echo "== mypy"; .venv/bin/mypy
echo "== pytest"; .venv/bin/pytest -n 2 "$@"
