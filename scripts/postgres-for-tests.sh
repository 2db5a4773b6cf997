#!/usr/bin/env bash
# A throwaway PostgreSQL server for nyaya's tests (never for real data).
#
#   eval "$(bash scripts/postgres-for-tests.sh)"       # start (or reuse) it, export the DSN
#   bash scripts/postgres-for-tests.sh stop            # stop it and delete its cluster
#
# Installs the Debian `postgresql` package when no server binaries are found,
# makes a cluster in a temp dir owned by the `postgres` user (when run as root),
# starts it on 127.0.0.1 on a free port with trust auth, creates the database
# `nyaya_test` and prints `export NYAYA_TEST_POSTGRES_DSN=postgresql://...` on
# stdout (everything else goes to stderr, so the output can be eval'd).
# Running it again while the server is up only prints the DSN again.
set -euo pipefail

STATE="${NYAYA_PG_DIR:-${TMPDIR:-/tmp}/nyaya-postgres-for-tests}"
DATA="$STATE/data"
DB=nyaya_test

say() { echo "postgres-for-tests: $*" >&2; }

find_bindir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  fi
  # Debian keeps the server binaries out of PATH, one directory per major version.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
  return 0  # nothing printed: none found
}

# Runs a server binary as the cluster's owner: `postgres` when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

print_dsn() {
  echo "export NYAYA_TEST_POSTGRES_DSN=postgresql://postgres@127.0.0.1:$(cat "$STATE/port")/$DB"
}

BIN="$(find_bindir)"

if [ "${1:-start}" = stop ]; then
  if [ -n "$BIN" ] && [ -f "$DATA/PG_VERSION" ]; then
    as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$STATE"
  say "stopped"
  exit 0
fi
if [ "${1:-start}" != start ]; then
  say "usage: $0 [start|stop]"
  exit 2
fi

if [ -z "$BIN" ]; then
  if [ "$(id -u)" != 0 ]; then
    say "no PostgreSQL server binaries found; install the Debian package 'postgresql' (as root)"
    exit 1
  fi
  say "installing the Debian package 'postgresql'"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(find_bindir)"
  if [ -z "$BIN" ]; then
    say "the 'postgresql' package installed no initdb/pg_ctl"
    exit 1
  fi
fi

if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --user-group --home-dir "$STATE" --shell /usr/sbin/nologin postgres
fi

if [ -f "$DATA/PG_VERSION" ] && as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  print_dsn
  exit 0
fi

mkdir -p "$STATE"
chmod 0755 "$STATE"
if [ "$(id -u)" = 0 ]; then chown postgres: "$STATE"; fi
if [ ! -f "$DATA/PG_VERSION" ]; then
  rm -rf "$DATA"
  say "initdb in $DATA ($BIN)"
  as_owner "$BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$STATE/initdb.log" 2>&1 || { cat "$STATE/initdb.log" >&2; exit 1; }
fi

free_port >"$STATE/port"
PORT="$(cat "$STATE/port")"
say "starting on 127.0.0.1:$PORT"
as_owner "$BIN/pg_ctl" -D "$DATA" -l "$STATE/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $STATE -c max_connections=50" \
  start >/dev/null || { cat "$STATE/server.log" >&2; exit 1; }

exists="$(as_owner "$BIN/psql" -X -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -tA \
  -c "SELECT 1 FROM pg_database WHERE datname = '$DB'")"
if [ "$exists" != 1 ]; then
  as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
fi
print_dsn
