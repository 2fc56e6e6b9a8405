// Flat ESLint config. The architecture is carried by the restricted-import rules below (STYLE.md §1–4).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-casino', 'mf-sports', 'mf-wallet', 'mf-account', 'mf-notifications'];

const deepSharedImport = {
  group: ['@playhub/shared/src/*', '@playhub/shared/*/*', '**/shared/src/**'],
  message: 'Import @playhub/shared only through its subpath exports (e.g. @playhub/shared/api).',
};

const routerImport = {
  name: 'react-router-dom',
  message: 'Import routing from @playhub/shared/router: one tree-shaken, shared router for the page.',
};

/** Rules for a remote: never the host, never another remote, shared only through exports. */
function remoteRules(self) {
  const others = remotes.filter((r) => r !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport],
          patterns: [
            deepSharedImport,
            {
              group: ['@playhub/host', '@playhub/host/*', '**/host/src/**'],
              message: 'A remote never imports the host: talk through @playhub/shared (stores, bus).',
            },
            {
              group: [...others.flatMap((o) => [`@playhub/${o}`, `@playhub/${o}/*`, `**/${o}/**`])],
              message: 'Remotes never import each other: use the bus or stores of @playhub/shared.',
            },
            {
              group: ['**/remote', '**/remote.tsx'],
              message: 'src/remote.tsx is the public entry; nothing inside the remote imports it.',
            },
          ],
        },
      ],
    },
  };
}

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Command-line scripts and benchmarks print their results.
  {
    files: ['scripts/**', 'e2e/bench/**', 'api/bench/**', 'api/src/cli/**', 'e2e/support/**'],
    rules: { 'no-console': 'off' },
  },
  ...remotes.map(remoteRules),
  // Remote bootstraps may import their own public entry to mount it standalone.
  { files: ['mf-*/src/bootstrap.tsx', 'mf-*/src/**/*.test.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport],
          patterns: [
            deepSharedImport,
            {
              group: [...remotes.flatMap((r) => [`@playhub/${r}`, `@playhub/${r}/*`, `**/${r}/**`])],
              message:
                'The host knows verticals only through composition.json and RemoteModule (loadRemote).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerImport],
          patterns: [
            {
              group: ['@playhub/host', '@playhub/mf-*', '**/host/**', '**/mf-*/**'],
              message: '@playhub/shared is the bottom layer: it never depends on the host or a remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@playhub/shared/*', '!@playhub/shared/contracts'],
              message: 'The API uses only @playhub/shared/contracts.',
            },
            { group: ['**/host/**', '**/mf-*/**'], message: 'The API never imports front-end code.' },
          ],
        },
      ],
    },
  },
);
