// Layer rules for `npm run lint` (dependency-cruiser). Layers, lowest first: src/lib (pure helpers)
// <- src/i18n, src/forms, src/cms <- src/server (API, no UI) | src/components, src/layouts,
// src/pages (UI). Test doubles live in test/support, never imported by production code.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other cannot be read, tested or moved alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'lib-is-a-leaf',
      comment: 'src/lib holds pure helpers: it imports nothing from another layer of src.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'i18n-on-lib-only',
      comment: 'Languages and UI strings sit just above src/lib.',
      severity: 'error',
      from: { path: '^src/i18n/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/', pathNot: '^src/(lib|i18n)/' },
    },
    {
      name: 'shared-core-has-no-ui',
      comment:
        'src/forms (schemas and the signed client) and src/cms (content schemas and sources) are shared by the UI and the server: they import neither.',
      severity: 'error',
      from: { path: '^src/(forms|cms)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(components|pages|layouts|browser|server)/' },
    },
    {
      name: 'config-below-its-readers',
      comment:
        'src/config (the environment, one zod section per concern) is read by the server, the build and the CLI: it imports only pure helpers, languages and form definitions.',
      severity: 'error',
      from: { path: '^src/config/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/', pathNot: '^src/(lib|i18n|forms|config)/' },
    },
    {
      name: 'server-has-no-ui',
      comment: 'The API runs without Astro or the UI: nothing from components, pages, layouts or Astro.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: ['^src/(components|pages|layouts|browser)/', '^astro($|/|:)', '^node_modules/astro/'] },
    },
    {
      name: 'server-imports-no-astro-modules',
      comment: 'astro:* virtual modules exist only inside an Astro build.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { dependencyTypes: ['core', 'unknown', 'undetermined'], path: '^astro:' },
    },
    {
      name: 'components-do-not-reach-the-server',
      comment: 'The UI talks to the API over HTTP, never by importing server modules.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-test-support-in-src',
      comment:
        'Test doubles and end-to-end helpers are for tests only. The two test helpers still in src/server (api/test-helpers.ts, booking/test-booking-api.ts) move to test/support with the Fastify rewrite of the API; drop them from pathNot then.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['\\.test\\.tsx?$', '^src/server/(api/test-helpers|booking/test-booking-api)\\.ts$'],
      },
      to: { path: '^(test|e2e)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.astro|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
