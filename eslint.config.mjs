import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/*
 * Dependencies point one way (docs/architecture.md):
 *   app → components → lib → content, and pdf, scripts → lib → content
 *   content/  data: imports only content/ and npm packages
 *   lib/      imports only lib/, the site config (@/content/site), the business figures (@/content/figures) and
 *             the registry of click call-to-action ids (@/content/click-targets, which the click endpoint accepts);
 *             page records reach lib only as arguments
 *   src/app/  nothing else under src/ imports from it
 * Tests are exempt: they check one layer against another on purpose.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx', 'src/lib/testing/**', 'src/lib/leads/testing/**']

const contentRule = {
  regex: '^@/(?!content(/|$))',
  message: 'content/ is data: it imports only content/ and npm packages. Move the type or helper into content/.',
}
const libRule = {
  regex: '^@/(?!lib/|content/site$|content/figures$|content/click-targets$|content/rank-locations$)',
  message:
    'lib/ may import lib/, @/content/site, @/content/figures, @/content/click-targets and @/content/rank-locations only; pass page records in as arguments instead.',
}
const appRule = {
  regex: '^@/app(/|$)',
  message: 'Nothing outside src/app imports from it: move the code to components/ or lib/.',
}

/** Relative imports that climb out of a layer folder, for files `depth` folders below it. */
function leavingLayer(depth, message) {
  return { regex: `^(\\.\\./){${depth + 1}}`, message: `${message} (use the @/ alias inside the layer)` }
}

/** One config per folder depth, since a relative import escapes after as many ../ as the file is deep. */
function layerRule(layer, rule, depths = 4) {
  return Array.from({ length: depths }, (_, depth) => ({
    files: [`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns: [rule, leavingLayer(depth, rule.message)] }] },
  }))
}

const nextLink = {
  name: 'next/link',
  message:
    'Public pages use plain <a> links (SiteLink, ButtonLink): full page loads, nothing prefetched after hydration, and aria-current and menus always right.',
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'public/**',
      'bench-results/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    // The navigation decision above: plain anchors are the intended links, not a missed <Link>.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/content/**', 'src/lib/**', 'src/components/**', ...tests],
    rules: { 'no-restricted-imports': ['error', { patterns: [appRule] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/app/(site)/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLink], patterns: [appRule, { regex: '^(\\.\\./)+app(/|$)', message: appRule.message }] },
      ],
    },
  },
  ...layerRule('content', contentRule),
  ...layerRule('lib', libRule),
]

export default config
