#!/usr/bin/env bash
# After `next build` and the deferred-hydration step: Next's standalone output (.next/standalone) holds server.js
# and the traced node_modules but, by design, neither public/ nor .next/static (nor content/). Copy them in, so the folder runs
# on its own: `node .next/standalone/server.js` (docs/deploy.md). Runs after defer-hydration so the copies carry
# its hashed app file and rewritten pages.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${NEXT_DIST_DIR:-.next}"
out="$dist/standalone"
[ -f "$out/server.js" ] || { echo "standalone-assets: no $out/server.js (output: 'standalone' off?)" >&2; exit 1; }
rm -rf "$out/public" "$out/content" "$out/$dist/static"
cp -R public "$out/public"
# The content records the server reads at run time (the route registry behind the 404 log and the pages rendered
# per request), as the build read them.
cp -R content "$out/content"
mkdir -p "$out/$dist"
cp -R "$dist/static" "$out/$dist/static"
echo "standalone-assets: public/, content/ and $dist/static copied into $out"
