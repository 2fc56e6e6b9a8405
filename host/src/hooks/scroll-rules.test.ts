import { HEADER_HIDE_THRESHOLD, isHeaderHidden, nextBottomBarVisible } from './scroll-rules';

describe('header hide rule (Requirements §2/§9: hides past 100 px)', () => {
  it('shows at and below 100 px and hides past it', () => {
    expect(HEADER_HIDE_THRESHOLD).toBe(100);
    expect(isHeaderHidden(0)).toBe(false);
    expect(isHeaderHidden(100)).toBe(false);
    expect(isHeaderHidden(101)).toBe(true);
    expect(isHeaderHidden(2000)).toBe(true);
  });
});

describe('bottom bar rule (hides on scroll down, shows on scroll up)', () => {
  it('hides when the page moves down and shows when it moves up', () => {
    expect(nextBottomBarVisible(100, 300, true)).toBe(false);
    expect(nextBottomBarVisible(300, 200, false)).toBe(true);
  });
  it('keeps its state for jitter and always shows at the top', () => {
    expect(nextBottomBarVisible(300, 302, false)).toBe(false);
    expect(nextBottomBarVisible(300, 298, true)).toBe(true);
    expect(nextBottomBarVisible(50, 0, false)).toBe(true);
  });
});
