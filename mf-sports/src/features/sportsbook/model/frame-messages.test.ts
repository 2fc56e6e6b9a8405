import { readSportsbookMessage } from './frame-messages';

const source = {} as MessageEventSource;
const frame = { origin: 'https://books.example', window: source };

describe('readSportsbookMessage', () => {
  it('accepts known messages from the sportsbook origin and frame', () => {
    expect(
      readSportsbookMessage(
        { origin: frame.origin, source, data: { type: 'sportsbook:height', height: 1400 } },
        frame,
      ),
    ).toEqual({
      type: 'sportsbook:height',
      height: 1400,
    });
    expect(
      readSportsbookMessage({ origin: frame.origin, source, data: { type: 'sportsbook:login' } }, frame),
    ).toEqual({
      type: 'sportsbook:login',
    });
  });

  it('ignores other origins, other windows and unknown shapes', () => {
    const login = { type: 'sportsbook:login' };
    expect(readSportsbookMessage({ origin: 'https://evil.example', source, data: login }, frame)).toBeNull();
    expect(
      readSportsbookMessage({ origin: frame.origin, source: {} as MessageEventSource, data: login }, frame),
    ).toBeNull();
    expect(
      readSportsbookMessage(
        { origin: frame.origin, source, data: { type: 'sportsbook:height', height: 'big' } },
        frame,
      ),
    ).toBeNull();
    expect(
      readSportsbookMessage({ origin: frame.origin, source, data: 'sportsbook:login' }, frame),
    ).toBeNull();
  });
});
