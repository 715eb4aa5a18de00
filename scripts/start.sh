#!/usr/bin/env bash
# `npm start`: serves the production build (run `npm run build` first).
#   PORT      port to listen on (default 3000)
#   HOSTNAME  address to listen on, e.g. 127.0.0.1 behind a reverse proxy (default: every interface). Read from
#             the environment only: bash sets a HOSTNAME shell variable of its own, which must not count.
# NEXT_MANUAL_SIG_HANDLE hands SIGTERM/SIGINT to the app's shutdown hooks (src/lib/shutdown.ts), so the outbox
# finishes or hands back its deliveries and the database is closed before the process exits.
set -euo pipefail
cd "$(dirname "$0")/.."
args=(start -p "${PORT:-3000}")
if host="$(printenv HOSTNAME)" && [[ -n "$host" ]]; then args+=(-H "$host"); fi
export NEXT_MANUAL_SIG_HANDLE=true
exec node node_modules/next/dist/bin/next "${args[@]}"
