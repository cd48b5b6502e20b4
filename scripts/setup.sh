#!/usr/bin/env bash
# Everything the product needs before it can run or be tested, idempotent and quiet:
# dependencies (Node 24 comes with them), .env, the Temporal CLI, Postgres and Redis up,
# database created and migrated. `--seed` also loads the sandbox demo data.
# Sourced or run; prints one line per step. Exits non-zero with a reason when it cannot.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

step() { printf '\033[1;34m▸\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m✗ %s\033[0m\n' "$*" >&2; exit 1; }

SEED=0
for arg in "$@"; do
  case "$arg" in
    --seed) SEED=1 ;;
    *) fail "unknown option $arg" ;;
  esac
done

# 1. Dependencies. npm ci when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing dependencies (npm ci)"
  command -v npm >/dev/null || fail "npm is missing: install Node.js (any version >= 18) with npm"
  npm ci --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'nodedir' || true
  [ -x node_modules/.bin/node ] || fail "npm ci did not install Node 24 (node_modules/.bin/node)"
fi
export PATH="$ROOT/node_modules/.bin:$PATH"
case "$(node --version)" in v24.*) ;; *) fail "node_modules/.bin/node is $(node --version), expected v24" ;; esac
# V8's code cache for every node process the scripts that source this start (the product's
# processes, the tests' spawned ones, the CLIs, the benchmark): importing the web app's modules
# took 1.4 s with it against 2.1-2.3 s without (2026-11-29), and the e2e tests and the gate start
# the product's processes dozens of times. Node checks each entry against its source.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$ROOT/node_modules/.cache/node-compile-cache}"

# 2. .env with fresh secrets (never overwritten).
if [ ! -f .env ]; then
  step "writing .env with new secrets"
  node scripts/write-env.ts
fi
set -a
# shellcheck disable=SC1091
. ./.env
set +a

# 3. Temporal CLI: on PATH, else built into .tools/bin, else build it with Go.
TEMPORAL_BIN=$(command -v temporal || true)
if [ -z "$TEMPORAL_BIN" ] && [ -x .tools/bin/temporal ]; then TEMPORAL_BIN=$ROOT/.tools/bin/temporal; fi
if [ -z "$TEMPORAL_BIN" ]; then
  if command -v go >/dev/null || [ -x /usr/local/go/bin/go ]; then
    GO=$(command -v go || echo /usr/local/go/bin/go)
    step "building the Temporal CLI v1.5.1 into .tools/bin (about 2.5 minutes, once)"
    mkdir -p .tools/bin
    GOBIN="$ROOT/.tools/bin" "$GO" install github.com/temporalio/cli/cmd/temporal@v1.5.1 >/dev/null 2>&1 ||
      fail "go install of the Temporal CLI failed; run: GOBIN=$ROOT/.tools/bin go install github.com/temporalio/cli/cmd/temporal@v1.5.1"
    TEMPORAL_BIN=$ROOT/.tools/bin/temporal
  else
    fail "the Temporal CLI is missing: install Go (https://go.dev/dl) and rerun, or put a 'temporal' binary (v1.5.1) on PATH"
  fi
fi
export TEMPORAL_CLI_PATH=$TEMPORAL_BIN

# 4. PostgreSQL and Redis, started locally when installed and stopped.
pg_up() { pg_isready -q -d "$DATABASE_URL" 2>/dev/null; }
redis_up() { redis-cli -u "$REDIS_URL" ping 2>/dev/null | grep -q PONG; }
wait_for() { for _ in $(seq 1 30); do "$1" && return 0; sleep 0.5; done; return 1; }

if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    step "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | tail -n 1)" main start >/dev/null 2>&1 || true
    wait_for pg_up || fail "PostgreSQL did not come up at $DATABASE_URL"
  else
    fail "PostgreSQL is not reachable at $DATABASE_URL and is not installed here: install PostgreSQL 15+ (Debian: apt-get install postgresql) or set DATABASE_URL"
  fi
fi
if ! redis_up; then
  if command -v redis-server >/dev/null; then
    step "starting Redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null
    wait_for redis_up || fail "Redis did not come up at $REDIS_URL"
  else
    fail "Redis is not reachable at $REDIS_URL and is not installed here: install Redis 7 (Debian: apt-get install redis-server) or set REDIS_URL"
  fi
fi

# 5. Database and migrations; sandbox demo data on request.
node db/migrate.ts | sed 's/^/  /'
if [ "$SEED" = 1 ]; then
  node db/seed.ts | sed 's/^/  /'
  # The operators' demo: a job that fails once the worker starts, for a Retry in the console.
  node scripts/ops/sandbox-failed-job.ts | sed 's/^/  /' || printf "  the demo failed job was not enqueued (npm run sandbox:failed-job enqueues it)\n"
fi
