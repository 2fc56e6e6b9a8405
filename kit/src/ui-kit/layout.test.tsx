import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@playhub/shared/router';
import { renderWithProviders } from '@playhub/shared/testing';
import { Breadcrumb } from './breadcrumb';
import { DialogFrame } from './dialog-frame';
import { Spinner } from './spinner';
import { ErrorState } from './states';
import { Tabs } from './tabs';

describe('Breadcrumb', () => {
  it('marks the last item current and navigates on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Breadcrumb
          items={[
            { label: 'Home', url: '/' },
            { label: 'Change Password', url: '/dashboard/change-password' },
          ]}
        />
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/dashboard/change-password" element={<p>password page</p>} />
        </Routes>
      </>,
      { route: '/dashboard/change-password' },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('marks the tab of the current URL', () => {
    renderWithProviders(
      <Tabs
        label="Wallet"
        items={[
          { label: 'Deposit', to: '/dashboard/deposit' },
          { label: 'Withdraw', to: '/dashboard/withdraw' },
        ]}
      />,
      { route: '/dashboard/withdraw' },
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
  });
});

describe('DialogFrame', () => {
  it('is a named dialog with a translated close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(
      <DialogFrame title="Call Request Form" size="call" onClose={onClose}>
        body
      </DialogFrame>,
      { lang: 'tr' },
    );
    expect(screen.getByRole('dialog', { name: 'Call Request Form' })).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the accessible name when bare', () => {
    renderWithProviders(<DialogFrame title="Popup" size="bare" />);
    expect(screen.getByRole('dialog', { name: 'Popup' })).toBeInTheDocument();
  });
});

describe('Spinner and ErrorState', () => {
  it('announces loading in the active language', () => {
    renderWithProviders(<Spinner />, { lang: 'tr' });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it('retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
