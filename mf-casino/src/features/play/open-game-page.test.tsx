import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@playhub/shared/router';
import { fakeApi, renderWithProviders } from '@playhub/shared/testing';
import { ToastHost } from '@playhub/kit/ui-kit';
import { uiStore } from '@playhub/shared/ui';
import { registerCasinoTranslations } from '../../app/i18n';
import { decodeGame } from '../../lib/game-codec';
import { sampleGame } from '../../lib/test-games';
import { OpenGamePage } from './open-game-page';

const aviator = sampleGame({ id: 1, name: 'Aviator', gameCode: 'aviator' });
const other = sampleGame({ id: 2, name: 'Aviator Deluxe', gameCode: 'aviator-deluxe' });

function setPhone(phone: boolean) {
  window.matchMedia = ((q: string) => ({ matches: phone, media: q })) as never;
}

function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search} ${JSON.stringify(state ?? null)}`}</output>;
}

function renderOpen(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/casino/open/*" element={<OpenGamePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <ToastHost />
    </>,
    { route, session: { token: 't' } },
  );
}

beforeAll(() => registerCasinoTranslations());

describe('/casino/open/{gameCode}?name=… (the compact menu’s Aviator)', () => {
  it('desktop: searches by name and goes on to the play page of the matching code', async () => {
    setPhone(false);
    const { calls } = fakeApi({ 'POST casino/games': { data: [[other, aviator]] } });
    renderOpen('/casino/open/aviator?name=Aviator');
    const where = await screen.findByTestId('where');
    const [path, state] = where.textContent!.split(' ');
    expect(path).toMatch(/^\/casino\/play\/[A-Za-z0-9_-]+$/);
    expect(decodeGame(path!.slice('/casino/play/'.length))).toEqual(aviator);
    expect(JSON.parse(state!)).toEqual({ returnTo: '/' });
    expect(calls).toEqual([
      expect.objectContaining({
        route: 'POST casino/games',
        body: { live: false, search: 'Aviator', skip: 0, take: 5 },
      }),
    ]);
  });

  it('phone: opens the game modal and returns to the page it came from', async () => {
    setPhone(true);
    fakeApi({ 'POST casino/games': { data: [[aviator]] } });
    renderWithProviders(
      <>
        <Routes>
          <Route path="/casino/open/*" element={<OpenGamePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      {
        route: { pathname: '/casino/open', search: '?name=Aviator', state: { returnTo: '/spor' } } as never,
        session: { token: 't' },
      },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/spor null');
    const dialog = uiStore.getState().dialog;
    expect(dialog?.id).toBe('casino/play');
    expect(decodeGame((dialog?.params as { encoded: string }).encoded)).toEqual(aviator);
  });

  it('looks in live casino when the casino has no match; nothing anywhere: a toast and back', async () => {
    setPhone(false);
    const { calls } = fakeApi({ 'POST casino/games': { data: [] } });
    renderOpen('/casino/open?name=Nothing');
    expect(await screen.findByText('No games match “Nothing”.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/ null');
    expect(calls.map((c) => (c.body as { live: boolean }).live)).toEqual([false, true]);
    expect(uiStore.getState().dialog).toBeNull();
  });

  it('a failed search shows the error and goes back', async () => {
    setPhone(false);
    fakeApi({ 'POST casino/games': { status: 404, success: false, message: 'Not found' } });
    renderOpen('/casino/open/aviator');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ null'));
  });
});
