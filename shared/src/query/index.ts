import { QueryClient } from '@tanstack/react-query';

/** The page-wide query cache (server data has one home: SPEC STYLE rule 8). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});

export {
  QueryClientProvider,
  useQuery,
  useMutation,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
