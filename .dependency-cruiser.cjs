/**
 * The import rules of docs/architecture.md, checked by dependency-cruiser in `pnpm lint`
 * (`depcruise apps packages scripts`). Paths are relative to the repository root. Workspace
 * packages resolve through their symlinks (`preserveSymlinks`), so `node_modules/@apex/<name>/`
 * in a resolved path means "imported by name", and a specifier that is not a key of the package's
 * `exports` cannot be resolved at all. Its tests: scripts/dependency-rules.test.mjs.
 */

/** Tests and test support: never part of a build, so they may reach further. */
const TEST =
  '(\\.(test|spec)\\.[cm]?[jt]sx?$|/__tests__/|^(apps|packages)/[^/]+/src/testing/|^apps/web/e2e/)';

const WEB = '^apps/web/src/';
/** The layers of the app, from the top; docs/architecture.md has the picture. */
const APP_WIRING = `${WEB}(entry\\.[^/]+$|root\\.tsx$|routes\\.ts$|app/|layouts/)`;
const PAGES = `${WEB}pages/`;
const FEATURES = `${WEB}features/`;
const COMPONENTS = `${WEB}components/`;
const FOUNDATION_FOLDERS = 'assets|backend|clock|config|content|hooks|hydration|routes|seo|styles';
const FOUNDATION = `${WEB}(${FOUNDATION_FOLDERS})/`;
/** The one route table: it names every page, and loads each only on demand (decision P22). */
const ROUTE_TABLE = `${WEB}routes/paths\\.ts$`;
const KNOWN_WEB_PATHS = `${WEB}(entry\\.[^/]+|root\\.tsx|routes\\.ts|vite-env\\.d\\.ts|(app|layouts|pages|features|components|testing|${FOUNDATION_FOLDERS})/)`;

const OUR_PACKAGE = '(^|/)node_modules/@apex/';
const ADAPTER = '(^|/)node_modules/@apex/(auth-memory|auth-firebase)/';
const BACKEND_SELECTOR = '^apps/web/src/backend/selectBackend\\.ts$';
/** The build step that stores the practice papers: it runs the server's paper import (Node only). */
const PRACTICE_BUILD = '^apps/web/vite/practicePapers(\\.test)?\\.ts$';
/** The framework's route config: read by the build (@react-router/dev), never shipped. */
const ROUTE_CONFIG = '^apps/web/src/routes\\.ts$';

/** Rules on shipped files (not tests, not test support). */
const shipped = (path) => ({ path, pathNot: TEST });

