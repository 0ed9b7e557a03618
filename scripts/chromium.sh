#!/usr/bin/env bash
# Make Debian's Chromium available for the browser tests (Playwright drives it;
# its own browser downloads are impossible on these machines). Idempotent; we
# are root on CI (.ci/run -> ./test.sh). Prints the browser's path on stdout.
set -euo pipefail
# The colour emoji font draws the chat's emotes as a phone would (not as empty boxes).
if ! [ -x /usr/bin/chromium ] || ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then
  echo "chromium.sh: installing Debian's chromium package and fonts" >&2
  export DEBIAN_FRONTEND=noninteractive
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo -n"; fi
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core \
    fonts-noto-color-emoji >&2
fi
echo /usr/bin/chromium
