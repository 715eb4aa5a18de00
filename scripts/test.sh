#!/usr/bin/env bash
# The whole test suite, from a fresh clone: dependencies, static checks, unit and integration tests
# (real SQLite, PostgreSQL and SMTP), the production build, tests of the build's output (prerendered pages read
# with parse5), then end-to-end and accessibility tests in Debian's Chromium against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Everything the suite starts talks to loopback only: audits never resolve a name (src/lib/audit/net/connector.ts).
export AUDIT_DNS=off
# The suite's one build, its output tests and the browser tests also read test fixtures laid over content/: a ninth
# city page and a changed price that exist only in tests/fixtures (src/content/schema/files.ts). The unit tests read
# the repository's content alone.
content_overlay="$PWD/tests/fixtures"
# The build and the browser tests need a public address; tests compare canonical URLs with it.
export SITE_URL="${SITE_URL:-http://localhost:3000}"
start=$(date +%s)
# The tests' throwaway files (SQLite databases, PostgreSQL clusters, the E2E server's run folder, the browser's
# profiles, bundles) go to memory when /dev/shm has room: on a disk, every SQLite commit of a test database is an
# fsync (synchronous = FULL, as in production) and every deleted folder a discard, which cost the unit tests alone
# 22 s and 29 CPU-seconds of 186 s (docs/performance.md). A process killed by a test loses nothing either way: the
# page cache outlives it; what an fsync protects against, a power cut, no test here can cause. Mode 1777 as /tmp:
# PostgreSQL's clusters run as the `postgres` user inside it. SUITE_TMPDIR=off keeps the system's temporary folder.
if [ "${SUITE_TMPDIR:-}" != off ] && [ -d /dev/shm ] && [ -w /dev/shm ] &&
  [ "$(df --output=avail -k /dev/shm 2>/dev/null | tail -1 | tr -d ' ')" -gt 2097152 ] 2>/dev/null; then
  suite_tmp="$(mktemp -d /dev/shm/seo-site-tests.XXXXXX)"
  chmod 1777 "$suite_tmp"
  export TMPDIR="$suite_tmp"
  # The tests' PostgreSQL clusters are copies of the run's first one (src/lib/db/testing/postgres-server.ts).
  export PG_TEMPLATE_DIR="$suite_tmp/pg-templates"
  trap 'rm -rf "$suite_tmp"' EXIT
  echo "temporary files: $TMPDIR (memory)"
