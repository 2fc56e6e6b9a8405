import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '@playhub/shared/router';
import type { Game } from '@playhub/shared/contracts';
import { errorMessage } from '@playhub/shared/api';
import { useTranslation } from '@playhub/shared/i18n';
import { Spinner, notify } from '@playhub/kit/ui-kit';
import { searchGames } from '../../lib/api/search-games';
import { openGame, returnPathOf } from '../../lib/open-game';
import { isPhoneViewport } from '../../lib/viewport';

/**
 * The game a code and name point at: searches by name (falling back to the code), casino first and
 * live casino only when the casino has no match (the menu's games are slots); the matching code
 * wins, else the first match. Requirements §5: a search launch acts only when a term is given.
 */
export async function findGame(gameCode: string, name: string | null): Promise<Game | null> {
  const term = (name ?? gameCode).trim();
  if (!term) return null;
  let games = await searchGames(term, false);
  if (games.length === 0) games = await searchGames(term, true);
  return games.find((g) => g.gameCode === gameCode) ?? games[0] ?? null;
}

/**
 * `/casino/open/{gameCode}?name=…` (the compact menu's Aviator; any link may use it): finds the game
 * and opens it as a game card would, replacing this entry in the history — a desktop goes on to the
 * play page, a phone returns to the page it came from (router state `returnTo`, else home) with the
 * game modal over it. Nothing found: a toast, and back to that page. The route requires a login, so
 * a visitor gets the login form from the host and comes back here after logging in.
 */
export function OpenGamePage() {
  const { t } = useTranslation('casino');
  const gameCode = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const name = search.get('name');
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);

  useEffect(() => {
    let current = true;
    const back = () => void navigate(returnTo, { replace: true });
    findGame(gameCode, name).then(
      (game) => {
        if (!current) return;
        if (!game) {
          notify.info(t('search.noResults', { term: name ?? gameCode }));
          return back();
        }
        openGame(game, (path, state) => void navigate(path, { state, replace: true }), returnTo);
        if (isPhoneViewport()) back();
      },
      (error: unknown) => {
        if (!current) return;
        notify.error(errorMessage(error, t('common:errorGeneric')));
        back();
      },
    );
    return () => {
      current = false;
    };
  }, [gameCode, name, navigate, returnTo, t]);

  return <Spinner block label={t('play.loading')} />;
}

export default OpenGamePage;
