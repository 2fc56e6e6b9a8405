// Tests of the lint configuration: each boundary the docs claim fails a deliberate violation, and the
// allowed form of the same code passes (so no case can pass by the rule being off).
// Run by `npm test` in its lint step: node --test scripts/eslint/*.test.mjs
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The cases are files that do not exist, linted without type information (much faster), except the
// type-aware case: TypeScript reads that one from disk as part of the host's project, so it is written
// for the duration of the test.
const typeAwareCase = 'host/src/lint-case.ts';
const eslint = new ESLint({ cwd: root });
const syntactic = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/lint-case.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

/** The rule ids reported for `code` as if it were the file `file` (relative to the repository). */
async function rulesFor(file, code) {
  const filePath = path.join(root, file);
  if (file !== typeAwareCase) return messages(await syntactic.lintText(code, { filePath }));
  writeFileSync(filePath, code);
  try {
    return messages(await eslint.lintFiles([filePath]));
  } finally {
    rmSync(filePath, { force: true });
  }
}

function messages([result]) {
  assert.ok(result, 'no lint result');
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `parsing ${result.filePath} failed`);
  return result.messages.map((m) => m.ruleId);
}

describe('layer boundaries hold for every form of import', () => {
  const file = 'mf-casino/src/features/lobby/lint-case.ts';
  for (const [form, code] of [
    ['static import', "import '@playhub/mf-wallet/remote';\n"],
    ['re-export', "export * from '@playhub/mf-wallet/remote';\n"],
    ['dynamic import()', "export const load = () => import('@playhub/mf-wallet/remote');\n"],
    ['dynamic import() of a path', "export const load = () => import('../../../../mf-wallet/src/remote');\n"],
    ['template literal import()', 'export const load = () => import(`@playhub/mf-wallet/remote`);\n'],
    ['require()', "export const wallet = require('@playhub/mf-wallet/remote');\n"],
  ]) {
    test(`a remote importing another remote by ${form} fails`, async () => {
      assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'));
    });
  }

  test('a remote importing shared through its exports passes', async () => {
    const code = "export const load = () => import('@playhub/shared/api');\n";
    assert.deepEqual(await rulesFor(file, code), []);
  });

  test('the host importing a vertical dynamically fails', async () => {
    const code = "export const load = () => import('@playhub/mf-casino/remote');\n";
    assert.ok((await rulesFor('host/src/app/lint-case.ts', code)).includes('playhub/boundaries'));
  });

  test('a deep shared import fails', async () => {
    const code = "export const load = () => import('@playhub/shared/src/api/client');\n";
    assert.ok((await rulesFor('mf-wallet/src/lib/lint-case.ts', code)).includes('playhub/boundaries'));
  });

  test('the shared router wraps react-router-dom but still may not reach the host', async () => {
    const file = 'shared/src/router/lint-case.ts';
    assert.deepEqual(await rulesFor(file, "export { Link } from 'react-router-dom';\n"), []);
    const code = "export const load = () => import('@playhub/host/app');\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'));
  });

  test('react-router-dom directly, outside the shared router, fails', async () => {
    const code = "export { Link } from 'react-router-dom';\n";
    assert.ok((await rulesFor('mf-sports/src/lib/lint-case.ts', code)).includes('playhub/boundaries'));
  });

  test('i18next, react-i18next and react-query only inside @playhub/shared, which wraps them', async () => {
    for (const [library, code] of [
      ['i18next', "export { default } from 'i18next';\n"],
      ['react-i18next', "export { useTranslation } from 'react-i18next';\n"],
      ['@tanstack/react-query', "export { useQuery } from '@tanstack/react-query';\n"],
    ]) {
      for (const file of ['mf-casino/src/lib/lint-case.ts', 'host/src/app/lint-case.ts'])
        assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'), `${library} in ${file}`);
      assert.deepEqual(await rulesFor('shared/src/query/lint-case.ts', code), [], library);
    }
    assert.deepEqual(
      await rulesFor('mf-casino/src/lib/lint-case.ts', "export { useQuery } from '@playhub/shared/query';\n"),
      [],
    );
  });

  test('browser code imports zod/mini, never classic zod; the API may use either', async () => {
    for (const file of [
      'mf-wallet/src/lib/lint-case.ts',
      'shared/src/contracts/lint-case.ts',
      'host/src/app/lint-case.ts',
    ]) {
      assert.deepEqual(await rulesFor(file, "export * as z from 'zod/mini';\n"), [], file);
      assert.ok((await rulesFor(file, "export { z } from 'zod';\n")).includes('playhub/boundaries'), file);
    }
    assert.deepEqual(await rulesFor('api/src/lint-case.ts', "export { z } from 'zod';\n"), []);
  });

  test('a bootstrap may import its own public entry, but not another remote', async () => {
    const file = 'mf-wallet/src/bootstrap.tsx';
    assert.deepEqual(await rulesFor(file, "export { default } from './remote';\n"), []);
    const code = "export const load = () => import('@playhub/mf-casino/remote');\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'));
  });

  test('inside a remote, nothing imports its public entry', async () => {
    const code = "export const load = () => import('../../remote');\n";
    const rules = await rulesFor('mf-wallet/src/features/deposit/lint-case.ts', code);
    assert.ok(rules.includes('playhub/boundaries'));
  });

  test('the API imports the control plane from @playhub/composition, never from scripts/', async () => {
    const file = 'api/src/services/rollout/lint-case.ts';
    assert.deepEqual(await rulesFor(file, "export { openStore } from '@playhub/composition/store';\n"), []);
    for (const code of [
      "export { openStore } from '../../../../scripts/composition/store.mjs';\n",
      "export const load = () => import('../../../../scripts/size-check.mjs');\n",
    ])
      assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'), code);
  });

  test('the API uses only the shared contracts', async () => {
    const file = 'api/src/lint-case.ts';
    assert.deepEqual(await rulesFor(file, "export * from '@playhub/shared/contracts';\n"), []);
    const code = "export const load = () => import('@playhub/shared/api');\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/boundaries'));
  });
});

