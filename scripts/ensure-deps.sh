#!/usr/bin/env bash
# Installs npm dependencies exactly as locked (`npm ci`) when node_modules is missing or was installed from another
# package-lock.json; otherwise returns at once. The lockfile's hash is kept in node_modules after each install, so
# a pull that changes the lockfile (or a half-finished install) is noticed, and an unchanged one costs nothing.
#
#   bash scripts/ensure-deps.sh                   everything, ready to use
#   bash scripts/ensure-deps.sh --without-native  everything but better-sqlite3's compile (no prebuilt binary can
#                                                 be downloaded here: node-gyp builds SQLite, about 50 s of one
#                                                 core), for the test command, which builds it beside the type
#                                                 check and the production build (neither loads it) ...
#   bash scripts/ensure-deps.sh --native          ... and then with this, before anything opens a database.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.sha256
pending=node_modules/.native-build-pending
want="$(sha256sum package-lock.json | cut -d' ' -f1)"

build_native() {
  npm rebuild better-sqlite3
  rm -f "$pending"
  echo "$want" > "$stamp"
}

case "${1:-}" in
  --native)
    if [ -f "$pending" ]; then build_native; fi
    exit 0
    ;;
esac
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
if [ -f "$pending" ] && [ "${1:-}" = --without-native ]; then exit 0; fi
echo "Installing npm dependencies from package-lock.json (npm ci)..."
# Install scripts run as package.json's allowScripts says (esbuild, better-sqlite3); better-sqlite3's may wait.
npm ci --no-audit --no-fund --ignore-scripts
npm rebuild esbuild
touch "$pending"
if [ "${1:-}" != --without-native ]; then build_native; fi
