import { contrastRatio } from './contrast';
import { theme, textPairs } from './theme';

describe('theme contrast (WCAG AA)', () => {
  it('computes the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it.each(textPairs)('%s on %s reaches 4.5:1', (text, surface) => {
    expect(contrastRatio(theme.colors[text], theme.colors[surface])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('breakpoints', () => {
  it('match the values of Requirements §2 and §9', () => {
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, mobileMax: 900 });
    expect(theme.layout.bottomBarHeight).toBe('60px');
  });
});