fi
# Busy CPU-seconds of the whole machine (both cores) from /proc/stat: what a phase cost, whatever ran beside it.
cpu_seconds() { awk '/^cpu / { printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat; }
phase_name=""
phase_start=0
phase_cpu=0
phases=()
step() {
  if [ -n "$phase_name" ]; then
    phases+=("$phase_name: $(($(date +%s) - phase_start)) s, $(($(cpu_seconds) - phase_cpu)) CPU-s")
  fi
  phase_name="$1"
  phase_start=$(date +%s)
  phase_cpu=$(cpu_seconds)
  echo; echo "== $1 ($((phase_start - start))s)"
}

step "dependencies"
# On a machine's first run apt installs Chromium, PostgreSQL, Java and nginx (about 40 s here) while npm ci unpacks
# the npm packages (later fresh clones link this machine's kept install instead, ensure-deps.sh): neither needs the
# other, and nothing runs before both are done.
system_log="$(mktemp)"
bash scripts/ensure-system.sh > "$system_log" 2>&1 &
system_pid=$!
deps_status=0
bash scripts/ensure-deps.sh --without-native || deps_status=$?
system_status=0
wait "$system_pid" || system_status=$?
cat "$system_log"
rm -f "$system_log"
if [ "$deps_status" -ne 0 ] || [ "$system_status" -ne 0 ]; then
  echo "system packages exit $system_status, npm dependencies exit $deps_status"
  exit 1
fi

# better-sqlite3's native module comes first (ensure-deps.sh --native: taken from this machine's cache, or compiled,
# 2-3 minutes of one core on a machine's first run) beside the type check, which runs on the route types
# `next typegen` writes to .next/types before the build rewrites them. The other checks (format, lint, module
# boundaries, unused code) read only sources and start next. Once the native module is in place, the unit and
# integration tests (which open databases) and the production build (which copies the module into the standalone
# server) start; the tests spend most of their time waiting on PostgreSQL, servers and timers, so the build shares
# the cores with them. Output of the background jobs is shown when all are done; the source checks' when the browser
# tests are (below).
step "unit and integration tests beside the static checks and the production build"
rm -rf test-results
mkdir -p test-results
bash scripts/ensure-deps.sh --native > test-results/native.log 2>&1 &
native_pid=$!
check_status=0
# With the generated route types checked here, the build need not type-check again (BUILD_TYPECHECKED).
{ npx next typegen && npm run typecheck; } > test-results/check.log 2>&1 || check_status=$?
sources_status=0
# At a lower priority: nothing waits for these checks until the end, while the unit tests and the build wait for
# better-sqlite3's compile, which otherwise shared the cores with them and the type check (3.6 minutes, not 1).
# They are awaited only after the browser tests: when the unit tests and the build were done, ESLint alone used to
# keep one core busy for about a minute while the other idled; beside the browser tests it fills their gaps.
nice -n 10 npm run check:sources > test-results/check-sources.log 2>&1 &
sources_pid=$!
sources_reported=false
report_sources() {
  [ "$sources_reported" = true ] && return 0
  sources_reported=true
  wait "$sources_pid" || sources_status=$?
  echo; echo "-- source checks: format, lint, module boundaries, unused code (exit $sources_status)"
  cat test-results/check-sources.log
}
native_status=0
wait "$native_pid" || native_status=$?
unit_status=skipped
build_status=skipped
if [ "$native_status" -eq 0 ]; then
  unit_status=0
  npm run test:unit -- --reporter=default --reporter=json --outputFile=test-results/unit.json \
    > test-results/unit.log 2>&1 &
  unit_pid=$!
  if [ "$check_status" -eq 0 ]; then
    build_status=0
    # With a SERP provider, as the E2E server runs (playwright.config.ts): the rank tracker's page is prerendered
    # with its sign-up form. Only the build gets it; the unit tests choose their own settings. Turbopack's cache for
    # a later build costs more to write than it saves (BUILD_WITHOUT_CACHE, next.config.ts).
    CONTENT_OVERLAY="$content_overlay" BUILD_TYPECHECKED=1 BUILD_WITHOUT_CACHE=1 SERP_PROVIDER=serper \
      SERP_API_KEY=fake-key npm run build \
      > test-results/build-step.log 2>&1 ||
      build_status=$?
  fi
fi
if [ "$native_status" -ne 0 ]; then
  echo "-- better-sqlite3 (exit $native_status)"
  cat test-results/native.log
fi
echo "-- type check (exit $check_status)"
cat test-results/check.log
if [ "$build_status" != skipped ]; then
  echo "-- production build (exit $build_status)"
  cat test-results/build-step.log
fi
if [ "$unit_status" != skipped ]; then
  wait "$unit_pid" || unit_status=$?
  echo; echo "-- unit and integration tests (exit $unit_status)"
  cat test-results/unit.log
fi
if [ "$check_status" -ne 0 ] || [ "$unit_status" != 0 ] || [ "$build_status" != 0 ]; then
  report_sources
  echo "type check exit $check_status, source checks exit $sources_status, unit tests exit $unit_status, build exit $build_status"
  exit 1
fi

# The build-output tests only read files (one fork): they run beside the browser tests. Both read the content the
# build was made from, fixtures included.
export CONTENT_OVERLAY="$content_overlay"
step "end-to-end tests beside the build-output tests (and the source checks, if still running)"
npx vitest run --config tests/build/vitest.config.ts --reporter=default --reporter=json \
  --outputFile=test-results/build.json > test-results/build.log 2>&1 &
build_tests_pid=$!
e2e_status=0
npm run test:e2e || e2e_status=$?
# The rank tracker's browser tests once more with the server on PostgreSQL (a throwaway cluster on loopback).
npm run test:e2e:postgres || e2e_status=$?
build_tests_status=0
wait "$build_tests_pid" || build_tests_status=$?
echo; echo "-- build-output tests (exit $build_tests_status)"
cat test-results/build.log
report_sources

step "summary"
phases+=("whole suite: $(($(date +%s) - start)) s")
printf '%s\n' "${phases[@]}" > test-results/phases.txt
summary_status=0
node scripts/test-summary.mjs || summary_status=$?
if [ "$e2e_status" -ne 0 ] || [ "$build_tests_status" -ne 0 ] || [ "$sources_status" -ne 0 ] ||
  [ "$summary_status" -ne 0 ]; then
  echo "end-to-end exit $e2e_status, build-output tests exit $build_tests_status, source checks exit $sources_status," \
    "summary exit $summary_status"
  exit 1
fi
