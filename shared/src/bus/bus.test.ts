import { createBus } from '.';

describe('bus', () => {
  it('delivers typed payloads to every listener until unsubscribed', () => {
    const bus = createBus();
    const seen: number[] = [];
    const off = bus.on('notifications:unread', ({ count }) => seen.push(count));
    bus.on('notifications:unread', ({ count }) => seen.push(count * 10));
    bus.emit('notifications:unread', { count: 2 });
    off();
    bus.emit('notifications:unread', { count: 3 });
    expect(seen).toEqual([2, 20, 30]);
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
