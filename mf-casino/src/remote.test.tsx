import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from '@playhub/shared/router';
import { bootstrapQueryKey } from '@playhub/shared/bootstrap';
import type { Bootstrap, DialogProps, RemoteModule } from '@playhub/shared/contracts';
import { createTestQueryClient, fakeApi, renderWithProviders, resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import remote from './remote';
import { sampleGame } from './lib/test-games';

const games = [
  sampleGame({ id: 1, name: 'Aviator', gameCode: 'aviator' }),
  sampleGame({ id: 2, name: 'Şeker Party', gameCode: 'seker' }),
];
const bootstrap: Bootstrap = {
  casinoCategoryList: [{ id: 7, name: 'Popular', slugList: ['home', 'slot'], imageUrl: '', games }],
  language: 'en',
  translationList: [],
  siteOption: [],
  domainStatus: { current: '', next: '' },
  trialBonusAmount: 0,
  popup: null,
  sliderList: [{ slug: 'home', url: '/promotions', target: '_self', images: ['/a.svg', '/b.svg', '/c.svg'] }],
  categoryList: [],
  videoInfo: { url: '/video.mp4', title1: 'Live', title2: 'Casino', title3: 'Tonight' },
  providers: [],
};

// The host's way of mounting a remote: its routes inside <Routes>, no federation.
function renderRoute(module: RemoteModule, route: string, session?: { token: string } | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(bootstrapQueryKey, bootstrap);
  return renderWithProviders(
    <Routes>
      {(module.routes ?? []).map(({ path, component: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>,
    { route, queryClient, session },
  );
}

beforeAll(() => {
  // jsdom has neither; swiper and the phone check use them.
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

beforeEach(() => {
  resetStores();
  fakeApi({
    'POST transaction/topwinners': {
      data: [{ image: '/w.svg', game: 'Aviator', name: 'Ahmet Yılmaz', amount: 1250.5, currencySymbol: '₺' }],
    },
    'GET casino/favorites': { data: { codes: ['seker'], games: [games[1]] } },
    'GET casino/recent': { data: [] },
    'GET cms/promotions': {
      data: [
        {
          id: 9,
          title: 'Bonus',
          description:
            '<p>Hi</p><script>window.pwned=1</script><img src=x onerror="window.pwned=1"><a href="javascript:alert(1)">x</a>',
          images: ['/p0.svg', '/p1.svg'],
        },
      ],
    },
  });
});

describe('casino remote entry', () => {
  it('declares the contract: name, routes, dialogs', () => {
    expect(remote.name).toBe('casino');
    expect(remote.routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/casino/slot',
        '/casino/live',
        '/casino/games',
        '/casino/bingo',
        '/casino/tvbets',
        '/casino/virtual',
        '/promotions',
        '/casino/play/*',
      ]),
    );
    expect(remote.routes.find((r) => r.path === '/casino/play/*')?.requiresAuth).toBe(true);
    expect(Object.keys(remote.dialogs)).toEqual(['casino/play', 'casino/promotion']);
  });

  it('renders the home lobby: carousel, Top Winners, video banner, category rows', async () => {
    renderRoute(remote, '/');
    // The first lazy chunk compiles on demand under Jest: allow it time.
    expect(await screen.findByRole('heading', { name: 'Top Winners' })).toBeInTheDocument();
    expect(await screen.findByText('Ahmet Yılmaz')).toBeInTheDocument();
    expect(screen.getByText('₺1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Aviator' })).toBeInTheDocument();
    expect(screen.getByTestId('video-banner')).toHaveTextContent('LiveCasinoTonight');
    expect(await screen.findByRole('link', { name: 'Banner 1 of 1' })).toHaveAttribute('href', '/promotions');
  });

  it('shows a logged-in player the games they opened last, from the server, first on the home lobby', async () => {
    fakeApi({ 'GET casino/recent': { data: [games[1]] } });
    renderRoute(remote, '/', { token: 't' });
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: 'Play Şeker Party' })).toBeInTheDocument();
  });

  it('marks favourites of a logged-in player', async () => {
    renderRoute(remote, '/', { token: 't' });
    expect(await screen.findByRole('button', { name: 'Remove Şeker Party from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add Aviator to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a visitor to log in instead of opening a game', async () => {
    renderRoute(remote, '/');
    act(() => screen.getByRole('button', { name: 'Play Aviator' }).click());
    expect(uiStore.getState().dialog?.id).toBe('account/login');
    expect(screen.getByRole('button', { name: 'Play Aviator' })).toBeInTheDocument();
  });

  it.each(['/casino/play/not-a-game', '/casino/play/', '/casino/play/eyJuYW1lIjoiPHNjcmlwdD4ifQ'])(
    'shows “Game not found” for %s',
    async (path) => {
      renderRoute(remote, path, { token: 't' });
      expect(await screen.findByText('Game not found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    },
  );

  it('renders the promotion dialog with the description made inert', async () => {
    const Dialog = remote.dialogs['casino/promotion'].component as ComponentType<
      DialogProps<'casino/promotion'>
    >;
    renderWithProviders(<Dialog params={{ id: 9 }} close={() => {}} />);
    const description = await screen.findByTestId('promotion-description');
    expect(description.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(within(description).getByText('Hi')).toBeInTheDocument();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('opens a game by name at /casino/open (a phone: the game dialog) and guards it and the game with a login', async () => {
    (window.matchMedia as unknown) = (q: string) => ({ matches: true, media: q });
    fakeApi({ 'POST casino/games': { data: [[games[0]]] } });
    renderRoute(remote, '/casino/open/aviator?name=Aviator', { token: 't' });
    await waitFor(() => expect(uiStore.getState().dialog?.id).toBe('casino/play'));
    expect(remote.routes.find((r) => r.path === '/casino/open/*')?.requiresAuth).toBe(true);
    expect(remote.dialogs['casino/play'].requiresAuth).toBe(true);
  });
});
