#!/usr/bin/env bash
# Installs npm dependencies from the lockfile when node_modules is missing or older than the lockfile.
#
# Why `npm install --no-save` and not `npm ci`: this machine's registry mirror lacks the
# other-platform builds of some optional packages (darwin/win32 swc, rollup, tailwind oxide),
# so npm cannot record them in package-lock.json and `npm ci` then refuses the lockfile as
# "out of sync". `npm install` installs exactly the locked versions for this platform and,
# with --no-save, never rewrites package.json or the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-save --no-audit --no-fund
fi
