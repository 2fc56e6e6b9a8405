import { useQuery } from '@tanstack/react-query';
import { bootstrap as bootstrapSchema, type Bootstrap, type ShellData } from '../contracts';
import { api, requestLocale } from '../api';
import { readJson, storageKeys, writeJson } from '../storage';
import { queryClient } from '../query';

/** Query key of the bootstrap data (`cms/grouped`). */
export const bootstrapQueryKey = ['cms', 'grouped'] as const;

/** The bootstrap data kept in local storage from the last visit, if valid. */
export function storedBootstrap(): Bootstrap | null {
  return readJson(storageKeys.bootstrap, bootstrapSchema);
}

/**
 * Fetches `cms/grouped` and stores it under `bootstrap`; a failure yields null
 * (Requirements §8: "treated as false").
 */
export async function fetchBootstrap(): Promise<Bootstrap | null> {
  try {
    const { data } = await api.get('cms/grouped', { schema: bootstrapSchema });
    writeJson(storageKeys.bootstrap, data);
    return data;
  } catch {
    return storedBootstrap();
  }
}

/** Runs `task` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 0);
}

/**
 * The bootstrap the server inlined in the page (its shell), when it is the answer this page would
 * get: taken in the language the page asks in, and valid as an answer is. Stored as a fetched one
 * is. Null otherwise, and the page asks the server.
 */
export function shellBootstrap(shell: Pick<ShellData, 'language' | 'bootstrap'> | null): Bootstrap | null {
  if (!shell || shell.language !== requestLocale()) return null;
  const parsed = bootstrapSchema.safeParse(shell.bootstrap);
  if (!parsed.success) return null;
  // Kept for a visit whose bootstrap fails, when the browser is idle: not on the start-up path.
  whenIdle(() => writeJson(storageKeys.bootstrap, parsed.data));
  return parsed.data;
}

/**
 * Loads the bootstrap into the shared query cache (start-up calls this before first render): the
 * one the server inlined when it can be taken ({@link shellBootstrap}), else from the server.
 */
export function prefetchBootstrap(
  shell: Pick<ShellData, 'language' | 'bootstrap'> | null = null,
): Promise<Bootstrap | null> {
  const inlined = shellBootstrap(shell);
  if (inlined) {
    queryClient.setQueryData(bootstrapQueryKey, inlined);
    return Promise.resolve(inlined);
  }
  return queryClient.fetchQuery({
    queryKey: bootstrapQueryKey,
    queryFn: fetchBootstrap,
    staleTime: Infinity,
  });
}

/** The bootstrap data (null while unknown or when the server failed and nothing was stored). */
export function useBootstrap(): Bootstrap | null {
  const { data } = useQuery({
    queryKey: bootstrapQueryKey,
    queryFn: fetchBootstrap,
    initialData: storedBootstrap,
    staleTime: Infinity,
  });
  return data ?? null;
}

/** A site option's value when its status is on (e.g. `telegramUrl`), else null. */
export function siteOption(data: Bootstrap | null, key: string): string | null {
  const option = data?.siteOption.find((o) => o.key === key);
  return option?.status && option.value ? option.value : null;
}
