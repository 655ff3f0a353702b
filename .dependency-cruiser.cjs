// Folio's import graph check (npm run lint:cycles, run by npm test and test/lint/cycles.test.ts):
// no production module reaches itself again through its imports, type-only imports included,
// because a type cycle is a layering cycle all the same and soon grows a value import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties its modules into one: give the shared piece a module of its own that both import.',
      from: {},
      to: { circular: true }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }
  }
}
