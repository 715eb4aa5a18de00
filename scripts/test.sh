#!/usr/bin/env bash
# The whole test suite, from a fresh clone: dependencies, static checks, unit and integration tests
# (real SQLite, PostgreSQL and SMTP), the production build, then end-to-end and accessibility tests
# in Debian's Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Everything the suite starts talks to loopback only: audits never resolve a name (src/lib/audit/net/connector.ts).
export AUDIT_DNS=off
# The build and the browser tests need a public address; tests compare canonical URLs with it.
export SITE_URL="${SITE_URL:-http://localhost:3000}"
start=$(date +%s)
step() { echo; echo "== $1 ($(( $(date +%s) - start ))s)"; }

step "dependencies"
bash scripts/ensure-system.sh
bash scripts/ensure-deps.sh

# The static checks (one core, about a minute) run beside the unit and integration tests, which spend most of
# their time waiting on PostgreSQL, servers and timers; the checks' output is shown when both are done.
step "static checks (format, lint, types) beside unit and integration tests"
rm -rf test-results
mkdir -p test-results
npm run check > test-results/check.log 2>&1 &
check_pid=$!
unit_status=0
npm run test:unit -- --reporter=default --reporter=json --outputFile=test-results/unit.json || unit_status=$?
check_status=0
wait "$check_pid" || check_status=$?
echo; echo "-- static checks"; cat test-results/check.log
if [ "$check_status" -ne 0 ] || [ "$unit_status" -ne 0 ]; then
  echo "static checks exit $check_status, unit tests exit $unit_status"
  exit 1
fi
step "production build"
npm run build
step "end-to-end tests"
npm run test:e2e

step "summary"
node scripts/test-summary.mjs
