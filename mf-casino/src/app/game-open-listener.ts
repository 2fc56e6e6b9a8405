import { bus } from '@playhub/shared/bus';
import { errorMessage } from '@playhub/shared/api';
import { i18n } from '@playhub/shared/i18n';
import { notify } from '@playhub/shared/ui-kit';
import { searchGames } from '../lib/api/search-games';
import { openGame, type PlayState } from '../lib/open-game';

// On globalThis: a remote evaluated twice (a retry from another entry) must still listen once.
const KEY = Symbol.for('playhub.casino.game-open-listener');
type Holder = { [KEY]?: true };

/**
 * Navigates outside React: the bus listener lives at module level, so it cannot use useNavigate.
 * BrowserRouter follows popstate; the state keeps react-router's index so back/forward stay right.
 */
export function navigateOutsideRouter(path: string, usr: PlayState): void {
  const state = window.history.state as { idx?: number } | null;
  const idx = typeof state?.idx === 'number' ? state.idx + 1 : 0;
  window.history.pushState({ usr, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * `game:open { gameCode, name? }` (the compact menu's Aviator): searches by name (falling back to the
 * code) and opens the first match. Requirements §5: a search launch acts only when a term is given.
 */
export async function openGameByName(payload: { gameCode: string; name?: string }): Promise<void> {
  const term = (payload.name ?? payload.gameCode).trim();
  if (!term) return;
  try {
    // Casino first; live casino only when the casino has no match (the menu's games are slots).
    let games = await searchGames(term, false);
    if (games.length === 0) games = await searchGames(term, true);
    const game = games.find((g) => g.gameCode === payload.gameCode) ?? games[0];
    if (game) openGame(game, navigateOutsideRouter);
    else notify.info(i18n.t('casino:search.noResults', { term }));
  } catch (error) {
    notify.error(errorMessage(error, i18n.t('common:errorGeneric')));
  }
}

/** Registers the `game:open` listener once per page, however often the remote module is evaluated. */
export function registerGameOpenListener(): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  bus.on('game:open', (payload) => void openGameByName(payload));
}
