/**
 * Module boundaries of src/ (docs/architecture.md, "Dependencies point one way"), checked by `npm run check`
 * (`npm run lint:deps`), type imports included. ESLint's no-restricted-imports keeps the layer rules
 * (content → nothing, lib → not components/app); this file keeps the server's feature folders apart.
 */
const features = ['leads', 'admin', 'audit', 'clicks', 'editor-auth', 'rank-tracker', 'vitals']
const featurePattern = `^src/lib/(${features.join('|')})/`
const testCode = '(\\.test\\.tsx?$|/testing/)'

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
      to: {
        path: `^src/lib/(${features.join('|')})/`,
        pathNot: ['^src/lib/$1/', `^src/lib/(${features.join('|')})/index\\.ts$`],
      },
    },
    {
      name: 'features-not-in-a-circle',
      severity: 'error',
      comment:
        'Features depend on each other one way (leads → audit; admin, clicks → leads; editor-auth → admin). ' +
        'A feature importing one that already depends on it makes a circle: move the shared part to src/lib/server/.',
      from: { path: '^src/lib/audit/', pathNot: testCode },
      to: { path: '^src/lib/(leads|admin|clicks|editor-auth)/' },
    },
    {
      name: 'leads-does-not-know-its-consumers',
      severity: 'error',
      comment: 'The lead feature is used by admin and clicks; it must not import them (that would close a circle).',
      from: { path: '^src/lib/leads/', pathNot: testCode },
      to: { path: '^src/lib/(admin|clicks|editor-auth)/' },
    },
    {
      name: 'plumbing-knows-no-feature',
      severity: 'error',
      comment:
        'src/lib/server/ is shared server plumbing (HTTP helpers, client address, rate limiting, ids, secrets, WIB ' +
        'dates, CSV): it must not import a feature. Pass what it needs as an argument.',
      from: { path: '^src/lib/server/', pathNot: testCode },
      to: { path: featurePattern },
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
