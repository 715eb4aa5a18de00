import type { NextConfig } from 'next'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Each E2E worker tree builds into its own folder so parallel builds never collide.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server in .next/standalone (server.js + the traced node_modules), for deploys that copy one
  // folder (docs/deploy.md); scripts/standalone-assets.sh adds public/ and the static files. `npm start` keeps
  // serving from the checkout.
  output: 'standalone',
  experimental: {
    // Tailwind's CSS is small; inlining it removes the render-blocking request (better LCP on mobile).
    inlineCss: true,
  },
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'nodemailer'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
