#!/usr/bin/env bash
# The README's second command: every check and every test, on a database, queue prefix and
# Temporal server of their own. Fails at the first step that fails and names it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Where the time goes: each phase's wall time, printed at the end whether the run passed or not.
PHASES=()
phase_started=$SECONDS
phase_done() { PHASES+=("$(printf '%5d s  %s' $((SECONDS - phase_started)) "$1")"); phase_started=$SECONDS; }
print_phases() {
  [ "${#PHASES[@]}" -gt 0 ] || return 0
  echo "Time per phase:"
  printf '  %s\n' "${PHASES[@]}"
  printf '  %5d s  in all\n' "$SECONDS"
}
summary_file=test-results/summary.txt
# The closing lines: the phases, then the slowest files, the failed tests and the count (last).
closing() { print_phases; [ -f "$summary_file" ] && cat "$summary_file"; return 0; }
trap closing EXIT
rm -f "$summary_file"

# shellcheck source=scripts/setup.sh
source scripts/setup.sh
phase_done "set-up (dependencies, Temporal CLI, Postgres, Redis, migrations)"

step() { printf '\033[1;34m▸\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m✗ %s\033[0m\n' "$*" >&2; exit 1; }

# Browser tests need Debian's Chromium; the benchmark needs wrk. Installed when we may.
need_pkg() {
  local bin=$1 pkg=$2
  command -v "$bin" >/dev/null && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing $pkg (apt-get)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg"; } >/dev/null 2>&1 || fail "apt-get install $pkg failed"
  else
    fail "$bin is missing: install Debian's '$pkg' package (apt-get install $pkg) and rerun"
  fi
}
need_pkg chromium chromium
need_pkg wrk wrk
need_pkg docker-compose docker-compose
phase_done "system packages"

step "type-check, lint, import rules (npm run check)"
npm run --silent check || fail "npm run check failed"
phase_done "check (types, lint, import rules)"

if [ -f console/vite.config.ts ]; then
  step "building the console"
  # .env sets NODE_ENV=development for the processes; the bundle is always a production build.
  NODE_ENV=production npx vite build --config console/vite.config.ts --logLevel warn || fail "console build failed"
  node console/build/landing-budget.ts || fail "the landing page's JavaScript is over budget or loads react-admin"
  phase_done "console build"
fi

mkdir -p test-results
rm -f test-results/vitest-*.json
reports=()
status=0
# One vitest run per project group, its JSON report kept for the closing summary.
run_tests() {
  local name=$1; shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="test-results/vitest-$name.json"
  local code=$?
  reports+=("test-results/vitest-$name.json")
  return $code
}
summarize() { node scripts/test/report.ts "${reports[@]}" > "$summary_file" || status=1; }
set +e
# The unit tests need no engines and run first: a broken unit fails the command in its first minutes.
step "unit tests (server and console, no engines)"
run_tests unit --project unit --project console
status=$?
phase_done "unit tests (server and console)"
if [ "$status" != 0 ]; then summarize; fail "unit tests failed"; fi
# The engine projects in one run and one pool: the short integration files fill the time the long
# browser and e2e files leave (vitest.config.ts); the closing summary still names each file.
step "integration, e2e and browser tests"
run_tests engines --project integration --project e2e --project browser
status=$?
phase_done "integration, e2e and browser tests"
summarize
set -e
[ "$status" = 0 ] || fail "tests failed"

if [ -f bench/run.ts ]; then
  step "benchmark gate (bench/README.md)"
  node bench/run.ts --check || fail "the benchmark failed or a figure crossed its floor (see its output and bench/README.md)"
  phase_done "benchmark gate"
fi
