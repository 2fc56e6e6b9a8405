import * as z from 'zod/mini';
import { ApiError } from './errors';
import { createApiClient, type ApiClientOptions } from './client';
import { adoptEarlyRequest } from './early';

type Call = { url: string; init: RequestInit };

function setup(
  respond: (call: Call) => Response | Promise<Response>,
  overrides: Partial<ApiClientOptions> = {},
) {
  const calls: Call[] = [];
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseUrl: () => 'http://site.test/api/',
    getToken: () => 'tok-1',
    getLocale: () => 'tr',
    getFingerprint: () => 'fp-1',
    onUnauthorized,
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url: String(url), init };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    ...overrides,
  });
  return { client, calls, onUnauthorized };
}

/** A minimal fetch Response (jsdom has no fetch API). */
function fakeResponse(text: string, status = 200, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    url: 'http://site.test/api/x',
    json: async () => JSON.parse(text),
  } as Response;
}
const json = (body: unknown, status = 200) => fakeResponse(JSON.stringify(body), status);

describe('api client', () => {
  it('sends JSON, bearer token, x-locale and x-fingerprint; POST body defaults to {}', async () => {
    const { client, calls } = setup(() => json({ success: true, message: '', data: null }));
    await client.post('auth/logout');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('http://site.test/api/auth/logout');
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
      'x-locale': 'tr',
      'x-fingerprint': 'fp-1',
    });
    expect(calls[0]!.init.body).toBe('{}');
  });

  it('omits Authorization for visitors and puts GET params in the query', async () => {
    const { client, calls } = setup(() => json({ success: true, message: '', data: 1 }), {
      getToken: () => null,
    });
    await client.get('casino/x', { query: { a: 1, b: 'ş', c: undefined } });
    expect(calls[0]!.url).toBe('http://site.test/api/casino/x?a=1&b=%C5%9F');
    expect(calls[0]!.init.method).toBe('GET');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends Idempotency-Key only when the call has one (POST and GET alike)', async () => {
    const { client, calls } = setup(() => json({ success: true, message: '', data: null }));
    await client.post('payment/deposit', { id: 4 }, { idempotencyKey: 'key-0001' });
    await client.get('bonus/definetrialbonus', { idempotencyKey: 'key-0002' });
    await client.post('payment/detail', { id: 4 });
    const sent = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(sent).toEqual(['key-0001', 'key-0002', undefined]);
  });

  it('parses the envelope data with the endpoint schema', async () => {
    const { client } = setup(() => json({ success: true, message: 'ok', data: { balance: 12.5 } }));
    const result = await client.get('user/balance', { schema: z.object({ balance: z.number() }) });
    expect(result).toEqual({ data: { balance: 12.5 }, message: 'ok' });
  });

  it('throws a contract error when the data breaks the schema', async () => {
    const { client } = setup(() => json({ success: true, message: '', data: { balance: 'lots' } }));
    await expect(
      client.get('user/balance', { schema: z.object({ balance: z.number() }) }),
    ).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('surfaces the server message of success:false and of HTTP errors', async () => {
    const { client } = setup(({ url }) =>
      url.endsWith('a')
        ? json({ success: false, message: 'Wrong code', data: null })
        : json({ success: false, message: 'Insufficient balance', data: null }, 422),
    );
    await expect(client.post('a')).rejects.toEqual(
      expect.objectContaining({ message: 'Wrong code', status: 200 }),
    );
    const error = await client.post('b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Insufficient balance', status: 422, kind: 'server' });
  });

  it('calls onUnauthorized on HTTP 401 (Requirements §8: the user is logged out)', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ success: false, message: 'Session expired', data: null }, 401),
    );
    await expect(client.get('user/balance')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps a network failure and a timeout to typed errors', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.get('x')).rejects.toMatchObject({ kind: 'network' });

    const slow = setup(
      ({ init }) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
      { timeoutMs: 20 },
    );
    await expect(slow.client.get('x')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('treats a non-JSON error page as a server error with the status text', async () => {
    const { client } = setup(() => fakeResponse('<html>bad gateway</html>', 502, 'Bad Gateway'));
    await expect(client.get('x')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      kind: 'server',
    });
  });

  describe('requests index.html started early', () => {
    const url = 'http://site.test/api/cms/grouped';
    const sent = {
      'content-type': 'application/json',
      'x-locale': 'tr',
      'x-fingerprint': 'fp-1',
      authorization: 'Bearer tok-1',
    };
    afterEach(() => delete window.__playhubEarly);

    it('adopts the early answer of exactly this request, once', async () => {
      window.__playhubEarly = {
        [url]: {
          headers: sent,
          response: Promise.resolve(json({ success: true, message: '', data: 'early' })),
        },
      };
      const { client, calls } = setup(() => json({ success: true, message: '', data: 'fetched' }), {
        adopt: adoptEarlyRequest,
      });
      expect((await client.get('cms/grouped')).data).toBe('early');
      expect(calls).toHaveLength(0);
      expect((await client.get('cms/grouped')).data).toBe('fetched');
      expect(calls).toHaveLength(1);
    });

    it('asks the server itself when the early request was sent with other headers', async () => {
      window.__playhubEarly = {
        [url]: {
          headers: { ...sent, 'x-locale': 'en' },
          response: Promise.resolve(json({ success: true, message: '', data: 'early' })),
        },
      };
      const { client, calls } = setup(() => json({ success: true, message: '', data: 'fetched' }), {
        adopt: adoptEarlyRequest,
      });
      expect((await client.get('cms/grouped')).data).toBe('fetched');
      expect(calls).toHaveLength(1);
    });

    it('keeps the call timeout for an adopted request that never answers', async () => {
      window.__playhubEarly = { [url]: { headers: sent, response: new Promise<Response>(() => undefined) } };
      const { client } = setup(() => json({ success: true, message: '', data: 1 }), {
        adopt: adoptEarlyRequest,
        timeoutMs: 20,
      });
      await expect(client.get('cms/grouped')).rejects.toMatchObject({ kind: 'timeout' });
    });
  });
});
