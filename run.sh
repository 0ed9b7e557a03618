#!/usr/bin/env bash
# Set up everything, then play Les 4 Royaumes in the terminal against bots.
# Extra arguments go to `royaumes play`, e.g. ./run.sh --players 2 --lang en
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/venv.sh
exec .venv/bin/royaumes play quatre_royaumes --players 4 "$@"
