#!/usr/bin/env bash
# Make .venv (Python >= 3.11) and install Royaumes into it with the extras given
# ("dev" for the tests). Reinstalls only when pyproject.toml or the extras change.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-}"
python=""
for candidate in python3.13 python3.12 python3.11 python3; do
  if command -v "$candidate" >/dev/null 2>&1 &&
     "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    python="$candidate"; break
  fi
done
if [ -z "$python" ]; then
  echo "Royaumes needs Python 3.11 or newer (python3.11, python3.12 ...): none found" >&2
  exit 1
fi
if [ ! -x .venv/bin/python ]; then
  "$python" -m venv .venv
fi
spec="."
[ -n "$extras" ] && spec=".[$extras]"
stamp=".venv/.royaumes-$(cat pyproject.toml | sha256sum | cut -c1-16)-${extras:-base}"
if [ ! -f "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet --editable "$spec"
  touch "$stamp"
fi
