// Flat ESLint config. The architecture is carried by the boundary rules below (STYLE.md §1–4 and
// docs/architecture.md, "Lint"); scripts/eslint/plugin.js holds the repository's own rules, and
// scripts/eslint/config.test.mjs proves that each boundary fails a deliberate violation.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import playwright from 'eslint-plugin-playwright';
import playhub from './scripts/eslint/plugin.js';
import verticals from './shared/verticals.json' with { type: 'json' };

const remotes = verticals.map((v) => v.package);

const deepSharedImport = {
  group: [
    '@playhub/shared/src/*',
    '@playhub/shared/*/*',
    '**/shared/src/**',
    '@playhub/kit/src/*',
    '@playhub/kit/*/*',
    '**/kit/src/**',
  ],
  message:
    'Import @playhub/shared and @playhub/kit only through their subpath exports (e.g. @playhub/shared/api).',
};

const routerImport = {
  name: 'react-router-dom',
  message: 'Import routing from @playhub/shared/router: one tree-shaken, shared router for the page.',
};

// Libraries with page-wide state that are not federation shared modules: the one copy of each lives in
// the @playhub/shared subpath that wraps it (a second copy in an app would have its own state).
const wrappedLibraries = [
  ['i18next', '@playhub/shared/i18n'],
  ['react-i18next', '@playhub/shared/i18n'],
  ['@tanstack/react-query', '@playhub/shared/query'],
].map(([name, through]) => ({
  name,
  message: `Import it through ${through}: its one copy on the page lives there.`,
}));

// Classic zod in a browser bundle is the whole library (zod is not a shared module: each app bundles
// what it imports); zod/mini is tree-shaken to the functions a file calls.
const classicZodImports = ['zod', 'zod/v4'].map((name) => ({
  name,
  message:
    "Browser code validates with zod/mini (import * as z from 'zod/mini'): classic zod is not tree-shaken.",
}));

const publicEntryImport = {
  group: ['**/remote', '**/remote.tsx'],
  message: 'src/remote.tsx is the public entry; nothing inside the remote imports it.',
};

/** The boundary rule: the same restrictions for `import`, `export … from`, `import()` and `require()`. */
const boundaries = (patterns, paths = [routerImport, ...wrappedLibraries, ...classicZodImports]) => ({
  'playhub/boundaries': ['error', { paths, patterns }],
});

/** A remote never imports the host or another remote, and uses shared only through its exports. */
function remoteRules(self) {
  const others = remotes.filter((r) => r !== self);
  const patterns = [
    deepSharedImport,
    {
      group: ['@playhub/host', '@playhub/host/*', '**/host/src/**'],
      message: 'A remote never imports the host: talk through @playhub/shared (stores, bus).',
    },
    {
      group: [...others.flatMap((o) => [`@playhub/${o}`, `@playhub/${o}/*`, `**/${o}/**`])],
      message: 'Remotes never import each other: use the bus or stores of @playhub/shared.',
    },
  ];
  return [
    { files: [`${self}/src/**/*.{ts,tsx}`], rules: boundaries([...patterns, publicEntryImport]) },
    // Its standalone bootstrap and its tests may import the public entry (to mount it), nothing more.
    { files: [`${self}/src/bootstrap.tsx`, `${self}/src/**/*.test.{ts,tsx}`], rules: boundaries(patterns) },
  ];
}

const sharedLayer = {
  group: ['@playhub/host', '@playhub/mf-*', '**/host/**', '**/mf-*/**', '@playhub/kit', '@playhub/kit/*'],
  message: '@playhub/shared is the bottom layer: it never depends on the kit, the host or a remote.',
};

/**
 * The files linted with type information. scripts/typecheck-lint.mjs (npm test) gives them the
 * programs its `tsc -b` built instead of the project service.
 */
