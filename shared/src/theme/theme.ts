// Pulls the DefaultTheme augmentation into every program that compiles this file (each app's tsconfig
// reaches it through `@playhub/shared/theme` or `ui-kit`), so `props.theme` is typed everywhere.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./styled.d.ts" />
import {
  breakpoints,
  colors,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  layout,
  radii,
  shadows,
  space,
  zIndex,
} from './tokens';

/** The styled-components theme every app renders with. */
export const theme = {
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
};

/** Shape of the theme (also `DefaultTheme` through `styled.d.ts`). */
export type AppTheme = typeof theme;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** Media query helpers: `up` is min-width, `down` is strictly below the breakpoint. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** Widths up to 900px inclusive: full-height notifications panel (Requirements §2). */
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
} as const;

/**
 * Text/surface pairs the UI uses; each must reach WCAG AA 4.5:1 (checked by theme.test.ts).
 * Add a pair here whenever a component puts a new text colour on a new surface.
 */
export const textPairs: ReadonlyArray<readonly [text: keyof typeof colors, surface: keyof typeof colors]> = [
  ...(['text', 'textMuted', 'accent', 'successText', 'dangerText', 'info', 'warning'] as const).flatMap(
    (fg) => (['background', 'surface', 'surfaceRaised'] as const).map((bg) => [fg, bg] as const),
  ),
  ['text', 'surfaceMuted'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onSuccess', 'success'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onInfo', 'info'],
  ['onWarning', 'warning'],
];
