/**
 * Module boundaries of src/ (docs/architecture.md, "Dependencies point one way"), checked by `npm run check`
 * (`npm run lint:deps`), type imports included. ESLint's no-restricted-imports keeps the layer rules
 * (content → nothing, lib → not components/app); this file keeps the server's feature folders apart.
 */
const testCode = '(\\.test\\.tsx?$|/testing/)'

/*
 * Features depend on each other one way, in this order: a feature may use only features of an earlier rank (through
 * their index.ts), never one of its own rank or a later one, so no two features can ever import each other in a
 * circle, however indirectly. A new feature gets the rank after what it needs (after leads if it stores leads).
 */
const featureRanks = [['audit'], ['leads'], ['clicks', 'vitals', 'rank-tracker'], ['admin'], ['editor-auth']]
const features = featureRanks.flat()
const featurePattern = `^src/lib/(${features.join('|')})/`

const featureOrderRules = featureRanks.flatMap((rank, index) =>
  rank.map((feature) => {
    const later = featureRanks
      .slice(index)
      .flat()
      .filter((other) => other !== feature)
    const earlier = featureRanks.slice(0, index).flat()
    return {
      name: `feature-order-${feature}`,
      severity: 'error',
      comment:
        `src/lib/${feature}/ may use ${earlier.length ? earlier.join(', ') : 'no other feature'} (through index.ts), ` +
        `never ${later.join(', ')}: features depend on each other one way (featureRanks in .dependency-cruiser.cjs), ` +
        'so they cannot import each other in a circle. Move what both need to src/lib/server/.',
      from: { path: `^src/lib/${feature}/`, pathNot: testCode },
      to: { path: `^src/lib/(${later.join('|')})/` },
    }
  }),
)

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files in src/ must not import each other in a circle (type imports too): move the shared type or helper ' +
        'into a module both can import, or into the folder that owns it.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'feature-through-entry',
      severity: 'error',
      comment:
        'A feature (src/lib/<feature>/) may use another feature only through its public entry, ' +
        "src/lib/<feature>/index.ts ('@/lib/<feature>'). Add what you need to that entry, or move it to " +
        'src/lib/server/ if it is plumbing that knows no feature.',
      from: { path: featurePattern, pathNot: testCode },
      to: { path: featurePattern, pathNot: ['^src/lib/$1/', `^src/lib/(${features.join('|')})/index\\.ts$`] },
    },
    ...featureOrderRules,
    {
      name: 'plumbing-knows-no-feature',
      severity: 'error',
      comment:
        'src/lib/server/ is shared server plumbing (HTTP helpers, client address, rate limiting, ids, secrets, WIB ' +
        'dates, CSV): it must not import a feature. Pass what it needs as an argument.',
      from: { path: '^src/lib/server/', pathNot: testCode },
      to: { path: `${featurePattern}|^src/lib/runtime/|^src/cli/` },
    },
    {
      name: 'db-knows-no-feature',
      severity: 'error',
      comment:
        'src/lib/db/ (connection, migrations, table types) must not import a feature: table types live in db/types.ts.',
      from: { path: '^src/lib/db/', pathNot: testCode },
      to: { path: `${featurePattern}|^src/lib/(runtime|server)/|^src/cli/` },
    },
    {
      name: 'only-composers-use-runtime-and-cli',
      severity: 'error',
      comment:
        'src/lib/runtime/ (what a server process starts) and src/cli/ (the leads command) compose features; ' +
        'features must not import them.',
      from: { path: featurePattern, pathNot: testCode },
      to: { path: '^src/(lib/runtime|cli)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
