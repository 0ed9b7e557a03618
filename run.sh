#!/usr/bin/env bash
# Set up everything, then run the table server on an embedded SQLite database
# (royaumes-data/). Extra arguments go to `royaumes serve`, e.g. ./run.sh --port 8080
# To play in the terminal instead: .venv/bin/royaumes play quatre_royaumes --players 4
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh
exec .venv/bin/royaumes serve "$@"
