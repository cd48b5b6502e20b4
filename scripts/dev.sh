#!/usr/bin/env bash
# The README's first command: set everything up, then run the whole product in sandbox mode.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/setup.sh
source scripts/setup.sh --seed
if [ -f console/vite.config.ts ]; then
  if [ ! -f console/dist/index.html ] || [ -n "$(find console/src console/index.html console/vite.config.ts -newer console/dist/index.html -print -quit 2>/dev/null)" ]; then
    printf '\033[1;34m▸\033[0m %s\n' "building the console"
    NODE_ENV=production npx vite build --config console/vite.config.ts --logLevel warn
  fi
fi
exec node scripts/dev-procs.ts
