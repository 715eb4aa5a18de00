#!/usr/bin/env bash
# After `next build` and the deferred-hydration step: Next's standalone output (.next/standalone) holds server.js
# and the traced node_modules but, by design, neither public/ nor .next/static. Copy them in, so the folder runs
# on its own: `node .next/standalone/server.js` (docs/deploy.md). Runs after defer-hydration so the copies carry
# its hashed app file and rewritten pages.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${NEXT_DIST_DIR:-.next}"
out="$dist/standalone"
[ -f "$out/server.js" ] || { echo "standalone-assets: no $out/server.js (output: 'standalone' off?)" >&2; exit 1; }
rm -rf "$out/public" "$out/$dist/static"
cp -R public "$out/public"
mkdir -p "$out/$dist"
cp -R "$dist/static" "$out/$dist/static"
echo "standalone-assets: public/ and $dist/static copied into $out"
