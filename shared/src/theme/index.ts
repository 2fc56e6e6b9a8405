export { theme, media, textPairs, type AppTheme, type Breakpoint } from './theme';
export {
  colors,
  space,
  radii,
  breakpoints,
  zIndex,
  layout,
  fonts,
  fontSizes,
  fontWeights,
  shadows,
  durations,
} from './tokens';
export { GlobalStyle, NO_SCROLL_CLASS } from './global-style';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
export { contrastRatio, luminance } from './contrast';
