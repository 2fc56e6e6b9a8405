import { randomBytes } from 'node:crypto';
import { readTopology } from '../support/topology';
import { addApprover, composition, compositionAsync } from './cli';
import {
  expect,
  historyAfter,
  keepCompositionAsFound,
  lastHistoryId,
  storedComposition,
  test,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

/** An operator's console on one replica, reached directly (no gateway to choose the replica). */
interface Console {
  origin: string;
  cookie: string;
  csrf: string;
}

const hidden = (html: string, name: string): string => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no ${name} field in:\n${html.slice(0, 2000)}`);
  return value.replace(/&amp;/g, '&');
};

const cookieOf = (response: Response, name: string): string => {
  const found = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie (${response.status})`);
  return found;
};

/** A form post of the console, as a browser sends it from the console's own page. */
function post(origin: string, path: string, cookie: string, form: Record<string, string>) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** Logs `username` in on the replica at `port` with the login form. */
async function signIn(port: number, username: string, password: string): Promise<Console> {
  const origin = `http://127.0.0.1:${port}`;
  const form = await fetch(`${origin}/operator/login?lang=en`);
  expect(form.status).toBe(200);
  const login = cookieOf(form, 'playhub_operator_login');
  const signedIn = await post(origin, '/operator/login', login, {
    csrf: login.split('=')[1]!,
    username,
    password,
  });
  expect(signedIn.status, await signedIn.text()).toBe(303);
  const cookie = `${cookieOf(signedIn, 'playhub_operator')}; playhub_operator_lang=en`;
  const page = await fetch(`${origin}/operator/`, { headers: { cookie } });
  expect(page.status).toBe(200);
  return { origin, cookie, csrf: hidden(await page.text(), 'csrf') };
}

/**
 * Sets the casino canary's traffic to `traffic` % through a console: reviews it, confirms it; when
 * the confirmation is refused because the composition changed meanwhile (409), reviews it again.
 * Resolves with the refusals met before it applied.
 */
async function changeTraffic(c: Console, traffic: number): Promise<number> {
  for (let refusals = 0; refusals < 500; refusals++) {
    const form = { csrf: c.csrf, action: 'traffic', traffic: String(traffic) };
    const review = await post(c.origin, '/operator/verticals/casino/confirm', c.cookie, form);
    const html = await review.text();
    expect(review.status, html).toBe(200);
    const applied = await post(c.origin, '/operator/verticals/casino/apply', c.cookie, {
      ...form,
      expect: hidden(html, 'expect'),
      seal: hidden(html, 'seal'),
    });
    if (applied.status === 303) return refusals;
    const answer = await applied.text();
    // Refused, never lost: the operator is told to review it again.
    expect(applied.status, answer).toBe(409);
    expect(answer).toMatch(/changed (since this change was reviewed|meanwhile)/);
  }
  throw new Error(`traffic ${traffic}: refused 500 times`);
}

// Issue 30, item 2: the composition is one row of PostgreSQL with a version, changed by the
// consoles of both replicas and the CLI; changes at once are serialised (the advisory lock) and a
// confirmation reviewed against an older version is refused, so none is lost.
test.describe('the composition store on PostgreSQL', () => {
  keepCompositionAsFound();
  const t = readTopology();
  const password = randomBytes(12).toString('hex');
  const operators = ['store-a', 'store-b'];

  test.beforeAll(() => {
    for (const username of operators) addApprover(username, password);
  });

  test('100 changes at once from both replicas’ consoles and the CLI: one linear history, no lost update', async () => {
    // A canary at 0 %: every change below sets its traffic to a value of its own (1–100).
    composition('canary', 'casino', '2.0.0', '--traffic', '0');
    const since = await lastHistoryId();
    const consoles = await Promise.all(t.apiPorts.map((port, i) => signIn(port, operators[i]!, password)));
    // Two operators on each replica's console, 22 changes each, one after the other (a refused
    // one reviewed again); the CLI's 12 in processes of their own, all at once.
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    const workers = [0, 0, 1, 1].map((replica, w) => ({
      replica,
      values: values.slice(w * 22, (w + 1) * 22),
    }));
    const byCli = values.slice(88);
    const [refusals, cli] = await Promise.all([
      Promise.all(
        workers.map(async ({ replica, values: mine }) => {
          let refused = 0;
          for (const v of mine) refused += await changeTraffic(consoles[replica]!, v);
          return refused;
        }),
      ),
      Promise.all(byCli.map((v) => compositionAsync('traffic', 'casino', String(v)))),
    ]);
    for (const r of cli) expect(r.ok, r.out).toBe(true);
    test.info().annotations.push({
      type: 'refused as changed meanwhile, then reviewed again',
      description: String(refusals.reduce((a, b) => a + b, 0)),
    });

    const rows = await historyAfter(since);
    expect(rows.map((r) => `${r.action} ${r.vertical}`)).toEqual(rows.map(() => 'traffic casino'));
    // One version per change, without gaps, each change made from the one before it.
    expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => rows[0]!.version! + i));
    expect(rows[0]!.from).toBe('0%');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.from).toBe(rows[i - 1]!.to);
    // Every change applied once, by whom made it: none lost, none twice.
    const made = (filter: (r: (typeof rows)[number]) => boolean) =>
      rows
        .filter(filter)
        .map((r) => Number.parseInt(r.to, 10))
        .sort((a, b) => a - b);
    expect(made(() => true)).toEqual(values);
    expect(made((r) => r.user === 'store-a')).toEqual(values.slice(0, 44));
    expect(made((r) => r.user === 'store-b')).toEqual(values.slice(44, 88));
    expect(made((r) => !operators.includes(r.user))).toEqual(byCli);
    // The composition is the last change's.
    const stored = await storedComposition();
    expect(stored.version).toBe(rows.at(-1)!.version);
    expect(`${stored.composition.casino?.candidate?.traffic}%`).toBe(rows.at(-1)!.to);
    composition('abort', 'casino');
  });
});
