// The operator console as a browser uses it, for the console suites: pages and form posts (with this
// site's Origin, as a browser sends it), the console's cookies and CSRF tokens, and the login form.
import assert from 'node:assert/strict';

/** A console page's answer. */
export interface Answer {
  status: number;
  html: string;
  location: string | null;
  cookies: string[];
  headers: Headers;
}

/** What a request sends: a cookie, a form (posted), other headers (they win). */
export interface RequestInit {
  method?: string;
  cookie?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The value of a `Set-Cookie` of `name` in an answer, as a `name=value` pair ('' when not set). */
export const cookieOf = (a: Answer, name: string): string =>
  a.cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';

/** The value of a page's hidden input `name` (the first one). */
export const hidden = (html: string, name: string): string =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/** A console session: its cookie (with the language chosen) and its CSRF token. */
export interface ConsoleSession {
  cookie: string;
  csrf: string;
}

/** A client of the console at `base`; `headers` go with every request (e.g. `accept-language`). */
export function consoleClient(base: string, defaults: Record<string, string> = {}) {
  async function request(url: string, init: RequestInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...defaults, ...(init.cookie ? { cookie: init.cookie } : {}) };
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = base;
    }
    const res = await fetch(`${base}${url}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers: { ...headers, ...init.headers },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    return {
      status: res.status,
      html: await res.text(),
      location: res.headers.get('location'),
      cookies: res.headers.getSetCookie(),
      headers: res.headers,
    };
  }

  /** The login form's password step: its answer, the login cookie and the form's CSRF token. */
  async function passwordStep(username: string, password: string) {
    const page = await request('/operator/login?lang=en');
    const loginCookie = cookieOf(page, 'playhub_operator_login');
    const csrf = hidden(page.html, 'csrf');
    const done = await request('/operator/login', {
      cookie: loginCookie,
      form: { csrf, username, password },
    });
    const challenge = cookieOf(done, 'playhub_operator_challenge');
    return { done, loginCookie, csrf, cookie: [loginCookie, challenge].filter(Boolean).join('; ') };
  }

  /**
   * Logs in through the form (no second factor) in `lang`: the session cookie and the CSRF token
   * of `page` (the dashboard unless said), with the answer of the login post.
   */
  async function login(
    opts: { username?: string; password?: string; lang?: 'en' | 'tr'; page?: string } = {},
  ): Promise<ConsoleSession & { done: Answer }> {
    const { username = 'operator', password = 'operator12345', lang = 'en', page = '/operator/' } = opts;
    const { done } = await passwordStep(username, password);
    assert.equal(done.status, 303, done.html);
    assert.equal(done.location, '/operator/', done.html);
    const cookie = `${cookieOf(done, 'playhub_operator')}; playhub_operator_lang=${lang}`;
    const landing = await request(page, { cookie });
    assert.equal(landing.status, 200, landing.html);
    return { cookie, csrf: hidden(landing.html, 'csrf'), done };
  }

  return { request, passwordStep, login };
}
