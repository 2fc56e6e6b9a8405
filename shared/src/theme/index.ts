export { theme, media, textPairs, type AppTheme, type Breakpoint } from './theme';
// Every design token (colors, space, radii, breakpoints, zIndex, layout, fonts, fontSizes,
// fontWeights, shadows, durations): tokens.ts exports nothing else.
export * from './tokens';
export { GlobalStyle, NO_SCROLL_CLASS } from './global-style';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { contrastRatio, luminance } from './contrast';
