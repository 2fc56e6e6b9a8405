import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@playhub/shared/router';
import { i18n, mergeServerTranslations } from '@playhub/shared/i18n';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { NOTICE_BODY_CLASS, NOTICE_FADE_MS, hasNoticeContent, shouldShowNotice } from '../model/notice-rules';
import { DomainNotice } from './domain-notice';

const domain = { current: 'playhub1.com', next: 'playhub2.com' };

describe('notice rules', () => {
  it('shows only at the root path, until read, when there is a next domain', () => {
    expect(shouldShowNotice('/', false, domain)).toBe(true);
    expect(shouldShowNotice('/casino/slot', false, domain)).toBe(false);
    expect(shouldShowNotice('/', true, domain)).toBe(false);
    expect(shouldShowNotice('/', false, { current: 'a.com', next: ' ' })).toBe(false);
    expect(hasNoticeContent(null)).toBe(false);
  });
});

describe('DomainNotice', () => {
  it('shows the current and next domain at / and marks the body', () => {
    renderHost(<DomainNotice />, { bootstrap: bootstrapFixture() });
    expect(screen.getByRole('region', { name: 'Domain notice' })).toHaveTextContent('playhub1.com');
    expect(screen.getByRole('region', { name: 'Domain notice' })).toHaveTextContent('playhub2.com');
    expect(document.body).toHaveClass(NOTICE_BODY_CLASS);
  });

  it('prefers the server text from translationList', () => {
    // Start-up merges translationList into `common` (applyBootstrap); the notice must pick it up.
    renderHost(<DomainNotice />, { bootstrap: bootstrapFixture() });
    act(() =>
      mergeServerTranslations('en', [{ key: 'topNotice.text', value: 'Now {{current}}, soon {{next}}' }]),
    );
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByRole('region', { name: 'Domain notice' })).toHaveTextContent(
      'Now playhub1.com, soon playhub2.com',
    );
  });

  it('is dismissed for the view on other routes without storing anything', () => {
    renderHost(<DomainNotice />, { bootstrap: bootstrapFixture(), route: '/casino/slot' });
    expect(screen.queryByRole('region', { name: 'Domain notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('topNotifyRead')).toBeNull();
  });

  it('dismissal stores topNotifyRead, fades for 0.5 s, then removes the body marker', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHost(<DomainNotice />, { bootstrap: bootstrapFixture() });
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(localStorage.getItem('topNotifyRead')).toBe('true');
    expect(screen.getByTestId('domain-notice')).toHaveAttribute('data-phase', 'leaving');
    act(() => jest.advanceTimersByTime(NOTICE_FADE_MS - 10));
    expect(screen.getByTestId('domain-notice')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByTestId('domain-notice')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(NOTICE_BODY_CLASS);
    jest.useRealTimers();
  });

  it('is re-checked when navigation ends at / again', async () => {
    const user = userEvent.setup();
    renderHost(
      <>
        <Link to="/">home</Link>
        <Link to="/promotions">promotions</Link>
        <DomainNotice />
      </>,
      { bootstrap: bootstrapFixture(), route: '/promotions' },
    );
    expect(screen.queryByTestId('domain-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(screen.getByTestId('domain-notice')).toBeInTheDocument();
  });

  it('stays away after a dismissal stored on an earlier visit', () => {
    localStorage.setItem('topNotifyRead', 'true');
    renderHost(<DomainNotice />, { bootstrap: bootstrapFixture() });
    expect(screen.queryByTestId('domain-notice')).not.toBeInTheDocument();
  });

  it('renders nothing when the bootstrap failed', () => {
    renderHost(<DomainNotice />, { bootstrap: null });
    expect(screen.queryByTestId('domain-notice')).not.toBeInTheDocument();
  });
});