module.exports = {
  forbidden: [
    // ---- Packages: the arrows of the dependency rule ----
    {
      name: 'core-imports-nothing',
      comment:
        "@apex/core imports nothing but Lingui's runtime (it formats the messages, docs/adr/0070-lingui-catalogs.md) and @noble/hashes (the registration number's SHA-256, docs/adr/0105-server-decisions.md): its shipped files import only each other by relative path",
      severity: 'error',
      from: shipped('^packages/core/src/(?!credential/)'),
      to: { pathNot: '^packages/core/src/|node_modules/@lingui/core/|node_modules/@noble/hashes/' },
    },
    {
      name: 'core-credential-imports-jose-only',
      comment:
        '@apex/core/credential (issue 32) signs and checks credentials with jose, its only npm import: the rest of core never loads it (docs/adr/0097-open-badges-credentials.md)',
      severity: 'error',
      from: shipped('^packages/core/src/credential/'),
      to: {
        pathNot:
          '^packages/core/src/|node_modules/@lingui/core/|node_modules/jose/|node_modules/@noble/hashes/',
      },
    },
    {
      name: 'core-never-imports-ours-or-builtins',
      comment: 'not even the tests of @apex/core import a package of ours or a Node builtin',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: `${OUR_PACKAGE}|^(apps|packages/(?!core/))` },
    },
    {
      name: 'core-never-imports-builtins',
      comment:
        '@apex/core runs in the browser and in Node alike: no Node builtin, anywhere in it but its build scripts',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: '^packages/core/scripts/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'auth-port-imports-no-package-of-ours',
      comment: '@apex/auth-port is the contract: it depends on no package of ours',
      severity: 'error',
      from: { path: '^packages/auth-port/' },
      to: { path: OUR_PACKAGE },
    },
    {
      name: 'server-imports-core-and-valibot-only',
      comment:
        '@apex/server holds the server rules written once: it imports only @apex/core and its schema library (valibot), never an SDK, an adapter or the app',
      severity: 'error',
      from: shipped('^packages/server/src/'),
      to: {
        path: `${OUR_PACKAGE}(?!core/)|^(apps|packages/(?!(server|core)/))`,
      },
    },
    {
      name: 'server-imports-no-npm-but-valibot',
      comment:
        '@apex/server runs in the browser (its contract, the memory backend) and in Node alike: no npm package but valibot and @noble/hashes (its SHA-256 and HMAC, synchronous and without a secure context), no Node builtin',
      severity: 'error',
      from: shipped('^packages/server/src/(?!papers/)'),
      to: {
        dependencyTypes: ['npm', 'core'],
        pathNot: 'node_modules/(valibot|@noble/hashes|@apex/core)/',
      },
    },
    {
      name: 'server-papers-import-ajv-and-temml-only',
      comment:
        '@apex/server/papers (issue 40) checks an uploaded paper against its JSON Schema (ajv) and turns its TeX into MathML (temml) when it is imported: those two, valibot and @apex/core are its only npm imports, and no Node builtin (docs/adr/0133-paper-format-and-import.md)',
      severity: 'error',
      from: shipped('^packages/server/src/papers/'),
      to: {
        dependencyTypes: ['npm', 'core'],
        pathNot: 'node_modules/(valibot|@apex/core|ajv|temml)/',
      },
    },
    {
      name: 'server-papers-only-through-their-entry',
      comment:
        "the rest of @apex/server (its decisions, its browser-safe contract) never imports the papers' files, so ajv and temml load only where `@apex/server/papers` is imported; the attempts' decisions (issue 40) may import the pure files that shuffle a paper and strip its keys, and the organiser's item analysis (step 5), which import neither (the types and the scorer are @apex/core's, issue 40 step 6)",
      severity: 'error',
      from: shipped('^packages/server/src/(?!papers/)'),
      to: {
        path: '^packages/server/src/papers/',
        pathNot:
          '^packages/server/src/papers/(candidatePaper|seededShuffle|itemAnalysis|itemAnalysisReport)\\.ts$',
      },
    },
    {
      name: 'server-papers-pure-files-stay-pure',
      comment:
        "the papers' files the attempts' decisions may import (shuffle, strip the keys, the item analysis) import only each other, never the import, so ajv and temml never follow them into the browser",
      severity: 'error',
      from: shipped(
        '^packages/server/src/papers/(candidatePaper|seededShuffle|itemAnalysis|itemAnalysisReport)\\.ts$',
      ),
      to: {
        path: '^packages/server/src/papers/',
        pathNot:
          '^packages/server/src/papers/(candidatePaper|seededShuffle|itemAnalysis|itemAnalysisReport)\\.ts$',
      },
    },
    {
      name: 'adapters-import-port-core-and-server-only',
      comment:
        'an adapter imports only @apex/auth-port, @apex/core and @apex/server (the server rules the memory backend hosts; the Firebase adapter only its contract): never another adapter, never the app',
      severity: 'error',
      from: {
        path: '^packages/(auth-memory|auth-firebase)/',
        pathNot: '^packages/auth-firebase/src/conformance\\.test\\.ts$',
      },
      to: { path: `${OUR_PACKAGE}(?!(auth-port|core|server)/)` },
    },
    {
      name: 'firebase-conformance-runs-the-functions-retention-only',
      comment:
        "the Firebase conformance suite runs the functions' own retention, deletion of unconfirmed child accounts and close of overdue attempts (schedules do not run in the emulators): of apps/functions it imports those entries and nothing else",
      severity: 'error',
      from: { path: '^packages/auth-firebase/src/conformance\\.test\\.ts$' },
      to: {
        path: `${OUR_PACKAGE}(?!(auth-port|core|server)/)`,
        pathNot: 'node_modules/@apex/functions/src/(retention|accountAge|attempts)\\.ts$',
      },
    },
    {
      name: 'firebase-adapter-imports-only-the-contract',
      comment:
        'the Firebase adapter ships in the browser: of @apex/server it imports only the contract (@apex/server/contract), never the decisions the functions run',
      severity: 'error',
      from: shipped('^packages/auth-firebase/src/'),
      to: { path: `${OUR_PACKAGE}server/src/(?!contract/)` },
    },
    {
      name: 'functions-import-core-and-server-only',
      comment:
        'the server (apps/functions) takes every rule from @apex/core and @apex/server, and nothing of the web app, the port or an adapter',
      severity: 'error',
      from: { path: '^apps/functions/' },
      to: { path: `${OUR_PACKAGE}(?!(core|server)/)` },
    },
    {
      name: 'web-imports-core-port-and-adapters-only',
      comment: '@apex/web imports @apex/core and @apex/auth-port (and an adapter where allowed)',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: PRACTICE_BUILD },
      to: { path: `${OUR_PACKAGE}(?!(core|auth-port|auth-memory|auth-firebase)/)` },
    },
    {
      name: 'web-build-imports-only-the-paper-import',
      comment:
        "the build step that stores the practice papers (apps/web/vite/practicePapers.ts, issue 40 step 6) runs the server's paper import at build time: of @apex/server it names only `@apex/server/papers`, and nothing it imports ships (docs/adr/0173-practice-papers.md)",
      severity: 'error',
      from: { path: PRACTICE_BUILD },
      to: { path: `${OUR_PACKAGE}(?!(core|server/src/papers)/)` },
    },
    {
      name: 'new-package-needs-a-rule',
      comment:
        'a package without a row in docs/architecture.md imports none of ours: give it a rule here and a row there',
      severity: 'error',
      from: {
        path: '^(apps|packages)/',
        pathNot:
          '^(apps/(web|functions)|packages/(core|auth-port|auth-memory|auth-firebase|server))/',
      },
      to: { path: OUR_PACKAGE },
    },
    {
      name: 'adapter-only-in-selector',
      comment:
        'the app loads an adapter only in src/backend/selectBackend.ts (tests, test support and tooling outside src/ may import one); take the backend from useBackendHandle()',
      severity: 'error',
      from: { path: WEB, pathNot: `${BACKEND_SELECTOR}|${TEST}` },
      to: { path: ADAPTER },
    },
    {
      name: 'adapter-by-dynamic-import',
      comment:
        'the selector loads an adapter only with import() (or names its types with `import type`), so a build ships only the adapter it chose, in its own chunk',
      severity: 'error',
      from: { path: BACKEND_SELECTOR },
      to: { path: ADAPTER, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'firebase-only-in-adapter',
      comment:
        'the Firebase SDK (firebase, @firebase/*) is imported only inside packages/auth-firebase',
      severity: 'error',
      from: { pathNot: '^packages/auth-firebase/' },
      to: { path: '(^|/)node_modules/(firebase|@firebase/[^/]+)/' },
    },
    {
      name: 'exports-only',
      comment:
        'every import resolves; a package of ours is imported only through a key of its package.json `exports`, never a path into its files',
      severity: 'error',
      from: {},
      // `virtual:` modules are made by a Vite plugin of the app's build (vite/practicePapers.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:apex-' },
    },
    {
      name: 'relative-import-stays-in-its-package',
      comment: 'a relative import never leaves its package: import the other one by name',
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { path: '^(apps|packages)/', pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
    {
      name: 'declared-dependency',
      comment: "a package is imported only if the importer's package.json lists it",
      severity: 'error',
      from: {},
      // A dependency listed both as a peer and for development is typed all three ways at once.
      to: {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-peer', 'npm-optional'],
      },
    },
    {
      name: 'no-dev-dependency-in-shipped-code',
      comment:
        'shipped code imports only `dependencies`; devDependencies are for tests and tooling (the selector loads an adapter, a devDependency of the app, and is exempt; so is the route config, which the build reads)',
      severity: 'error',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: `${TEST}|${BACKEND_SELECTOR}|${ROUTE_CONFIG}|\\.d\\.ts$`,
      },
      // The conformance suite of auth-port ships vitest cases: vitest is its peer, so it is allowed.
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['npm-peer'] },
    },
    {
      name: 'no-circular',
      comment:
        'no import cycles: they make the order of evaluation, and the layers, a guess (an import() is not evaluated with its importer, so the route table loading a page that links back through it is no cycle)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'shipped-code-never-imports-tests',
      comment: 'tests and test support (src/testing/) never end up in a build',
      severity: 'error',
      from: shipped('^(apps|packages)/[^/]+/src/'),
      to: { path: TEST },
    },

    // ---- Inside the app: app wiring -> pages -> features -> components -> foundation ----
    {
      name: 'web-folder-has-a-layer',
      comment:
        'every file in apps/web/src sits in a folder with a layer; a new folder gets one in .dependency-cruiser.cjs and docs/architecture.md',
      severity: 'error',
      from: { path: WEB, pathNot: KNOWN_WEB_PATHS },
      to: {},
    },
    {
      name: 'only-app-wiring-imports-app-wiring',
      comment:
        'app/, layouts/ and the entry files compose the app: nothing below them imports them',
      severity: 'error',
      from: shipped(`${PAGES}|${FEATURES}|${COMPONENTS}|${FOUNDATION}`),
      to: { path: APP_WIRING },
    },
    {
      name: 'pages-are-composed-only-by-app-wiring',
      comment: 'features, components and the foundation never import a page',
      severity: 'error',
      from: { path: `${FEATURES}|${COMPONENTS}|${FOUNDATION}`, pathNot: TEST },
      to: { path: PAGES },
    },
    {
      name: 'route-table-imports-no-page',
      comment:
        'the route table (src/routes/paths.ts) names each route module by its file, never imports one: every link imports the table, so an import of a page would be a cycle',
      severity: 'error',
      from: { path: ROUTE_TABLE },
      to: { path: PAGES },
    },
    {
      name: 'pages-folder-holds-pages',
      comment:
        'src/pages holds routed screens only, each <Name>Page.tsx named for its route or role (and its own CSS module); anything else belongs to a feature or a component',
      severity: 'error',
      from: shipped(`${PAGES}(?![A-Z][A-Za-z]*Page(\\.module\\.css|\\.tsx)$)`),
      to: {},
    },
    {
      name: 'page-imports-no-other-page-nor-its-css',
      comment:
        'a page imports no other page and no CSS module but its own (<Name>Page.module.css); share a look through a component',
      severity: 'error',
      from: shipped(`${PAGES}([^/.]+)\\.tsx$`),
      to: { path: PAGES, pathNot: `${PAGES}$1\\.module\\.css$` },
    },
    {
      name: 'components-and-foundation-never-import-features',
      comment:
        "shared components and the foundation never import a feature: a layout passes a feature in (e.g. the header's account slot)",
      severity: 'error',
      from: shipped(`${COMPONENTS}|${FOUNDATION}`),
      to: { path: FEATURES },
    },
    {
      name: 'foundation-never-imports-components',
      comment:
        'hooks, content, config, routes, seo, backend and hydration sit under the components',
      severity: 'error',
      from: shipped(FOUNDATION),
      to: { path: COMPONENTS },
    },
    {
      name: 'components-never-touch-the-backend',
      comment: 'shared components are presentational: the backend is reached by features only',
      severity: 'error',
      from: shipped(COMPONENTS),
      to: { path: `${WEB}backend/` },
    },
    {
      name: 'feature-reaches-another-through-its-index',
      comment: "a feature reaches another feature only through that feature's index.ts",
      severity: 'error',
      from: shipped(`${FEATURES}([^/]+)/`),
      to: { path: FEATURES, pathNot: `${FEATURES}($1/|[^/]+/index\\.ts$)` },
    },
    {
      name: 'organiser-console-only-in-its-page',
      comment:
        "the organiser console (issue 29) is staff code: only its route's page imports it (the route table loads that page on demand, so no public page's chunks hold it), and only the console imports papaparse",
      severity: 'error',
      from: { path: WEB, pathNot: `${FEATURES}organiser/|${PAGES}OrganiserPage\\.tsx$|${TEST}` },
      to: { path: `${FEATURES}organiser/|node_modules/papaparse/` },
    },
    {
      name: 'feature-used-through-its-index',
      comment: 'outside a feature, it is imported only through its index.ts',
      severity: 'error',
      from: { path: WEB, pathNot: `${FEATURES}|${TEST}` },
      to: { path: FEATURES, pathNot: `${FEATURES}[^/]+/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // .react-router/: the types the framework's dev server generates (git-ignored).
    exclude: {
      path: '^(apps|packages)/[^/]+/(dist|coverage|test-results|playwright-report|\\.react-router)/',
    },
    tsPreCompilationDeps: true,
    preserveSymlinks: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
