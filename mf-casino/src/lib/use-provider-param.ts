import { useMemo } from 'react';
import { useSearchParams } from '@playhub/shared/router';
import { useBootstrap } from '@playhub/shared/bootstrap';
import type { Game } from '@playhub/shared/contracts';

/** The URL parameter that keeps the chosen provider (survives reload and back). */
export const PROVIDER_PARAM = 'provider';

/**
 * The provider filter's state in the URL (`?provider=<name>`, none: all), and setting it: a new
 * history entry, so Back returns to the previous choice.
 */
export function useProviderParam(): [string | null, (name: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PROVIDER_PARAM)?.slice(0, 60) || null;
  const set = (name: string | null) => {
    const next = new URLSearchParams(params);
    if (name) next.set(PROVIDER_PARAM, name);
    else next.delete(PROVIDER_PARAM);
    setParams(next);
  };
  return [value, set];
}

/**
 * The providers the filter offers: the footer slider's (the bootstrap's list) and any other the
 * games at hand name, alphabetically.
 */
export function useProviderNames(games: readonly Game[] = []): string[] {
  const bootstrap = useBootstrap();
  return useMemo(() => {
    const names = new Set((bootstrap?.providers ?? []).map((p) => p.name));
    for (const g of games) names.add(g.providerName);
    return [...names].sort((a, b) => a.localeCompare(b, 'en'));
  }, [bootstrap, games]);
}
