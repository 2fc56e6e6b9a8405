import { createBus } from '.';

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
    bus.on('auth:required', () => {
      throw new Error('broken vertical');
    });
    bus.on('auth:required', () => seen.push('second'));
    bus.emit('auth:required', {});
    expect(seen).toEqual(['second']);
    error.mockRestore();
  });
});
