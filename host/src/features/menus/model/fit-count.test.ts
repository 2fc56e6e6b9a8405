import { fitCount } from './fit-count';

describe('fitCount', () => {
  it('keeps every entry when they fit together, without a More button', () => {
    expect(fitCount([100, 100, 100], 2, 304, 80)).toBe(3);
    expect(fitCount([], 2, 0, 80)).toBe(0);
  });

  it('leaves room for More once anything overflows', () => {
    // 3 × 100 + 2 gaps = 304 > 303: More (80) must fit too, so two entries stay.
    expect(fitCount([100, 100, 100], 2, 303, 80)).toBe(2);
    expect(fitCount([100, 100, 100], 2, 282, 80)).toBe(2);
    expect(fitCount([100, 100, 100], 2, 281, 80)).toBe(1);
  });

  it('can move every entry into More on a very narrow bar', () => {
    expect(fitCount([100, 100], 2, 120, 80)).toBe(0);
  });
});
