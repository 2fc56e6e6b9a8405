import { randomBytes } from 'node:crypto';
import { readTopology } from '../support/topology';
import {
  cspViolations,
  expect,
  historyAfter,
  keepCompositionAsFound,
  lastHistoryId,
  storedComposition,
  test,
  watchPage,
} from './fixtures';
import { addApprover } from './cli';

test.describe.configure({ mode: 'serial' });

/**
 * The operator console (issue 21, item 3) through the gateway, against the production APIs: a real
 * operator account, a canary started, reviewed and confirmed in the browser, seen in the table and
 * the history, then aborted, with both changes in the audit log; and the field data (issue 19,
 * item 5) of a real page view, reported by the host and shown there.
 */
test.describe('operator console', () => {
  const t = readTopology();
  keepCompositionAsFound();
  const username = 'console-e2e';
  const password = randomBytes(12).toString('hex');

  test.beforeAll(() => addApprover(username, password));

  test('a page view reports its web vitals with the route template and the version that drew it', async ({
    page,
    request: api,
  }) => {
    const problems = await watchPage(page);
    /** The home page's row for the stable casino (other files' page views count there too). */
    const homeRow = async () => {
      const answer = await api.get('/api/telemetry/health?since=1h&vertical=casino', {
        headers: { 'x-operator-key': t.secrets.OPERATOR_KEY },
      });
      const rows = (await answer.json()).data.vitals as Array<Record<string, unknown>>;
      return rows.find((v) => v.route === '/' && v.version === '1.0.0');
    };
    const before = Number((await homeRow())?.samples ?? 0);
    // web-vitals loads after the page (not on the first-load path); its report leaves when the page is hidden.
    const library = page.waitForResponse(/\/web-vitals\.[0-9a-f]+\.js$/);
    await page.goto('/');
    await expect(page.getByTestId('casino-home')).toBeVisible();
    await library;
    // The chunk has run once webpack's loader removes its script tag; the collector starts then.
    await expect(page.locator('script[src*="/web-vitals."]')).toHaveCount(0);
    // Closing the tab hides the page for real (web-vitals finalizes LCP only on trusted events);
    // the report leaves with `keepalive` from the closing page, so it is read back from the API.
    await page.close({ runBeforeUnload: true });
    await expect.poll(async () => Number((await homeRow())?.samples ?? 0)).toBeGreaterThan(before);
    expect(await homeRow()).toMatchObject({ lcp: expect.any(Number), cls: expect.any(Number) });
    expect(problems.errors).toEqual([]);
  });

  test('log in, start a canary, confirm it, see it, abort it: each change in the history and the audit log', async ({
    page,
  }) => {
    const problems = await watchPage(page);
    const since = await lastHistoryId();
    const login = await page.goto('/operator/login?lang=en');
    expect(login?.headers()['content-security-policy']).toContain("script-src 'none'");
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    // The field data of the page view above, as p75 per route and version.
    await expect(
      page.getByRole('table', { name: 'Web vitals (p75)' }).getByRole('row', { name: /^\/ casino 1\.0\.0/ }),
    ).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'playhub_operator');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/operator' });

    await page.getByRole('link', { name: 'Manage casino' }).click();
    const canary = page.getByRole('form', { name: 'Start a canary' });
    // A published version is picked from the list (issue 33), not typed.
    await canary.getByLabel('Version').selectOption('2.0.0');
    await canary.getByLabel('Traffic').fill('20');
    await canary.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm: Start a canary (casino)');
    await expect(page.getByRole('row', { name: /Candidate traffic/ })).toContainText('20%');
    expect((await storedComposition()).composition.casino?.candidate).toBeUndefined();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Done: Start a canary');

    await page.getByRole('link', { name: 'Back to the console' }).click();
    const row = page.locator('tr[data-vertical="casino"]');
    await expect(row).toContainText('2.0.0');
    await expect(row).toContainText('20%');
    const newest = page.getByRole('table', { name: 'Change history' }).getByRole('row').nth(1);
    await expect(newest).toContainText('canary');
    await expect(newest).toContainText(username);

    await page.getByRole('link', { name: 'Manage casino' }).click();
    const abort = page.getByRole('form', { name: 'Abort the canary' });
    await abort.getByLabel('Reason').fill('console e2e');
    await abort.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Done: Abort the canary');
    expect((await storedComposition()).composition.casino?.candidate).toBeUndefined();

    const lines = await historyAfter(since);
    expect(lines.map((l) => [l.action, l.vertical, l.user])).toEqual([
      ['canary', 'casino', username],
      ['abort', 'casino', username],
    ]);
    expect(lines.at(-1)?.reason).toBe('console e2e');

    // The audit log, read as an operator reads it through the API.
    const token = (
      await (await page.request.post('/api/operator/login', { data: { username, password } })).json()
    ).data.token as string;
    const audit = (await (
      await page.request.get('/api/operator/audit?take=10', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Array<{ actor: string; action: string; target: string }> };
    expect(audit.data.filter((r) => r.action.startsWith('composition.')).slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: `operator:${username}`,
        action: 'composition.abort',
        target: 'casino',
      }),
      expect.objectContaining({
        actor: `operator:${username}`,
        action: 'composition.canary',
        target: 'casino',
      }),
    ]);
    expect(await cspViolations(page, problems)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});
