import { QueryClient } from '@tanstack/react-query';

/**
 * The page-wide query cache (server data has one home: SPEC STYLE rule 8). react-query itself is not
 * a federation shared module: this subpath is its one importer (lint), so the host's copy of it is
 * the page's, tree-shaken to what these exports use.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});

export type { QueryClient } from '@tanstack/react-query';
export {
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
