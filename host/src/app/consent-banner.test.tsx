// The consent banner as the frame composes it: with the footer that reopens it (features meet in app/).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_VERSION, readConsent, storageKeys, writeJson } from '@playhub/shared/storage';
import { Footer } from '@/features/footer/components/footer';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { ConsentBanner } from '@/features/consent/components/consent-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

it('shows on a first visit: text, privacy link and two equal buttons, without taking focus', () => {
  renderHost(<ConsentBanner />);
  const region = banner();
  expect(region).toBeInTheDocument();
  expect(region).toHaveTextContent(/Analytics and live chat load only if you accept/);
  expect(region).toHaveTextContent(/a withdrawal applies from the next page load/);
  expect(within(region!).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/pages/2');
  const accept = within(region!).getByRole('button', { name: 'Accept' });
  const reject = within(region!).getByRole('button', { name: 'Reject' });
  // Same component, same variant and size: the same generated classes, so the same look.
  expect(accept.className).toBe(reject.className);
  expect(document.body).toHaveFocus();
});

it.each([
  ['Accept', 'accepted'],
  ['Reject', 'rejected'],
] as const)('%s stores the choice on the device and hides the banner', async (name, choice) => {
  renderHost(<ConsentBanner />);
  await userEvent.click(screen.getByRole('button', { name }));
  expect(banner()).not.toBeInTheDocument();
  expect(readConsent()).toBe(choice);
  expect(JSON.parse(localStorage.getItem(storageKeys.consent) ?? '')).toMatchObject({
    version: CONSENT_VERSION,
    choice,
  });
});

it('stays hidden once answered, and asks again after the question changed version', () => {
  writeJson(storageKeys.consent, {
    version: CONSENT_VERSION,
    choice: 'rejected',
    at: '2025-01-01T00:00:00Z',
  });
  const { unmount } = renderHost(<ConsentBanner />);
  expect(banner()).not.toBeInTheDocument();
  unmount();
  writeJson(storageKeys.consent, { version: CONSENT_VERSION - 1, choice: 'accepted', at: '2024-01-01' });
  renderHost(<ConsentBanner />);
  expect(banner()).toBeInTheDocument();
});

it('Cookie settings in the footer reopens it with the current choice; answering gives focus back', async () => {
  renderHost(
    <>
      <ConsentBanner />
      <Footer />
    </>,
    { bootstrap: bootstrapFixture() },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(banner()).not.toBeInTheDocument();

  const settings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' });
  await userEvent.click(settings);
  const region = banner();
  expect(region).toHaveTextContent('Your current choice: rejected.');
  expect(region).toHaveFocus();
  await userEvent.tab();
  expect(within(region!).getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();

  await userEvent.click(within(region!).getByRole('button', { name: 'Accept' }));
  expect(banner()).not.toBeInTheDocument();
  expect(readConsent()).toBe('accepted');
  expect(settings).toHaveFocus();
});

it('speaks Turkish', async () => {
  renderHost(
    <>
      <ConsentBanner />
      <Footer />
    </>,
    { bootstrap: bootstrapFixture(), lang: 'tr' },
  );
  const region = screen.getByRole('region', { name: 'Çerez onayı' });
  expect(within(region).getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute(
    'href',
    '/pages/2',
  );
  expect(within(region).getByRole('button', { name: 'Reddet' })).toBeInTheDocument();
  await userEvent.click(within(region).getByRole('button', { name: 'Kabul et' }));
  await userEvent.click(screen.getByRole('button', { name: 'Çerez ayarları' }));
  expect(screen.getByRole('region', { name: 'Çerez onayı' })).toHaveTextContent(
    'Mevcut tercihiniz: kabul edildi.',
  );
});
