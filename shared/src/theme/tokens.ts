/**
 * Design tokens. Colours are chosen so every text colour meets WCAG AA (4.5:1) on every surface
 * it is used on; `theme.test.ts` checks the ratios so a palette change cannot silently break it.
 */

/** Colour palette of the dark casino look. */
export const colors = {
  /** Page background: near-black navy. */
  background: '#0b1020',
  /** Cards, panels, dialogs. */
  surface: '#141b2e',
  /** Raised parts of a surface: inputs, hovered rows, header bars. */
  surfaceRaised: '#1d2640',
  /** Skeleton blocks and dividers. */
  surfaceMuted: '#273252',
  border: '#34406a',
  borderStrong: '#56648f',
  text: '#f2f4fa',
  textMuted: '#aeb8cf',
  /** Gold accent: primary buttons, active tabs, focus rings. */
  accent: '#f5c518',
  accentHover: '#ffd84d',
  /** Text placed on the gold accent. */
  onAccent: '#0b1020',
  /** Green fill (success buttons, verified badge). */
  success: '#27a862',
  onSuccess: '#0b1020',
  /** Green text on dark surfaces. */
  successText: '#4ade80',
  /** Red fill (danger buttons, unread badge). */
  danger: '#d0303c',
  dangerHover: '#b3232e',
  onDanger: '#ffffff',
  /** Red text on dark surfaces (field errors). */
  dangerText: '#ff8a91',
  info: '#5aa9ff',
  onInfo: '#0b1020',
  warning: '#f59e0b',
  onWarning: '#0b1020',
  /** Dim layer behind dialogs. */
  backdrop: 'rgba(4, 7, 16, 0.72)',
} as const;

/** Spacing scale (px values as CSS strings). */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/** Corner radii. */
export const radii = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' } as const;

/** Breakpoints in px (min-width), plus `mobileMax` for the notifications panel rule (Requirements §2). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, mobileMax: 900 } as const;

/** Stacking order: header < bottom bar < sidebar < dialogs < toasts. */
export const zIndex = {
  base: 0,
  dropdown: 50,
  header: 100,
  bottomBar: 110,
  sidebar: 120,
  dialog: 1000,
  toast: 1100,
} as const;

/** Fixed layout sizes named by Requirements §2 and §9. */
export const layout = {
  bottomBarHeight: '60px',
  playHeaderHeight: '35px',
  headerHideThreshold: 100,
  dialog: {
    height: '699px',
    minWidth: '110px',
    maxWidth: '990px',
    callWidth: '454px',
    secondaryWidth: '480px',
    secondaryHeight: '560px',
    mediumWidth: '640px',
  },
  notificationsPanel: { height: '582px', width: '386px' },
  dashboardDropdownWidth: '230px',
} as const;

/**
 * Font stacks. The body's is the site's own Inter (host/src/index.html declares and preloads it), then
 * a local face with Inter's measures while it loads, then system faces: the same on every device,
 * whatever its default sans-serif. The painted shell (host/src/index.html) uses the same stack.
 */
export const fonts = {
  body: "Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Type scale. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

/** Font weights. */
export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

/** Elevation shadows. */
export const shadows = {
  card: '0 2px 8px rgba(0, 0, 0, 0.35)',
  dialog: '0 16px 48px rgba(0, 0, 0, 0.55)',
} as const;

/** Motion durations; GlobalStyle zeroes them for `prefers-reduced-motion`. */
export const durations = { fast: '120ms', normal: '200ms', slow: '350ms' } as const;