describe('feature folders do not import each other', () => {
  const file = 'mf-casino/src/features/play/lint-case.ts';
  test('a static import of another feature fails', async () => {
    const code = "export { GameGrid } from '../lobby/components/game-grid';\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/no-cross-feature-imports'));
  });
  test('a dynamic import of another feature fails', async () => {
    const code = "export const load = () => import('../lobby/components/game-grid');\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/no-cross-feature-imports'));
  });
  test('another feature through the @/ alias fails', async () => {
    const code = "export { GameGrid } from '@/features/lobby/components/game-grid';\n";
    assert.ok((await rulesFor(file, code)).includes('playhub/no-cross-feature-imports'));
  });
  test('its own folder and the package components pass', async () => {
    const code =
      "export { a } from './components/reality-check';\nexport { b } from '../../components/search-box';\nexport { c } from '@/features/play/lib/x';\n";
    assert.deepEqual(await rulesFor(file, code), []);
  });
});

describe('visible text comes from i18n', () => {
  const file = 'mf-sports/src/features/lint-case/lint-case.tsx';
  test('literal text and a literal spoken attribute fail', async () => {
    const text = 'export const A = () => <p>Welcome back</p>;\n';
    assert.deepEqual(await rulesFor(file, text), ['playhub/no-literal-text']);
    const label = 'export const B = () => <button type="button" aria-label="Close" />;\n';
    assert.deepEqual(await rulesFor(file, label), ['playhub/no-literal-text']);
    const braces = "export const C = () => <span>{'Close'}</span>;\n";
    assert.deepEqual(await rulesFor(file, braces), ['playhub/no-literal-text']);
  });
  test('translated text, symbols and numbers pass', async () => {
    const code =
      "declare const t: (k: string) => string;\nexport const A = () => <p title={t('x')}>{t('a')} · 18+ <span aria-hidden>×</span></p>;\n";
    assert.deepEqual(await rulesFor(file, code), []);
  });
  test('the developer shell may use literal text', async () => {
    const code = 'export const A = () => <p>Standalone</p>;\n';
    assert.deepEqual(await rulesFor('shared/src/dev-shell/lint-case.tsx', code), []);
  });
});

describe('promises are awaited or handled', () => {
  const file = typeAwareCase;
  test('a floating import() fails', async () => {
    assert.deepEqual(await rulesFor(file, "import('./bootstrap');\n"), [
      '@typescript-eslint/no-floating-promises',
    ]);
  });
  test('a caught import() passes', async () => {
    const code = "import('./bootstrap').catch((e: unknown) => console.error(e));\n";
    assert.deepEqual(await rulesFor(file, code), []);
  });
});

describe('the Playwright suites keep eslint-plugin-playwright on', () => {
  const file = 'e2e/tests/shell/lint-case.ts';
  const spec = (body) =>
    `import { expect, test } from '@playwright/test';\n\ntest('case', async ({ page }) => {\n${body}});\n`;
  test('a sleep fails', async () => {
    const code = spec(
      "  await page.waitForTimeout(500);\n  await expect(page.getByRole('main')).toBeVisible();\n",
    );
    assert.deepEqual(await rulesFor(file, code), ['playwright/no-wait-for-timeout']);
  });
  test('an assertion on a value read once fails', async () => {
    const code = spec("  expect(await page.getByRole('main').isVisible()).toBe(true);\n");
    assert.deepEqual(await rulesFor(file, code), ['playwright/prefer-web-first-assertions']);
  });
  test('a web-first wait on the state that matters passes', async () => {
    const code = spec("  await expect(page.getByRole('main')).toBeVisible();\n");
    assert.deepEqual(await rulesFor(file, code), []);
  });
  test('page objects are held to the same rules', async () => {
    const code =
      "import type { Page } from '@playwright/test';\n\nexport const settle = (page: Page) => page.waitForTimeout(500);\n";
    assert.deepEqual(await rulesFor('e2e/pages/lint-case.ts', code), ['playwright/no-wait-for-timeout']);
  });
});
