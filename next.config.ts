import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { ConfigError, checkConfig } from './src/lib/config'
import { staticSecurityHeaders } from './src/lib/security/headers'

/**
 * A production build bakes SITE_URL into every page, so it refuses to run without a valid one (and with any
 * malformed setting): one message lists every problem. The server checks again at start (src/instrumentation.ts).
 */
function buildConfig(phase: string) {
  try {
    return checkConfig(process.env, phase === PHASE_PRODUCTION_BUILD ? 'build' : 'run')
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}

export default function nextConfig(phase: string): NextConfig {
  const config = buildConfig(phase)
  return {
    poweredByHeader: false,
    // src/proxy.ts removes a trailing slash itself (308, as Next would), so the redirect of a rank tracker's private
    // address can say `Cache-Control: private, no-store` like the page.
    skipTrailingSlashRedirect: true,
    // Each E2E worker tree builds into its own folder so parallel builds never collide.
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // A self-contained server in .next/standalone (server.js + the traced node_modules), for deploys that copy one
    // folder (docs/deploy.md); scripts/standalone-assets.sh adds public/ and the static files. `npm start` keeps
    // serving from the checkout.
    output: 'standalone',
    experimental: {
      // Tailwind's CSS is small; inlining it removes the render-blocking request (better LCP on mobile).
      inlineCss: true,
      // forbidden() answers 403 with app/admin/forbidden.tsx when a staff member opens an admin-only page.
      authInterrupts: true,
      // Turbopack keeps its compile in .next/cache for a later build: 174 MB and 20-25 CPU-seconds to write, a
      // rebuild then saves about 15 % (docs/performance.md). The test command builds once per run, so it turns the
      // cache off (BUILD_WITHOUT_CACHE=1); other builds keep Next's default.
      turbopackFileSystemCacheForBuild: process.env.BUILD_WITHOUT_CACHE !== '1',
    },
    serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer'],
    // `npm run build` type-checks the whole project with TypeScript 7 first (`typecheck:build`: `next typegen`, then
    // `npm run typecheck`; the test command does it before it starts the build) and sets BUILD_TYPECHECKED=1, so
    // Next's own pass with TypeScript 5.9 never gives a second, possibly different verdict. A bare `next build`
    // still checks.
    typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
    async headers() {
      // Every response (pages, files, API). The Content-Security-Policy is per response: see src/proxy.ts.
      return [{ source: '/:path*', headers: staticSecurityHeaders({ https: config.SITE_URL?.startsWith('https:') }) }]
    },
  }
}
