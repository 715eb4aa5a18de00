#!/usr/bin/env bash
# One command from a fresh clone to the site at http://localhost:3000 (SQLite under data/ by default).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
npm run build
exec npm start
