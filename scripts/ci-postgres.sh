#!/usr/bin/env bash
# Runs the API tests against a real PostgreSQL server: installs Debian's postgresql if missing, starts a throw-away
# cluster on 127.0.0.1 on a free port (initdb + pg_ctl as the postgres user, in a temp dir), creates a database,
# runs `npx vitest run tests/api` with DATABASE_URL (the first file migrates and seeds a template database, every file
# gets a copy of it: tests/api/helpers.ts), and stops the cluster; then a short bench:peak on PostgreSQL with two API
# processes (its own cluster). Needs root (or an existing PostgreSQL install).
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
PGBIN="$(find_bin || true)"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "[ci-postgres] installing postgresql (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  PGBIN="$(find_bin)"
fi
echo "[ci-postgres] using $PGBIN"

PGUSER_OS=postgres
id "$PGUSER_OS" >/dev/null 2>&1 || useradd --system --no-create-home "$PGUSER_OS"
WORK="$(mktemp -d /tmp/qihang-pg.XXXXXX)"
chown "$PGUSER_OS" "$WORK"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u "$PGUSER_OS" -- "$@"; else "$@"; fi; }

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w -o "-h 127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres qihang_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/qihang_test"
echo "[ci-postgres] PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
mkdir -p .cache
status=0
npx vitest run tests/api --reporter=default --reporter=json --outputFile.json=.cache/vitest-postgres.json || status=$?
# One plain closing line for CI, like npm test's.
SECONDS_TAKEN=$SECONDS node -e 'const r=JSON.parse(require("fs").readFileSync(".cache/vitest-postgres.json","utf8"));console.log(`postgres: ${r.numPassedTests} passed, ${r.numFailedTests} failed in ${process.env.SECONDS_TAKEN} s`)' || true
# The score-release evening, short (scripts/bench-peak.mjs --ci): 30 students against two API processes on a cluster of
# its own, one worker killed and PostgreSQL restarted mid-run; fails on any error or lost acknowledged save, never on a time.
echo "[ci-postgres] bench:peak --ci"
npm run bench:peak -- --ci || status=$?
exit $status
