import { renderHook } from '@testing-library/react';
import { bus } from '@playhub/shared/bus';
import { useBalancePush } from '../hooks/use-balance-push';
import { BALANCE_UPDATE_MESSAGE, balancePushTarget } from './balance-push';

const site = 'https://playhub.example';

describe('balancePushTarget', () => {
  it("names a provider's origin, and * only where the game's origin is opaque", () => {
    expect(
      balancePushTarget(
        { kind: 'url', url: 'https://games.example/x', origin: 'https://games.example' },
        site,
      ),
    ).toBe('https://games.example');
    expect(balancePushTarget({ kind: 'url', url: `${site}/api/demo/game/egt`, origin: site }, site)).toBe(
      '*',
    );
    expect(balancePushTarget({ kind: 'html', html: '<p>game</p>' }, site)).toBe('*');
  });
});

describe('useBalancePush', () => {
  it('tells the game when money moved outside it, and nothing for other reasons or after closing', () => {
    const postMessage = jest.fn();
    const frame = { current: { contentWindow: { postMessage } } as unknown as HTMLIFrameElement };
    const launch = { kind: 'url' as const, url: 'https://games.example/x', origin: 'https://games.example' };
    const { unmount } = renderHook(() => useBalancePush(frame, launch));
    bus.emit('wallet:changed', { reason: 'deposit' });
    expect(postMessage).toHaveBeenCalledWith(BALANCE_UPDATE_MESSAGE, 'https://games.example');
    bus.emit('wallet:changed', { reason: 'spin' });
    expect(postMessage).toHaveBeenCalledTimes(1);
    unmount();
    bus.emit('wallet:changed', { reason: 'deposit' });
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('waits for the game to be ready', () => {
    const postMessage = jest.fn();
    const frame = { current: { contentWindow: { postMessage } } as unknown as HTMLIFrameElement };
    renderHook(() => useBalancePush(frame, null));
    bus.emit('wallet:changed', { reason: 'deposit' });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
