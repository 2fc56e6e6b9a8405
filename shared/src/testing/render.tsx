import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '../router';
import { initI18n, type Language } from '../i18n';
import type { StoredAuthData } from '../session';
import { ThemeProvider } from '../theme/theme-provider';
import { resetSessionStore, signIn } from './stores';

/** Options of {@link renderWithProviders}. */
export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the MemoryRouter (default '/'). */
  route?: string;
  /** Logs this user in before rendering; `null` logs out; omitted leaves the session store as it is. */
  session?: Partial<StoredAuthData> | null;
  /** Interface language (default en). */
  lang?: Language;
  /** Use this query client instead of a fresh one (e.g. to pre-fill the cache). */
  queryClient?: QueryClient;
}

/** A query client for one test: no retries, no cache carried between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** Everything a component expects around it, for tests and stories. */
export function TestProviders({
  children,
  route = '/',
  queryClient,
}: {
  children: ReactNode;
  route?: string;
  queryClient: QueryClient;
}) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
}

/**
 * Renders `ui` inside MemoryRouter, theme and a fresh QueryClient, with i18n in `lang` (en), signed in
 * when `session` is given. Stores are not reset here: call `resetStores()` in `beforeEach`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    session,
    lang = 'en',
    queryClient = createTestQueryClient(),
    ...options
  }: ProviderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  initI18n(lang);
  if (session) signIn(session);
  else if (session === null) resetSessionStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders route={route} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}
