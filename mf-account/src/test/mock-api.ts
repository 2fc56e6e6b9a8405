/** A canned answer: the envelope fields, plus an HTTP status (200 by default). */
export interface MockReply {
  status?: number;
  success?: boolean;
  message?: string;
  data?: unknown;
}

type Handler = MockReply | ((body: unknown) => MockReply);

/** One recorded request. */
export interface MockCall {
  key: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a router keyed by 'METHOD path' (e.g. 'POST auth/login'), so tests drive the
 * real API client and schemas. Unknown routes answer 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Handler>): {
  calls: MockCall[];
  called: (key: string) => MockCall[];
} {
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\//, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? handler(body)
        : handler
      : { status: 404, success: false, message: 'Not found' };
    const status = reply.status ?? (reply.success === false ? 422 : 200);
    const json = {
      success: reply.success ?? status < 400,
      message: reply.message ?? '',
      data: reply.data ?? null,
    };
    return {
      ok: status < 400,
      status,
      statusText: '',
      url: url.toString(),
      json: async () => json,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, called: (key) => calls.filter((c) => c.key === key) };
}

/** A session as `auth/login` and `auth/register` return it. */
export function sessionFixture(overrides: Record<string, unknown> = {}) {
  return {
    token: 'tok-1',
    username: 'newplayer',
    usercode: '12345678',
    name: 'Ayşe Yılmaz',
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: '905321234567',
    smsVerified: false,
    balance: 0,
    fingerprint: '',
    ...overrides,
  };
}
