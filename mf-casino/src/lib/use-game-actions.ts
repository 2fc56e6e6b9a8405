import { useCallback, useMemo } from 'react';
import { useNavigate } from '@playhub/shared/router';
import type { Game } from '@playhub/shared/contracts';
import { useFavorites } from './api/get-favorites';
import { useToggleFavorite } from './api/toggle-favorite';
import { openGame } from './open-game';

/** What a list of game tiles needs: open, favourite state and toggle (one subscription per list, not per tile). */
export function useGameActions() {
  const navigate = useNavigate();
  const { data } = useFavorites();
  const { toggle, pendingCode } = useToggleFavorite();
  const favoriteCodes = useMemo(() => new Set(data.codes), [data.codes]);
  const open = useCallback(
    (game: Game) => openGame(game, (path, state) => navigate(path, { state })),
    [navigate],
  );
  return { open, toggleFavorite: toggle, favoriteCodes, pendingCode };
}

/** What {@link useGameActions} returns. */
export type GameActions = ReturnType<typeof useGameActions>;
