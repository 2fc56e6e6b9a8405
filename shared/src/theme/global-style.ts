import { createGlobalStyle } from 'styled-components';

/** Class the app puts on `<body>` while a sidebar or full-screen dialog must stop page scrolling. */
export const NO_SCROLL_CLASS = 'no-scroll';

/** Page-wide reset, body colours, focus ring, `.no-scroll` and reduced-motion rules. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; color-scheme: dark; }
  body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol { margin: 0; }
  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }
  body {
    min-height: 100dvh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  img, picture, video, canvas, svg { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  button { cursor: pointer; }
  button:disabled, [aria-disabled='true'] { cursor: not-allowed; }
  a { color: ${({ theme }) => theme.colors.accent}; }
  p, h1, h2, h3, h4, h5, h6 { overflow-wrap: break-word; }

  /* A visible ring for keyboard users only; mouse clicks keep the clean look. */
  :focus { outline: none; }
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  body.${NO_SCROLL_CLASS} { overflow: hidden; overscroll-behavior: none; }

  /* Everything moves at once, but for react-toastify's progress bar: the toast's time to close is
     that bar's animation (its animationend closes it), which at 0.01 ms closed every toast as it
     opened; it only shrinks in place. */
  @media (prefers-reduced-motion: reduce) {
    *:not(.Toastify__progress-bar), *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
