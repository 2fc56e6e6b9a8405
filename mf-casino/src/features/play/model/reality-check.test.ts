import { minutesBetween, nextRealityCheck } from './reality-check';

const min = 60_000;

describe('nextRealityCheck (issue 20: a reminder at every interval of the session)', () => {
  it('is the first whole interval after the session started', () => {
    expect(nextRealityCheck(0, 60, 30 * min, null)).toBe(60 * min);
    expect(nextRealityCheck(1000, 15, 1000, null)).toBe(1000 + 15 * min);
  });

  it('is due at once when an interval passed unanswered (a game opened late in the session)', () => {
    expect(nextRealityCheck(0, 60, 90 * min, null)).toBe(90 * min);
  });

  it('after an answer, the next interval boundary, never the same one twice', () => {
    expect(nextRealityCheck(0, 60, 95 * min, 95 * min)).toBe(120 * min);
    expect(nextRealityCheck(0, 60, 61 * min, 60 * min)).toBe(120 * min);
  });

  it('is off for a zero interval or an unknown start', () => {
    expect(nextRealityCheck(0, 0, 10, null)).toBeNull();
    expect(nextRealityCheck(Number.NaN, 60, 10, null)).toBeNull();
  });

  it('counts whole minutes played', () => {
    expect(minutesBetween(0, 59_999)).toBe(0);
    expect(minutesBetween(0, 61 * min)).toBe(61);
    expect(minutesBetween(10, 0)).toBe(0);
  });
});
