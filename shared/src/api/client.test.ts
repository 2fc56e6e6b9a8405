import * as z from 'zod/mini';
import { apiResponse, fakeApi, type ApiRoutes } from '../testing';
import { ApiError } from './errors';
import { createApiClient, type ApiClientOptions } from './client';
import { apiBaseUrl } from './index';

/** A client of its own, talking to the fake API that answers `routes`. */
function setup(routes: ApiRoutes, overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseUrl: apiBaseUrl,
    getToken: () => 'tok-1',
    getLocale: () => 'tr',
    getFingerprint: () => 'fp-1',
    onUnauthorized,
    ...overrides,
  });
  const { calls } = fakeApi(routes);
  return { client, calls, onUnauthorized };
}

describe('api client', () => {
  it('sends JSON, bearer token, x-locale and x-fingerprint; POST body defaults to {}', async () => {
    const { client, calls } = setup({ 'POST auth/logout': {} });
    await client.post('auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer tok-1',
      'x-locale': 'tr',
      'x-fingerprint': 'fp-1',
    });
    expect(calls[0]!.body).toEqual({});
  });

  it('omits Authorization for visitors and puts GET params in the query', async () => {
    const { client, calls } = setup({ 'GET casino/x': { data: 1 } }, { getToken: () => null });
    await client.get('casino/x', { query: { a: 1, b: 'ş', c: undefined } });
    expect(calls).toEqual([expect.objectContaining({ route: 'GET casino/x', query: { a: '1', b: 'ş' } })]);
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('sends Idempotency-Key only when the call has one (POST and GET alike)', async () => {
    const { client, calls } = setup({
      'POST payment/deposit': {},
      'GET bonus/definetrialbonus': {},
      'POST payment/detail': {},
    });
    await client.post('payment/deposit', { id: 4 }, { idempotencyKey: 'key-0001' });
    await client.get('bonus/definetrialbonus', { idempotencyKey: 'key-0002' });
    await client.post('payment/detail', { id: 4 });
    const sent = calls.map((c) => c.headers['idempotency-key']);
    expect(sent).toEqual(['key-0001', 'key-0002', undefined]);
  });

  it('parses the envelope data with the endpoint schema', async () => {
    const { client } = setup({ 'GET user/balance': { message: 'ok', data: { balance: 12.5 } } });
    const result = await client.get('user/balance', { schema: z.object({ balance: z.number() }) });
    expect(result).toEqual({ data: { balance: 12.5 }, message: 'ok' });
  });

  it('throws a contract error when the data breaks the schema', async () => {
    const { client } = setup({ 'GET user/balance': { data: { balance: 'lots' } } });
    await expect(
      client.get('user/balance', { schema: z.object({ balance: z.number() }) }),
    ).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('surfaces the server message of success:false and of HTTP errors', async () => {
    const { client } = setup({
      'POST a': { status: 200, success: false, message: 'Wrong code' },
      'POST b': { status: 422, success: false, message: 'Insufficient balance' },
    });
    await expect(client.post('a')).rejects.toEqual(
      expect.objectContaining({ message: 'Wrong code', status: 200 }),
    );
    const error = await client.post('b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Insufficient balance', status: 422, kind: 'server' });
  });

  it('calls onUnauthorized on HTTP 401 (Requirements §8: the user is logged out)', async () => {
    const { client, onUnauthorized } = setup({
      'GET user/balance': { status: 401, success: false, message: 'Session expired' },
    });
    await expect(client.get('user/balance')).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands onUnauthorized the answer’s data, which says when the session ended by time', async () => {
    const { client, onUnauthorized } = setup({
      'GET user/balance': {
        status: 401,
        success: false,
        message: 'Your session has expired. Please log in again',
        data: { reason: 'expired' },
      },
    });
    await expect(client.get('user/balance')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith({ reason: 'expired' });
  });

  it('marks a background call as the page’s own unless the player was active since the last one', async () => {
    let active = false;
    const { client, calls } = setup(
      { 'GET user/balance': { data: 1 }, 'POST payment/withdraw': {} },
      { tookActivity: () => active },
    );
    await client.get('user/balance', { background: true });
    active = true;
    await client.get('user/balance', { background: true });
    await client.post('payment/withdraw', {});
    expect(calls.map((c) => c.headers['x-playhub-background'])).toEqual(['1', undefined, undefined]);
  });

  it('maps a network failure and a timeout to typed errors', async () => {
    const down = setup({ 'GET x': () => Response.error() });
    await expect(down.client.get('x')).rejects.toMatchObject({ kind: 'network' });

    const slow = setup({ 'GET y': () => new Promise<Response>(() => undefined) }, { timeoutMs: 20 });
    await expect(slow.client.get('y')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('treats a non-JSON error page as a server error in the player’s words, not the status text', async () => {
    const { client } = setup(
      { 'GET x': () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }) },
      { describeFailure: (failure) => `tr:${failure}` },
    );
    await expect(client.get('x')).rejects.toMatchObject({
      status: 502,
      message: 'tr:server',
      kind: 'server',
    });
  });

  it('words a dropped connection, an offline browser, a time-out and a malformed answer for the player (issue 33)', async () => {
    const describeFailure = (failure: string) => `tr:${failure}`;
    const down = setup({ 'GET x': () => Response.error() }, { describeFailure });
    await expect(down.client.get('x')).rejects.toMatchObject({ kind: 'network', message: 'tr:network' });

    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(down.client.get('x')).rejects.toMatchObject({ kind: 'network', message: 'tr:offline' });
    onLine.mockRestore();

    const slow = setup(
      { 'GET y': () => new Promise<Response>(() => undefined) },
      { timeoutMs: 20, describeFailure },
    );
    await expect(slow.client.get('y')).rejects.toMatchObject({ kind: 'timeout', message: 'tr:timeout' });

    const odd = setup({ 'GET z': { data: { balance: 'lots' } } }, { describeFailure });
    const error = await odd.client
      .get('z', { schema: z.object({ balance: z.number() }) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract', message: 'tr:contract' });
    expect((error as Error).message).not.toMatch(/http/);
  });

  it('keeps the server’s own (localized) message, and plain English without a describer', async () => {
    const worded = setup({ 'GET x': { status: 500, success: false, message: 'Sunucu hatası' } });
    await expect(worded.client.get('x')).rejects.toMatchObject({ message: 'Sunucu hatası' });
    const bare = setup({ 'GET y': () => Response.error() });
    await expect(bare.client.get('y')).rejects.toMatchObject({
      message: expect.stringMatching(/connection/),
    });
  });

  it('sends through the fetch it is given, when given one', async () => {
    const fetch = jest.fn<ReturnType<typeof globalThis.fetch>, Parameters<typeof globalThis.fetch>>(() =>
      Promise.resolve(apiResponse({ data: 'own' })),
    );
    const { client, calls } = setup({}, { fetch });
    expect((await client.get('cms/grouped')).data).toBe('own');
    expect(fetch).toHaveBeenCalledWith(
      new URL('cms/grouped', apiBaseUrl()).href,
      expect.objectContaining({ method: 'GET' }),
    );
    expect(calls).toHaveLength(0);
  });
});