export const typeAwareFiles = [
  '{host,shared,kit,mf-*}/src/**/*.{ts,tsx}',
  'api/{src,test}/**/*.{ts,tsx}',
  'e2e/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/*-tmp.*',
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, playhub },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // The build preset's compile tests are plain CommonJS run by Jest.
  { files: ['build-preset/test/**/*.cjs'], languageOptions: { globals: globals.jest } },
  // Type-aware: a promise nobody awaits or catches fails silently (a failed chunk left the player on
  // "Loading…"). node:test's describe/test return promises the runner itself awaits.
  {
    files: typeAwareFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after'],
            },
          ],
        },
      ],
    },
  },
  // The Playwright suites and their page objects: web-first assertions, no sleeps (page.clock or a
  // wait on the state that matters instead) and no branching inside a test (issue 18).
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/tests/**', 'e2e/tests-composition/**', 'e2e/pages/**'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // A test may skip itself for a project or viewport it does not apply to (`test.skip(isMobile,
      // 'why')`); a skip without a condition still fails the lint.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
      // The suites' own assertion helpers (expectNoSeriousViolations, expectNoSidewaysOverflow, the
      // page objects' expect…, the axe scans) count as assertions.
      'playwright/expect-expect': [
        'warn',
        { assertFunctionNames: ['scanPath', 'scanDialog'], assertFunctionPatterns: ['^expect[A-Z]'] },
      ],
    },
  },
  // Command-line scripts and benchmarks print their results.
  {
    files: ['scripts/**', 'e2e/bench/**', 'api/bench/**', 'api/src/cli/**', 'e2e/support/**'],
    rules: { 'no-console': 'off' },
  },
  ...remotes.flatMap(remoteRules),
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: boundaries([
      deepSharedImport,
      {
        group: [...remotes.flatMap((r) => [`@playhub/${r}`, `@playhub/${r}/*`, `**/${r}/**`])],
        message: 'The host knows verticals only through composition.json and RemoteModule (loadRemote).',
      },
    ]),
  },
  // The wrapped libraries live here (i18n, query, and the subpaths built on the query cache).
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: boundaries([sharedLayer], [routerImport, ...classicZodImports]),
  },
  // The kit (components, forms, formats…) sits on the runtime: never on the host or a remote, and
  // through the runtime's subpaths like any app (a vertical may load its own copy of the kit).
  {
    files: ['kit/src/**/*.{ts,tsx}'],
    rules: boundaries([
      deepSharedImport,
      {
        ...sharedLayer,
        message: '@playhub/kit sits on the runtime only: it never depends on the host or a remote.',
      },
    ]),
  },
  // The shared router is the one module that wraps react-router-dom; the layer rule still holds.
  { files: ['shared/src/router/**'], rules: boundaries([sharedLayer], classicZodImports) },
  {
    files: ['api/**/*.{ts,tsx}'],
    rules: boundaries(
      [
        {
          group: [
            '@playhub/shared/*',
            '!@playhub/shared/contracts',
            '@playhub/kit/*',
            '!@playhub/kit/payout-details',
          ],
          message:
            'The API uses only @playhub/shared/contracts and the payout rules both sides run (@playhub/kit/payout-details).',
        },
        { group: ['**/host/**', '**/mf-*/**'], message: 'The API never imports front-end code.' },
        {
          group: ['**/scripts/**', '!./scripts/**', '!../scripts/**'],
          message:
            'The API never imports the repository’s scripts/: the control plane is @playhub/composition (its subpaths, e.g. @playhub/composition/store).',
        },
      ],
      [],
    ),
  },
  // Feature folders are independent of each other, in every package.
  {
    files: ['{host,shared,kit,mf-*}/src/**/*.{ts,tsx}'],
    rules: { 'playhub/no-cross-feature-imports': 'error' },
  },
  // Every visible or spoken string goes through i18n. The developer shell and test fixtures are not
  // shown to players.
  {
    files: ['{host,shared,kit,mf-*}/src/**/*.tsx', 'api/src/console/**/*.tsx'],
    ignores: ['shared/src/dev-shell/**', '**/*.test.tsx', '**/src/test/**'],
    rules: { 'playhub/no-literal-text': 'error' },
  },
);
