import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from './errors';
import { createSubmitGuard, keepsKey, newIdempotencyKey } from './idempotency';
import { useSubmitGuard } from './use-submit-guard';

const API_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('newIdempotencyKey', () => {
  it('makes keys the API accepts, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(API_KEY);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('falls back to random hex where crypto.randomUUID is missing (plain http)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(API_KEY);
      expect(key).toMatch(/^k-[a-z0-9]+-[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('keepsKey', () => {
  it('keeps the key only while the result is unknown', () => {
    expect(keepsKey(new ApiError('Network error', 'network'))).toBe(true);
    expect(keepsKey(new ApiError('Request timed out', 'timeout'))).toBe(true);
    expect(keepsKey(new ApiError('Bad Gateway', 'server', 502))).toBe(true);
    expect(keepsKey(new ApiError('Too much', 'server', 422))).toBe(false);
    expect(keepsKey(new ApiError('odd', 'contract', 200))).toBe(false);
    expect(keepsKey(new Error('x'))).toBe(false);
  });
});

describe('createSubmitGuard', () => {
  it('sends one request for two submits in the same tick', async () => {
    const guard = createSubmitGuard();
    const answer = deferred<string>();
    const send = jest.fn(() => answer.promise);
    const first = guard.run('a', send);
    const second = guard.run('a', send);
    expect(guard.inFlight).toBe(true);
    answer.resolve('ok');
    expect(await second).toEqual({ status: 'ignored' });
    expect(await first).toEqual({ status: 'done', value: 'ok' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(guard.inFlight).toBe(false);
  });

  it('one key per attempt: a new key after a result, the same key for a retry after a network error', async () => {
    let n = 0;
    const guard = createSubmitGuard(() => `key-000${++n}`);
    const keys: string[] = [];
    const ok = (key: string) => (keys.push(key), Promise.resolve(1));
    const fail = (error: ApiError) => (key: string) => (keys.push(key), Promise.reject(error));

    await guard.run('a', ok);
    await guard.run('a', ok); // a new submit after a result
    await guard.run('a', fail(new ApiError('Network error', 'network')));
    await guard.run('a', ok); // the retry of the unknown attempt
    await guard.run('a', fail(new ApiError('Too much', 'server', 422)));
    await guard.run('a', ok); // a refusal is a result
    await guard.run('a', fail(new ApiError('Request timed out', 'timeout')));
    await guard.run('b', ok); // other values: another request, another key
    expect(keys).toEqual([
      'key-0001',
      'key-0002',
      'key-0003',
      'key-0003',
      'key-0004',
      'key-0005',
      'key-0006',
      'key-0007',
    ]);
  });

  it('reports a failure without throwing', async () => {
    const error = new ApiError('Too much', 'server', 422);
    expect(await createSubmitGuard().run('a', () => Promise.reject(error))).toEqual({
      status: 'failed',
      error,
    });
  });
});

function Form({ send }: { send: (key: string) => Promise<unknown> }) {
  const guard = useSubmitGuard();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void guard.run('same', send);
      }}
    >
      <button type="submit" disabled={guard.busy}>
        Submit
      </button>
    </form>
  );
}

describe('useSubmitGuard', () => {
  it('a double click sends one request; Submit is disabled until the answer', async () => {
    const answer = deferred<void>();
    const send = jest.fn((_key: string) => answer.promise);
    render(<Form send={send} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    // Two clicks before React re-renders: only the guard (not the disabled state) can stop the second.
    act(() => {
      button.click();
      button.click();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(async () => answer.resolve());
    expect(button).toBeEnabled();
    await userEvent.setup().click(button);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).not.toBe(send.mock.calls[0]![0]);
  });
});
