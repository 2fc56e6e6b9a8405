import { api, errorMessage } from '@playhub/shared/api';
import { toggleFavoriteResult, type Game, type ToggleFavoriteResult } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { useMutation, useQueryClient } from '@playhub/shared/query';
import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { notify } from '@playhub/kit/ui-kit';
import { favoritesKey } from './get-favorites';

/** POST casino/togglefavorite `{ code, providerId }` → `{ favorite }` after the toggle. */
export async function toggleFavorite(game: Game): Promise<ToggleFavoriteResult> {
  const body = { code: game.gameCode, providerId: game.mainProviderId };
  return (await api.post('casino/togglefavorite', body, { schema: toggleFavoriteResult })).data;
}

/**
 * Requirements §4 favourite toggle: visitors get the login form; success shows 'Added to favorites'
 * (success) or 'Removed from favorites' (warning) and reloads the favourites; failure shows the
 * server message.
 */
export function useToggleFavorite() {
  const { t } = useTranslation('casino');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ favorite }) => {
      if (favorite) notify.success(t('favorites.added'));
      else notify.warning(t('favorites.removed'));
      void client.invalidateQueries({ queryKey: favoritesKey(sessionStore.getState().userCode) });
    },
    onError: (error) => notify.error(errorMessage(error, t('common:errorGeneric'))),
  });
  const toggle = (game: Game) => {
    if (!sessionStore.getState().hasLogin) {
      openDialog('account/login');
      return;
    }
    mutation.mutate(game);
  };
  return { toggle, pendingCode: mutation.isPending ? mutation.variables?.gameCode : undefined };
}
