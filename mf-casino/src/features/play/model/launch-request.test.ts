import type { ProviderName } from '@playhub/shared/contracts';
import { sampleGame } from '../../../lib/test-games';
import { launchRequest, lobbyExitUrl } from './launch-request';

const ctx = { isMobile: false, language: 'en', lobbyUrl: 'http://site.test/api/demo/lobby-exit' };

describe('launchRequest', () => {
  it.each<[ProviderName, string, Record<string, unknown>, boolean]>([
    ['Digitain', 'casino/dtlaunchurl', { code: 'g1' }, false],
    ['Pragmatic Play', 'casino/pragmaticlaunchurl', { code: 'g1' }, false],
    ['EveryMatrix', 'casino/emlaunchurl', { code: 'g1', productId: 42 }, false],
    ['Amusnet', 'casino/amusnetlaunchurl', { code: 'g1', isMobile: false }, false],
    [
      'Egt Digital',
      'casino/egtlaunchurl',
      { platform: 1, gameCode: 'g1', language: 'en', lobbyUrl: ctx.lobbyUrl },
      true,
    ],
    [
      'Hub88',
      'casino/hub88launchurl',
      { platform: 1, gameCode: 'g1', language: 'en', lobbyUrl: ctx.lobbyUrl },
      true,
    ],
    ['SoftGamings', 'casino/softgamingslaunchurl', { system: 'sys9', pageCode: 'g1', isMobile: 0 }, true],
  ])('%s → %s', (providerName, path, body, closeOnFailure) => {
    const game = sampleGame({ providerName, gameCode: 'g1', productId: 42, system: 'sys9' });
    const req = launchRequest(game, ctx);
    expect(req.path).toBe(path);
    expect(req.body).toEqual(body);
    expect(req.closeOnFailure).toBe(closeOnFailure);
    expect(req.result).toBe(providerName === 'SoftGamings' ? 'html' : 'url');
  });

  it('marks mobile launches for every provider that takes a device flag', () => {
    const m = { ...ctx, isMobile: true };
    expect(launchRequest(sampleGame({ providerName: 'Egt Digital' }), m).body.platform).toBe(2);
    expect(launchRequest(sampleGame({ providerName: 'Amusnet' }), m).body.isMobile).toBe(true);
    expect(launchRequest(sampleGame({ providerName: 'SoftGamings' }), m).body.isMobile).toBe(1);
  });

  it('builds the lobby exit URL under the API base', () => {
    expect(lobbyExitUrl('http://site.test/api/')).toBe('http://site.test/api/demo/lobby-exit');
  });
});
