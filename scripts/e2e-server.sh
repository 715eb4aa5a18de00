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
# The loopback peers the rank tracker talks to (scripts/e2e-peers.ts): a fake Serper (SERP_API_BASE_URL) and an SMTP
# peer (SMTP_URL) whose mails tests read from $E2E_RUN_DIR/mail. Started first, so no check or mail waits for a retry.
if [ -n "${E2E_SERP_PORT:-}" ]; then
  node node_modules/tsx/dist/cli.mjs scripts/e2e-peers.ts "$E2E_SERP_PORT" "$E2E_SMTP_PORT" "$E2E_RUN_DIR" \
    > "$E2E_RUN_DIR/peers.log" 2>&1 &
  peers=$!
  trap 'kill "$peers" 2>/dev/null || true' EXIT
  for _ in $(seq 1 100); do
    grep -q '^e2e peers:' "$E2E_RUN_DIR/peers.log" 2>/dev/null && break
    kill -0 "$peers" 2>/dev/null || { cat "$E2E_RUN_DIR/peers.log"; exit 1; }
    sleep 0.2
  done
  node node_modules/next/dist/bin/next start -p "$port" -H 127.0.0.1 > >(tee -a "$E2E_RUN_DIR/server.log") 2>&1
else
  exec node node_modules/next/dist/bin/next start -p "$port" -H 127.0.0.1 > >(tee -a "$E2E_RUN_DIR/server.log") 2>&1
fi
