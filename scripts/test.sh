#!/usr/bin/env bash
# The whole test suite, from a fresh clone: dependencies, static checks, unit and integration tests
# (real SQLite, PostgreSQL and SMTP), the production build, then end-to-end and accessibility tests
# in Debian's Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Everything the suite starts talks to loopback only: audits never resolve a name (src/lib/audit/net/connector.ts).
export AUDIT_DNS=off
start=$(date +%s)
step() { echo; echo "== $1 ($(( $(date +%s) - start ))s)"; }

step "dependencies"
bash scripts/ensure-system.sh
bash scripts/ensure-deps.sh

step "static checks (format, lint, types)"
npm run check
step "unit and integration tests"
rm -rf test-results
npm run test:unit -- --reporter=default --reporter=json --outputFile=test-results/unit.json
step "production build"
npm run build
step "end-to-end tests"
npm run test:e2e

step "summary"
node scripts/test-summary.mjs
