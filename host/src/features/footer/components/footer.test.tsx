import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiStore } from '@playhub/shared/ui';
import { bootstrapFixture } from '@/test/fixtures';
import { renderHost } from '@/test/render-host';
import { companyName, licence, quickContacts, socialLinks } from '../model/contacts';
import { footerColumns } from '../model/footer-links';
import { logosPerView } from '../model/slider-rules';
import { Footer } from './footer';

it('Requirements §2 footer: columns, responsible-gambling notice, 18+, legal text, current year', () => {
  renderHost(<Footer />, { bootstrap: bootstrapFixture() });
  const footer = screen.getByRole('contentinfo');
  for (const name of ['Betting', 'Casino', 'Games', 'Quick Links', 'Gambling', 'Terms']) {
    expect(within(footer).getByRole('heading', { name })).toBeInTheDocument();
  }
  expect(within(footer).getByText('Gambling can be addictive, please play responsibly')).toBeInTheDocument();
  expect(within(footer).getByRole('img', { name: 'Only for players 18 and over' })).toHaveTextContent('18+');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Playhub Gaming N.V.`);
  expect(footer).toHaveTextContent(/Anjouan, Union of Comoros/);
  expect(footer).toHaveTextContent(/at least two weeks in advance/);
  expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/pages/1',
  );
  expect(within(footer).getByRole('link', { name: 'Live Bettings' })).toHaveAttribute('href', '/livespor');
});

it.each([
  ['en', 'Only for players 18 and over', 'Responsible gambling', 'Cookie settings'],
  ['tr', 'Yalnızca 18 yaş ve üzeri oyuncular için', 'Sorumlu oyun', 'Çerez ayarları'],
] as const)(
  '%s: the responsible-gambling page is linked next to 18+; Cookie settings is there',
  (lang, adult, rg, cookies) => {
    renderHost(<Footer />, { bootstrap: bootstrapFixture(), lang });
    const mark = screen.getByRole('img', { name: adult });
    const link = within(mark.parentElement!).getByRole('link', { name: rg });
    expect(link).toHaveAttribute('href', '/pages/3');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: cookies }),
    ).toBeInTheDocument();
  },
);

it('has six social icons and Quick Contact with two Telegram and four WhatsApp buttons in new tabs', () => {
  renderHost(<Footer />, { bootstrap: bootstrapFixture() });
  const social = screen.getByRole('list', { name: 'Social media' });
  expect(within(social).getAllByRole('link')).toHaveLength(6);
  const quick = document.querySelectorAll('[data-quick-contact]');
  expect([...quick].map((a) => a.getAttribute('data-quick-contact'))).toEqual([
    'telegram-1',
    'telegram-2',
    'whatsapp-1',
    'whatsapp-2',
    'whatsapp-3',
    'whatsapp-4',
  ]);
  quick.forEach((a) => expect(a).toHaveAttribute('target', '_blank'));
});

it('the Call Request button opens the call-request form', async () => {
  renderHost(<Footer />, { bootstrap: bootstrapFixture() });
  await userEvent.click(screen.getByTestId('footer-call-request'));
  expect(uiStore.getState().dialog?.id).toBe('account/call-request');
});

it('missing site settings fall back to defaults, never a raw key or a crash', () => {
  renderHost(<Footer />, { bootstrap: null });
  const footer = screen.getByRole('contentinfo');
  expect(footer).not.toHaveTextContent(/footer\.|\{\{/);
  expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/pages/1',
  );
  expect(companyName(null)).toBe('playhub');
  expect(socialLinks(null).every((l) => l.href.startsWith('https://'))).toBe(true);
  expect(quickContacts(null)).toEqual([]);
  expect(licence(null)).toEqual({ image: null, url: null });
  expect(footerColumns(null).map((c) => c.id)).toEqual([
    'betting',
    'casino',
    'games',
    'quickLinks',
    'gambling',
    'terms',
  ]);
});

it('quick contacts use the extra addresses when set', () => {
  const data = bootstrapFixture({
    siteOption: [
      { key: 'telegramUrl', value: 'https://t.me/a', status: true },
      { key: 'telegram2Url', value: 'https://t.me/b', status: true },
      { key: 'whatsapp3Url', value: 'javascript:alert(1)', status: true },
    ],
  });
  expect(quickContacts(data).map((c) => c.href)).toEqual(['https://t.me/a', 'https://t.me/b']);
});

it('the provider slider shows 3 logos under 992 px and 7 from 992 px', () => {
  expect(logosPerView(390)).toBe(3);
  expect(logosPerView(991)).toBe(3);
  expect(logosPerView(992)).toBe(7);
});
