#!/usr/bin/env bash
# Make a local PostgreSQL server usable for the tests, then print its base URL.
#
# Idempotent, for a Debian machine where we are root (CI: .ci/run -> ./test.sh):
# installs Debian's `postgresql` package if `pg_ctlcluster` is missing, creates
# and starts the newest version's `main` cluster, waits until it accepts
# connections, and creates the role `royaumes` (password `royaumes`, CREATEDB).
# Prints ONLY the URL on stdout, e.g.
#   postgresql+psycopg://royaumes:royaumes@localhost:5432/postgres
# (the tests create and drop their own databases through it); everything else
# goes to stderr.
#   export ROYAUMES_TEST_POSTGRES_URL="$(bash scripts/postgres.sh)"
set -euo pipefail

say() { echo "postgres.sh: $*" >&2; }

as_postgres() {
  # Run a command as the `postgres` system user from a directory it can read.
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && sudo -n -u postgres -- "$@")
  fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  say "installing Debian's postgresql package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if [ -z "$version" ]; then
  say "no PostgreSQL server found in /usr/lib/postgresql"
  exit 1
fi

cluster_line() { pg_lsclusters --no-header | awk -v v="$version" '$1 == v && $2 == "main"'; }

if [ -z "$(cluster_line)" ]; then
  say "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi

port="$(cluster_line | awk '{print $3}')"
status="$(cluster_line | awk '{print $4}')"
if [ "$status" != "online" ]; then
  say "starting cluster $version/main on port $port"
  # Exit code 2 means "already running" (a race with another start): fine.
  pg_ctlcluster "$version" main start >&2 || [ $? -eq 2 ]
fi

isready="/usr/lib/postgresql/$version/bin/pg_isready"
for _ in $(seq 1 60); do
  if "$isready" -q -h localhost -p "$port"; then
    break
  fi
  sleep 0.5
done
if ! "$isready" -q -h localhost -p "$port"; then
  say "the server on port $port is not ready after 30 s; see /var/log/postgresql/"
  exit 1
fi

psql=(psql -X -q -v ON_ERROR_STOP=1 -p "$port" -d postgres)
exists="$(as_postgres "${psql[@]}" -tAc "SELECT 1 FROM pg_roles WHERE rolname = 'royaumes'")"
if [ "$exists" != "1" ]; then
  say "creating role royaumes"
  as_postgres "${psql[@]}" -c "CREATE ROLE royaumes LOGIN CREATEDB PASSWORD 'royaumes'" >&2
fi

echo "postgresql+psycopg://royaumes:royaumes@localhost:${port}/postgres"
