import { readFileSync, writeFileSync } from 'node:fs';
import { readTopology } from '../support/topology';
import { composition, compositionResult } from './cli';
import { expect, test, watchPage } from './fixtures';

test.describe.configure({ mode: 'serial' });

// Issue 18, item 4: which vertical owns a top-level path is composition.json's `routes`, read by
// the deployed host on the next page load; no build of the host or of any vertical.
test.describe('route prefixes live in composition.json', () => {
  const file = readTopology().compositionFile;
  const original = readFileSync(file, 'utf8');

  test.afterAll(() => writeFileSync(file, original));

  test('an operator takes a path from a vertical and gives it back with `pnpm composition routes`', async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const sports = page.locator('[data-remote="sports"]');
    await page.goto('/esports');
    await expect(sports.first()).toBeVisible();

    const out = composition(file, 'routes', 'sports', '/spor/*', '/livespor/*');
    expect(out).toContain('sports routes: /spor/* /livespor/* /esports/* → /spor/* /livespor/*');
    await page.goto('/esports');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(sports).toHaveCount(0);
    // The rest of the vertical is untouched.
    await page.goto('/spor');
    await expect(sports.first()).toBeVisible();

    // A path another vertical owns, or a malformed one, is refused and nothing is written.
    const before = readFileSync(file, 'utf8');
    const taken = compositionResult(file, ['routes', 'casino', '/', '/casino/*', '/spor/*']);
    expect(taken).toEqual({ ok: false, out: expect.stringContaining('/spor/* already belong to sports') });
    const malformed = compositionResult(file, ['routes', 'sports', 'spor', '/*']);
    expect(malformed).toEqual({ ok: false, out: expect.stringContaining('not a route: spor, /*') });
    expect(readFileSync(file, 'utf8')).toBe(before);

    composition(file, 'routes', 'sports', '/spor/*', '/livespor/*', '/esports/*');
    await page.goto('/esports');
    await expect(sports.first()).toBeVisible();
    const history = composition(file, 'history', 'sports').trim().split('\n');
    expect(history.map((line) => line.split(/\s+/)[1])).toEqual(['routes', 'routes']);
    expect(problems.errors).toEqual([]);
  });
});
