import { api } from '@playhub/shared/api';
import { favorites, type Favorites } from '@playhub/shared/contracts';
import { useQuery } from '@playhub/shared/query';
import { useSession } from '@playhub/shared/session';

/** Query key of the player's favourites (per user, so another login never sees them). */
export const favoritesKey = (userCode: string) => ['casino', 'favorites', userCode] as const;

/** GET casino/favorites: the player's favourite codes and games. */
export async function getFavorites(): Promise<Favorites> {
  return (await api.get('casino/favorites', { schema: favorites })).data;
}

const none: Favorites = { codes: [], games: [] };

/** The player's favourites; empty for visitors (no call is made). */
export function useFavorites() {
  const hasLogin = useSession((s) => s.hasLogin);
  const userCode = useSession((s) => s.userCode);
  const query = useQuery({ queryKey: favoritesKey(userCode), queryFn: getFavorites, enabled: hasLogin });
  return { ...query, data: hasLogin ? (query.data ?? none) : none };
}
