import { api, ApiError } from '../api';
import { fakeApi } from './fake-api';
import { signIn } from './stores';

describe('fakeApi: the API for Jest', () => {
  it('answers in the envelope the client parses and records what was sent', async () => {
    signIn({ token: 'tok-9' });
    const fake = fakeApi({
      'GET casino/x': { message: 'hello', data: [1, 2] },
      'POST auth/login': ({ body }) => ({ data: body }),
    });
    await expect(api.get('casino/x', { query: { a: 1, b: 'ş' } })).resolves.toEqual({
      data: [1, 2],
      message: 'hello',
    });
    await expect(api.post('auth/login', { username: 'demo' })).resolves.toEqual({
      data: { username: 'demo' },
      message: '',
    });
    expect(fake.calls.map(({ route }) => route)).toEqual(['GET casino/x', 'POST auth/login']);
    expect(fake.called('GET casino/x')).toEqual([
      expect.objectContaining({ query: { a: '1', b: 'ş' }, body: undefined }),
    ]);
    expect(fake.called('POST auth/login')[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-9',
      'content-type': 'application/json',
    });
  });

  it('a refusal is HTTP 422 unless told, with the message the player sees', async () => {
    fakeApi({
      'POST a': { success: false, message: 'Wrong code' },
      'POST b': { status: 429, success: false, message: 'Wait' },
    });
    await expect(api.post('a')).rejects.toMatchObject({ status: 422, message: 'Wrong code', kind: 'server' });
    await expect(api.post('b')).rejects.toMatchObject({ status: 429, message: 'Wait' });
  });

  it('a resolver may answer with a Response of its own, such as a network failure', async () => {
    fakeApi({ 'GET user/balance': () => Response.error() });
    const error = await api.get('user/balance').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network' });
  });
});
