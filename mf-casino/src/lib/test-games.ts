import type { Game } from '@playhub/shared/contracts';

/** A valid game for tests; override any field. */
export function sampleGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1,
    name: 'Aviator',
    gameCode: 'aviator',
    providerName: 'Digitain',
    mainProviderId: 7,
    productId: 0,
    system: '',
    systemCategory: 1,
    imageUrl: '/api/media/game/1.svg',
    isLive: false,
    liveCategory: null,
    ...overrides,
  };
}
