import { signIn } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { decodeGame } from './game-codec';
import { openGame, returnPathOf } from './open-game';
import { sampleGame } from './test-games';

function setWidth(phone: boolean) {
  window.matchMedia = ((q: string) => ({ matches: phone, media: q })) as never;
}

describe('openGame', () => {
  it('asks a visitor to log in', () => {
    const navigate = jest.fn();
    expect(openGame(sampleGame(), navigate)).toBe(false);
    expect(uiStore.getState().dialog?.id).toBe('account/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the full-height modal on a phone', () => {
    signIn();
    setWidth(true);
    openGame(sampleGame(), jest.fn());
    const dialog = uiStore.getState().dialog;
    expect(dialog?.id).toBe('casino/play');
    expect(decodeGame((dialog?.params as { encoded: string }).encoded)).toEqual(sampleGame());
  });

  it('navigates to the play page on a desktop, remembering where to return', () => {
    signIn();
    setWidth(false);
    window.history.pushState({}, '', '/casino/slot?category=7');
    const navigate = jest.fn();
    openGame(sampleGame(), navigate);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/casino\/play\/[A-Za-z0-9_-]+$/), {
      returnTo: '/casino/slot?category=7',
    });
    openGame(sampleGame(), navigate, '/spor');
    expect(navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/casino\/play\//), {
      returnTo: '/spor',
    });
  });

  it('returns only to site paths', () => {
    expect(returnPathOf({ returnTo: '/casino/live' })).toBe('/casino/live');
    expect(returnPathOf({ returnTo: '//evil.example' })).toBe('/');
    expect(returnPathOf({ returnTo: 'javascript:alert(1)' })).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });
});
