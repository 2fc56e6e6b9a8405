import type { Game } from '@playhub/shared/contracts';
import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { encodeGame } from './game-codec';
import { isPhoneViewport } from './viewport';

/** Router state of the play page: where closing the game returns to. */
export interface PlayState {
  returnTo: string;
}

/** Navigation the opener supplies (react-router's navigate). */
export type PlayNavigate = (path: string, state: PlayState) => void;

/** Path of the desktop play page of a game. */
export function playPath(game: Game): string {
  return `/casino/play/${encodeGame(game)}`;
}

/** Reads the return path from router state; only site paths are accepted. */
export function returnPathOf(state: unknown): string {
  const value = (state as Partial<PlayState> | null)?.returnTo;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * Requirements §4 "Opening a game": a visitor gets the login form (and stays on the page); a phone
 * opens the full-height game modal; a desktop navigates to the play page, remembering the page to
 * return to on close (`returnTo`, by default the current one). Returns whether the game opened.
 */
export function openGame(
  game: Game,
  navigate: PlayNavigate,
  returnTo = `${window.location.pathname}${window.location.search}`,
): boolean {
  if (!sessionStore.getState().hasLogin) {
    openDialog('account/login');
    return false;
  }
  if (isPhoneViewport()) openDialog('casino/play', { encoded: encodeGame(game) });
  else navigate(playPath(game), { returnTo });
  return true;
}
