#!/usr/bin/env bash
# Installs npm dependencies exactly as locked (`npm ci`) when node_modules is missing or was installed from another
# package-lock.json; otherwise returns at once. The lockfile's hash is kept in node_modules after each install, so
# a pull that changes the lockfile (or a half-finished install) is noticed, and an unchanged one costs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.sha256
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
echo "Installing npm dependencies from package-lock.json (npm ci)..."
npm ci --no-audit --no-fund
echo "$want" > "$stamp"
