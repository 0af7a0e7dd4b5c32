/** The import rules tests/unit/import-boundaries.test.ts holds the code to. */
module.exports = {
  forbidden: [
    { name: 'server-not-site', severity: 'error', from: { path: '^server/' }, to: { path: '^src/' } },
    { name: 'site-not-server', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    { name: 'contract-stands-alone', severity: 'error', from: { path: '^contract/' }, to: { path: '^(src|server)/' } },
    // The demo data is loaded into an empty database only (no runtime code imports seed code):
    // start-api.ts imports it on demand, when it seeds, and nothing else outside server/seed/ does.
    {
      name: 'runtime-not-seed',
      severity: 'error',
      from: { path: '^(contract|src|server)/', pathNot: '^server/(seed/|start-api\\.ts$)' },
      to: { path: '^server/seed/' },
    },
    {
      name: 'seed-loaded-on-demand',
      severity: 'error',
      from: { path: '^server/start-api\\.ts$' },
      to: { path: '^server/seed/', dependencyTypesNot: ['dynamic-import'] },
    },
    // Build-time code (Vite plugins, HTML post-processing) runs in astro.config.mjs and scripts/ only.
    { name: 'build-code-apart', severity: 'error', from: { path: '^(contract|src|server)/' }, to: { path: '^build/' } },
    // What buyers call never reaches into the staff side; what both use lives in a folder of its own
    // (server/payments/, server/pricing/, server/mail/…).
    {
      name: 'buyer-side-not-staff-side',
      severity: 'error',
      from: { path: '^server/(shop|accounts)/' },
      to: { path: '^server/(back-office|editor)/' },
    },
    { name: 'no-circles', severity: 'error', from: { path: '^(build|contract|src|server)/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
