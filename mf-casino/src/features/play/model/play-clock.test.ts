import { elapsedAt, formatElapsed } from './play-clock';

describe('play clock', () => {
  it('shows minutes and seconds under an hour, then hours', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59)).toBe('0:59');
    expect(formatElapsed(61)).toBe('1:01');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3600)).toBe('1:00:00');
    expect(formatElapsed(36_061)).toBe('10:01:01');
  });

  it('ticks on from the server’s count, whatever the page’s clock says of the start', () => {
    expect(elapsedAt(100, 5_000, 5_000)).toBe(100);
    expect(elapsedAt(100, 5_000, 7_999)).toBe(102);
    // A page clock that went back never runs the figure backwards.
    expect(elapsedAt(100, 5_000, 1_000)).toBe(100);
  });
});
