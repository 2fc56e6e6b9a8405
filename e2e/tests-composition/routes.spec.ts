import { composition, compositionResult } from './cli';
import {
  expect,
  historyAfter,
  keepCompositionAsFound,
  lastHistoryId,
  storedComposition,
  test,
  watchPage,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

// Issue 18, item 4: which vertical owns a top-level path is the composition's `routes`, read by
// the deployed host on the next page load; no build of the host or of any vertical.
test.describe('route prefixes live in the composition', () => {
  keepCompositionAsFound();

  test('an operator takes a path from a vertical and gives it back with `pnpm composition routes`', async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const since = await lastHistoryId();
    const sports = page.locator('[data-remote="sports"]');
    await page.goto('/esports');
    await expect(sports.first()).toBeVisible();

    const out = composition('routes', 'sports', '/spor/*', '/livespor/*');
    expect(out).toContain('sports routes: /spor/* /livespor/* /esports/* → /spor/* /livespor/*');
    await page.goto('/esports');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(sports).toHaveCount(0);
    // The rest of the vertical is untouched.
    await page.goto('/spor');
    await expect(sports.first()).toBeVisible();

    // A path another vertical owns, or a malformed one, is refused and nothing is written.
    const before = await storedComposition();
    const taken = compositionResult(['routes', 'casino', '/', '/casino/*', '/spor/*']);
    expect(taken).toEqual({ ok: false, out: expect.stringContaining('/spor/* already belong to sports') });
    const malformed = compositionResult(['routes', 'sports', 'spor', '/*']);
    expect(malformed).toEqual({ ok: false, out: expect.stringContaining('not a route: spor, /*') });
    expect(await storedComposition()).toEqual(before);

    composition('routes', 'sports', '/spor/*', '/livespor/*', '/esports/*');
    await page.goto('/esports');
    await expect(sports.first()).toBeVisible();
    const history = await historyAfter(since);
    expect(history.map((line) => [line.action, line.vertical])).toEqual([
      ['routes', 'sports'],
      ['routes', 'sports'],
    ]);
    // The CLI's own account of it: the newest two lines of the vertical's history.
    const told = composition('history', 'sports').trim().split('\n').slice(-2);
    expect(told.map((line) => line.split(/\s+/)[1])).toEqual(['routes', 'routes']);
    expect(problems.errors).toEqual([]);
  });
});
