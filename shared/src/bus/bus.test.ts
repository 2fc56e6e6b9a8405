import { act, renderHook } from '@testing-library/react';
import { bus, createBus, useBusEvent } from '.';
import type { EventName } from '../contracts';

describe('bus', () => {
  it('delivers typed payloads to every listener until unsubscribed', () => {
    const bus = createBus();
    const seen: string[] = [];
    const off = bus.on('live:state', ({ state }) => seen.push(state));
    bus.on('live:state', ({ state }) => seen.push(state.toUpperCase()));
    bus.emit('live:state', { state: 'Connected' });
    off();
    bus.emit('live:state', { state: 'Disconnected' });
    expect(seen).toEqual(['Connected', 'CONNECTED', 'DISCONNECTED']);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    bus.on('wallet:changed', () => {
      throw new Error('broken vertical');
    });
    bus.on('wallet:changed', () => seen.push('second'));
    bus.emit('wallet:changed', { reason: 'deposit' });
    expect(seen).toEqual(['second']);
    error.mockRestore();
  });

  describe('outside production builds it checks every payload against its event schema', () => {
    const nodeEnv = process.env.NODE_ENV;
    afterEach(() => {
      process.env.NODE_ENV = nodeEnv;
    });

    it('throws under test for a wrong payload, an extra field or an event that is not a fact', () => {
      const bus = createBus();
      const heard = jest.fn();
      bus.on('auth:logout', heard);
      expect(() => bus.emit('auth:logout', { reason: 'timeout' } as never)).toThrow(
        /wrong payload for auth:logout/,
      );
      expect(() => bus.emit('wallet:changed', { reason: 'x', amount: 5 } as never)).toThrow(
        /wrong payload for wallet:changed/,
      );
      expect(() => bus.emit('wallet:open' as EventName, { mode: 'deposit' } as never)).toThrow(
        /wrong payload for wallet:open: not an event of EventMap/,
      );
      expect(heard).not.toHaveBeenCalled();
      bus.emit('auth:logout', { reason: 'user' });
      expect(heard).toHaveBeenCalledWith({ reason: 'user' });
    });

    it('reports with console.error in a development page, and still delivers', () => {
      process.env.NODE_ENV = 'development';
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const bus = createBus();
      const heard = jest.fn();
      bus.on('remote:status', heard);
      bus.emit('remote:status', { name: 'casino', status: 'gone' } as never);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[bus\] wrong payload for remote:status/), {
        name: 'casino',
        status: 'gone',
      });
      expect(heard).toHaveBeenCalledTimes(1);
      error.mockRestore();
    });

    it('does not check in a production build', () => {
      process.env.NODE_ENV = 'production';
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const bus = createBus();
      expect(() => bus.emit('auth:logout', { reason: 'timeout' } as never)).not.toThrow();
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    });
  });
});

describe('useBusEvent', () => {
  it('hears the fact while mounted, with the latest handler, and not once unmounted or disabled', () => {
    const heard: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag, enabled }: { tag: string; enabled: boolean }) =>
        useBusEvent('wallet:changed', ({ reason }) => heard.push(`${tag}:${reason}`), enabled),
      { initialProps: { tag: 'first', enabled: true } },
    );
    act(() => bus.emit('wallet:changed', { reason: 'deposit' }));
    rerender({ tag: 'second', enabled: true });
    act(() => bus.emit('wallet:changed', { reason: 'bonus' }));
    rerender({ tag: 'second', enabled: false });
    act(() => bus.emit('wallet:changed', { reason: 'withdrawal' }));
    rerender({ tag: 'third', enabled: true });
    unmount();
    act(() => bus.emit('wallet:changed', { reason: 'deposit' }));
    expect(heard).toEqual(['first:deposit', 'second:bonus']);
  });
});
