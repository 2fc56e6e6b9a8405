import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import remote from './remote';

const player = {
  betsyCid: 'playhub-demo',
  betsyUrl: 'https://books.example/api/demo/sportsbook/betsy',
  betsyToken: 'betsy-token-1',
  betcoUrl: 'https://books.example/api/demo/sportsbook/betco',
  betcoToken: 'betco-token-1',
};

function renderRoute(path: string) {
  const Page = remote.routes?.find((r) => r.path === path)?.component;
  if (!Page) throw new Error(`no route ${path}`);
  return renderWithProviders(<Page />, { route: path });
}

async function frame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle(/betting|bahisleri/)) as HTMLIFrameElement;
}

function post(iframe: HTMLIFrameElement, data: unknown, origin = 'https://books.example') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
  });
}

describe('sports remote', () => {
  it('declares the six sports routes, none behind the login guard', () => {
    expect(remote.name).toBe('sports');
    expect(remote.routes?.map((r) => [r.path, !!r.requiresAuth])).toEqual([
      ['/spor', false],
      ['/livespor', false],
      ['/spor/fcg', false],
      ['/livespor/fcg', false],
      ['/esports', false],
      ['/esports/betco', false],
    ]);
  });

  it('renders the visitor frame, then swaps to the player token on login without remounting the page', async () => {
    renderRoute('/livespor/fcg');
    const guest = new URL((await frame()).src);
    expect(guest.pathname).toMatch(/\/api\/demo\/sportsbook\/betco$/);
    expect(guest.searchParams.get('token')).toBeNull();
    expect(guest.searchParams.get('mode')).toBe('live');

    act(() => {
      signIn(player);
    });
    await waitFor(async () =>
      expect(new URL((await frame()).src).searchParams.get('token')).toBe('betco-token-1'),
    );
  });

  it('reacts to login, deposit and height messages only from the sportsbook', async () => {
    signIn(player);
    renderRoute('/spor');
    const iframe = await frame();
    post(iframe, { type: 'sportsbook:login' }, 'https://evil.example');
    post(iframe, { type: 'sportsbook:deposit' }, 'https://evil.example');
    expect(uiStore.getState().dialog).toBeNull();

    post(iframe, { type: 'sportsbook:login' });
    expect(uiStore.getState().dialog).toMatchObject({ id: 'account/login' });
    // The deposit modal whoever asks: the host's dialog manager sends a visitor to log in first.
    post(iframe, { type: 'sportsbook:deposit' });
    expect(uiStore.getState().dialog).toMatchObject({
      id: 'wallet/deposit-modal',
      params: { mode: 'deposit' },
    });

    post(iframe, { type: 'sportsbook:height', height: 5000 });
    expect(iframe.parentElement).toHaveStyle({ height: '5000px' });
  });

  it('shows loading, then the ready frame once it has loaded and spoken', async () => {
    renderRoute('/esports');
    const iframe = await frame();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sportsbook...');
    act(() => {
      iframe.dispatchEvent(new Event('load'));
    });
    post(iframe, { type: 'sportsbook:ready' }, new URL(iframe.src).origin);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(iframe.parentElement).toHaveAttribute('data-status', 'ready');
  });

  it('shows the error state after the timeout and retries with a fresh frame', async () => {
    jest.useFakeTimers();
    try {
      renderRoute('/spor');
      await frame();
      act(() => {
        jest.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The sportsbook is not responding right now. Please try again.',
      );
      expect(screen.queryByTitle(/betting/)).not.toBeInTheDocument();
      act(() => {
        screen.getByRole('button', { name: 'Try again' }).click();
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTitle('Sports betting')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
