/** The import rules tests/unit/import-boundaries.test.ts holds the code to. */
module.exports = {
  forbidden: [
    { name: 'server-not-site', severity: 'error', from: { path: '^server/' }, to: { path: '^src/' } },
    { name: 'site-not-server', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    { name: 'contract-stands-alone', severity: 'error', from: { path: '^contract/' }, to: { path: '^(src|server)/' } },
    { name: 'no-circles', severity: 'error', from: { path: '^(contract|src|server)/' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
