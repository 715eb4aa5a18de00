#!/usr/bin/env bash
# Serves the production build for the E2E run, with a fresh run directory (database, log) that
# tests read. Playwright starts this before any test.
set -euo pipefail
port="$1"
rm -rf "$E2E_RUN_DIR"
mkdir -p "$E2E_RUN_DIR"
# Shutdown as in `npm start` (app hooks close the database); no minimum fill time unless a test asks for one, so
# browser tests need no waiting (the spam trap itself is covered by the backend tests).
export NEXT_MANUAL_SIG_HANDLE=true
export LEADS_MIN_FILL_MS="${LEADS_MIN_FILL_MS:-0}"
# The address the build was made for (scripts/test.sh); pages rendered per request use it too.
export SITE_URL="${SITE_URL:-http://localhost:3000}"
exec node node_modules/next/dist/bin/next start -p "$port" -H 127.0.0.1 > >(tee -a "$E2E_RUN_DIR/server.log") 2>&1
