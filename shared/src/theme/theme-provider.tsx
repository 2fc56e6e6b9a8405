import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children: ReactNode;
  /** Render the page-wide `GlobalStyle` too (the host and dev shells do; remotes inside the host do not). */
  withGlobalStyle?: boolean;
}

/** Provides the playhub theme to styled-components, optionally with the global style. */
export function ThemeProvider({ children, withGlobalStyle = false }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
