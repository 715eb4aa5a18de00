#!/usr/bin/env bash
# One command from a fresh clone to the site at http://localhost:3000 (SQLite under data/ by default).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
# A production build needs the public address (src/lib/config). Here it is this machine, unless the environment
# or a .env file names one.
if [[ -z "${SITE_URL:-}" ]] && ! grep -qs '^SITE_URL=.' .env .env.local .env.production .env.production.local; then
  export SITE_URL="http://localhost:${PORT:-3000}"
fi
npm run build
exec npm start
