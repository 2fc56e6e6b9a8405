import { pauseMarketing, writeConsent } from '@playhub/shared/storage';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractSchema as s, defineDialog } from '@playhub/shared/contracts';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { DialogManager } from '@/app/dialogs/dialog-manager';
import { bootstrapFixture } from '@/test/fixtures';
import { fakeRegistry, renderHost } from '@/test/render-host';
import { POPUP_DELAY_MS, PopupTrigger } from './popup-trigger';

function LoginStub() {
  return <p>login form</p>;
}
const registry = fakeRegistry({
  casino: { name: 'casino' },
  account: {
    name: 'account',
    dialogs: { 'account/login': defineDialog({ params: s.optional(s.object({})), component: LoginStub }) },
  },
});

// The cookie question answered, as on any visit after the first (the popup waits for it).
beforeEach(() => writeConsent('rejected'));

function renderPopup(route = '/') {
  return renderHost(
    <>
      <PopupTrigger />
      <DialogManager />
    </>,
    { bootstrap: bootstrapFixture(), route, registry },
  );
}

it('opens the popup on the home page and links the banner to its url; a click closes it', async () => {
  const user = userEvent.setup();
  renderPopup();
  const link = await screen.findByRole('link', { name: 'Open the announcement' });
  expect(link).toHaveAttribute('href', '/promotions');
  expect(screen.getByRole('img', { name: 'Announcement' })).toHaveAttribute('src', '/p0.svg');
  await user.click(link);
  expect(uiStore.getState().dialog).toBeNull();
});

it('draws the banner words from the bootstrap as text over the picture (issue 17: they were in the image)', async () => {
  renderHost(
    <>
      <PopupTrigger />
      <DialogManager />
    </>,
    {
      bootstrap: bootstrapFixture({
        popup: {
          images: ['/p0.svg'],
          url: '/promotions',
          title: 'Hoş geldin bonusu',
          subtitle: '₺5.000’ye kadar %100',
        },
      }),
      registry,
    },
  );
  // Named by the words it shows (axe: label-content-name-mismatch).
  const link = await screen.findByRole('link', { name: 'Hoş geldin bonusu ₺5.000’ye kadar %100' });
  expect(link).not.toHaveAttribute('aria-label');
  // The picture has no words of its own now: decorative.
  expect(link.querySelector('img')).toHaveAttribute('alt', '');
});

it('shows once: the same content does not open again', async () => {
  const first = renderPopup();
  await waitFor(() => expect(uiStore.getState().dialog?.id).toBe('host/popup'));
  first.unmount();
  uiStore.getState().closeDialogs();
  renderPopup();
  await act(() => new Promise((r) => setTimeout(r, POPUP_DELAY_MS + 100)));
  expect(uiStore.getState().dialog).toBeNull();
});

it('waits for the home vertical: none while it is unavailable', async () => {
  renderHost(<PopupTrigger />, { bootstrap: bootstrapFixture(), registry: fakeRegistry() });
  await act(() => new Promise((r) => setTimeout(r, POPUP_DELAY_MS + 100)));
  expect(uiStore.getState().dialog).toBeNull();
});

it('never replaces another open dialog', async () => {
  openDialog('account/login');
  renderPopup();
  expect(await screen.findByText('login form')).toBeInTheDocument();
  await act(() => new Promise((r) => setTimeout(r, POPUP_DELAY_MS + 100)));
  expect(uiStore.getState().dialog?.id).toBe('account/login');
  expect(localStorage.getItem('popupSeen')).toBeNull();
});

it('stays closed when the address left home before it was due (a login continuing to the dashboard)', async () => {
  renderPopup();
  // The guard's login navigated on; the route has not rendered the new page yet.
  window.history.pushState(null, '', '/dashboard/account');
  try {
    await act(() => new Promise((r) => setTimeout(r, POPUP_DELAY_MS + 100)));
    expect(uiStore.getState().dialog).toBeNull();
    expect(localStorage.getItem('popupSeen')).toBeNull();
  } finally {
    window.history.pushState(null, '', '/');
  }
});

it('waits for the home page', () => {
  renderPopup('/casino/slot');
  expect(uiStore.getState().dialog).toBeNull();
});

it('stays away while marketing is paused on this device (a time-out or self-exclusion started here)', async () => {
  pauseMarketing(new Date(Date.now() + 3_600_000).toISOString());
  renderPopup();
  await act(() => new Promise((r) => setTimeout(r, POPUP_DELAY_MS + 100)));
  expect(uiStore.getState().dialog).toBeNull();
  localStorage.removeItem('playhub:marketingPausedUntil');
});

it('waits while the cookie question is unanswered and opens once it is answered (issue 33)', async () => {
  localStorage.clear();
  renderPopup();
  await act(() => new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS * 2)));
  expect(uiStore.getState().dialog).toBeNull();
  act(() => writeConsent('accepted'));
  expect(await screen.findByRole('link', { name: 'Open the announcement' })).toBeInTheDocument();
});
