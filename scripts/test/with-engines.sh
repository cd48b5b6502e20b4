#!/usr/bin/env bash
# Runs one engine-backed test project alone (npm run test:integration, test:e2e, test:browser):
# the set-up first (dependencies, .env, the Temporal CLI, Postgres and Redis up), then the command.
set -euo pipefail
command=("$@")
# setup.sh reads the positional parameters as its own options.
set --
# shellcheck source=../setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/../setup.sh"
exec npx "${command[@]}"
