import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { notify, ToastHost } from './toast';

describe('ToastHost', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('injects react-toastify CSS itself and shows at most 5 toasts, top-center', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 7; i += 1) notify.error(`Failure ${i}`);
    });
    expect(await screen.findByText('Failure 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Failure \d$/)).toHaveLength(5);
    expect(document.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('.Toastify__toast-container');
  });

  it('has a helper for every toast type of Requirements §8', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      notify.success('ok');
      notify.info('fyi');
      notify.warning('careful');
      notify.blank('plain');
      notify.loading('working');
    });
    for (const text of ['ok', 'fyi', 'careful', 'plain', 'working'])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('toast layer (issue 17.1)', () => {
  afterEach(() => act(() => notify.dismiss()));

  const openModal = () => {
    const dialog = document.createElement('dialog');
    document.body.appendChild(dialog);
    // jsdom has no showModal(); the open attribute is what the layer follows.
    dialog.setAttribute('open', '');
    return dialog;
  };

  it('draws toasts inside the open modal dialog, so they are above its backdrop and not inert', async () => {
    renderWithProviders(<ToastHost />);
    const dialog = openModal();
    act(() => void notify.error('Wrong password'));
    const toast = await screen.findByText('Wrong password');
    await waitFor(() => expect(dialog).toContainElement(toast));
    dialog.remove();
  });

  it('follows the dialogs: the newest open one, then back to the page when they close or leave', async () => {
    renderWithProviders(<ToastHost />);
    act(() => void notify.info('Hello'));
    const toast = await screen.findByText('Hello');
    await waitFor(() => expect(toast.closest('dialog')).toBeNull());
    const first = openModal();
    await waitFor(() => expect(first).toContainElement(toast));
    const second = openModal();
    await waitFor(() => expect(second).toContainElement(toast));
    second.removeAttribute('open');
    await waitFor(() => expect(first).toContainElement(toast));
    first.remove();
    await waitFor(() => expect(document.body).toContainElement(toast));
    expect(toast.closest('dialog')).toBeNull();
    second.remove();
  });
});

describe('toasts of one form (issue 33)', () => {
  afterEach(() => act(() => notify.dismiss()));

  // A dismissed toast slides out (jsdom never ends the animation that would remove it).
  const leaving = (text: string) =>
    expect(screen.getByText(text).closest('.Toastify__toast')).toHaveAttribute('data-in', 'false');
  const staying = (text: string) =>
    expect(screen.getByText(text).closest('.Toastify__toast')).toHaveAttribute('data-in', 'true');

  it('a success closes the errors the same form raised, not those of another form', async () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      notify.error('Old password is wrong', { form: 'change-password' });
      notify.error('Favourite not saved', { form: 'favourites' });
    });
    expect(await screen.findByText('Old password is wrong')).toBeInTheDocument();
    act(() => void notify.success('Password changed', { form: 'change-password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => leaving('Old password is wrong'));
    staying('Favourite not saved');
    staying('Password changed');
  });

  it('a new error of a form replaces its last one instead of stacking', async () => {
    renderWithProviders(<ToastHost />);
    act(() => void notify.error('The code is wrong', { form: 'sms-verify' }));
    expect(await screen.findByText('The code is wrong')).toBeInTheDocument();
    act(() => void notify.error('The code has expired', { form: 'sms-verify' }));
    expect(await screen.findByText('The code has expired')).toBeInTheDocument();
    await waitFor(() => leaving('The code is wrong'));
    staying('The code has expired');
  });
});

describe('toasts on a phone (issue 33)', () => {
  afterEach(() => act(() => notify.dismiss()));

  it('shows at most two at once, the others wait their turn, each closable in the player’s words', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('max-width'), media: query }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    renderWithProviders(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 4; i += 1) notify.info(`Note ${i}`);
    });
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Note \d$/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
