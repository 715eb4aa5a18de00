#!/usr/bin/env bash
# Serves the production build for the E2E run and keeps its log where tests can read it.
set -euo pipefail
port="$1"
mkdir -p "$E2E_RUN_DIR"
exec node node_modules/next/dist/bin/next start -p "$port" -H 127.0.0.1 > >(tee -a "$E2E_RUN_DIR/server.log") 2>&1
