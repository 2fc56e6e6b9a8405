import type { Game } from '@playhub/shared/contracts';
import { bus } from '@playhub/shared/bus';
import { sessionStore } from '@playhub/shared/session';
import { openDialog } from '@playhub/shared/ui';
import { encodeGame } from './game-codec';
import { isPhoneViewport } from './viewport';

/** Path of the desktop play page of a game. */
export function playPath(game: Game): string {
  return `/casino/play/${encodeGame(game)}`;
}

/**
 * SPEC §4 "Opening a game": a visitor gets the login form; a phone opens the full-height game
 * modal; a desktop navigates to the play page.
 */
export function openGame(game: Game, navigate: (path: string) => void): void {
  if (!sessionStore.getState().hasLogin) {
    bus.emit('auth:required', { reason: 'game' });
    return;
  }
  if (isPhoneViewport()) openDialog('casino/play', { encoded: encodeGame(game) });
  else navigate(playPath(game));
}
