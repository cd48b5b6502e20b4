#!/usr/bin/env bash
# The README's second command: every check and every test, on a database, queue prefix and
# Temporal server of their own. Fails at the first step that fails and names it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/setup.sh
source scripts/setup.sh

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

step "type-check, lint, import rules (npm run check)"
npm run --silent check || fail "npm run check failed"

if [ -f console/vite.config.ts ]; then
  step "building the console"
  # .env sets NODE_ENV=development for the processes; the bundle is always a production build.
  NODE_ENV=production npx vite build --config console/vite.config.ts --logLevel warn || fail "console build failed"
  node console/build/landing-budget.ts || fail "the landing page's JavaScript is over budget or loads react-admin"
fi

mkdir -p test-results
step "tests (vitest: unit, integration, browser)"
set +e
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
status=$?
if [ -f console/vitest.config.ts ]; then
  step "console unit tests (vitest, jsdom)"
  npx vitest run --config console/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-console.json
  console_status=$?
  [ "$status" = 0 ] && status=$console_status
fi
set -e
summary=$(node -e '
  const fs = require("fs");
  const files = ["test-results/vitest.json", "test-results/vitest-console.json"].filter((f) => fs.existsSync(f));
  const t = { p: 0, f: 0, s: 0 };
  for (const f of files) { const r = JSON.parse(fs.readFileSync(f, "utf8")); t.p += r.numPassedTests; t.f += r.numFailedTests; t.s += r.numPendingTests; }
  const failed = [];
  for (const f of files) {
    for (const file of JSON.parse(fs.readFileSync(f, "utf8")).testResults) {
      const name = file.name.replace(process.cwd() + "/", "");
      const tests = file.assertionResults.filter((a) => a.status === "failed");
      // A file that failed to load has no failed test of its own, only its message.
      if (!tests.length && file.status === "failed") failed.push(`${name}: ${(file.message || "").split("\n")[0]}`);
      for (const a of tests) failed.push(`${name} > ${a.fullName}: ${(a.failureMessages[0] || "").split("\n")[0].slice(0, 300)}`);
    }
  }
  // Printed last, so the tail of a CI log names what failed.
  for (const line of failed) console.log("  ✗ " + line);
  console.log(`${t.p} passed, ${t.f} failed` + (t.s ? `, ${t.s} skipped` : ""));
' 2>/dev/null || echo "0 passed, 1 failed")
[ "$status" = 0 ] || { echo "$summary"; fail "tests failed"; }

if [ -f bench/run.ts ]; then
  step "benchmarks (bench/README.md)"
  node bench/run.ts --check || { echo "$summary"; fail "the benchmark failed or a figure crossed its floor (see its output and bench/README.md)"; }
fi

echo "$summary"
