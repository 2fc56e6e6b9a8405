import type { LiveConnectionState } from '@playhub/shared/contracts';
import { createHubLink, defaultBackoff } from './hub-link';
import { fakeSignalR, flush } from './fake-signalr';

function setup(prepare?: Parameters<typeof fakeSignalR>[0]) {
  const fake = fakeSignalR(prepare);
  const states: LiveConnectionState[] = [];
  const messages: Array<[string, unknown]> = [];
  const resync = jest.fn();
  const link = createHubLink({
    url: () => 'ws://site.example/hub/frnotify?fingerprint=fp1',
    token: () => 'tok-1',
    onState: (s) => states.push(s),
    onMessage: (cmd, message) => messages.push([cmd, message]),
    onResync: resync,
    load: fake.load,
    backoff: () => 1000,
  });
  return { fake, link, states, messages, resync };
}

describe('createHubLink', () => {
  afterEach(() => jest.useRealTimers());

  it('connects over WebSockets only, without negotiation, with the stored token and auto reconnect', async () => {
    const { fake, link, states } = setup();
    link.start();
    await flush();
    const c = fake.built[0]!;
    expect(c.url).toBe('ws://site.example/hub/frnotify?fingerprint=fp1');
    expect(c.options).toMatchObject({ skipNegotiation: true, transport: 1 });
    expect((c.options.accessTokenFactory as () => string)()).toBe('tok-1');
    expect(c.reconnect).toBe(true);
    expect(states).toEqual(['Connecting', 'Connected']);
  });

  it('passes NotifyMessage(cmd, message) on', async () => {
    const { fake, link, messages } = setup();
    link.start();
    await flush();
    fake.built[0]!.invoke('NotifyMessage', 'Notification', { id: 1 });
    expect(messages).toEqual([['Notification', { id: 1 }]]);
  });

  it('resyncs once it listens: a message sent before the socket was up would be lost', async () => {
    const { link, resync } = setup();
    link.start();
    expect(resync).not.toHaveBeenCalled();
    await flush();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('reports reconnecting and reconnected, and resyncs after a gap', async () => {
    const { fake, link, states, resync } = setup();
    link.start();
    await flush();
    resync.mockClear();
    const c = fake.built[0]!;
    c.reconnectingHandlers.forEach((fn) => fn());
    c.reconnectedHandlers.forEach((fn) => fn());
    expect(states).toEqual(['Connecting', 'Connected', 'Reconnecting', 'Connected']);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('retries with its own backoff after the client gives up, and resyncs when back', async () => {
    jest.useFakeTimers();
    const { fake, link, states, resync } = setup();
    link.start();
    await jest.advanceTimersByTimeAsync(0);
    resync.mockClear();
    fake.built[0]!.close(new Error('WebSocket closed with status code: 1006'));
    expect(states.at(-1)).toBe('Disconnected');
    await jest.advanceTimersByTimeAsync(999);
    expect(fake.built).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.built).toHaveLength(2);
    expect(states.at(-1)).toBe('Connected');
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('retries a failed first start', async () => {
    jest.useFakeTimers();
    let first = true;
    const { fake, link, states } = setup((c) => {
      if (first) c.startResult = Promise.reject(new Error('Failed to start the connection'));
      first = false;
    });
    link.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['Connecting', 'Disconnected']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fake.built).toHaveLength(2);
    expect(states.at(-1)).toBe('Connected');
  });

  it('stops retrying for good on an Unauthorized close', async () => {
    jest.useFakeTimers();
    const { fake, link, states } = setup();
    link.start();
    await jest.advanceTimersByTimeAsync(0);
    fake.built[0]!.close(
      new Error('Server returned an error on close: Connection closed with an error. Unauthorized'),
    );
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fake.built).toHaveLength(1);
    expect(states.at(-1)).toBe('Disconnected');
  });

  it('disconnects on stop and does not come back', async () => {
    jest.useFakeTimers();
    const { fake, link, states } = setup();
    link.start();
    await jest.advanceTimersByTimeAsync(0);
    await link.stop();
    expect(fake.built[0]!.stopped).toBe(true);
    expect(states.slice(-2)).toEqual(['Disconnecting', 'Disconnected']);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fake.built).toHaveLength(1);
  });

  it('backs off from 5 s up to a 60 s ceiling with jitter', () => {
    expect(defaultBackoff(0)).toBeGreaterThanOrEqual(4000);
    expect(defaultBackoff(0)).toBeLessThanOrEqual(6000);
    expect(defaultBackoff(10)).toBeLessThanOrEqual(72_000);
    expect(defaultBackoff(10)).toBeGreaterThanOrEqual(48_000);
  });
});
