import { screen, within } from '@testing-library/react';
import { queryClient } from '@playhub/shared/query';
import { fakeApi, renderWithProviders } from '@playhub/shared/testing';
import { registerCasinoTranslations } from '../../app/i18n';
import { PromotionDialog } from './promotion-dialog';

const promo = (over: object) => ({
  id: 2,
  title: 'Live Casino Cashback',
  description: '<p>15% weekly cashback on live casino.</p>',
  images: ['/a.svg', '/b.svg'],
  ...over,
});

describe('the promotion detail (issue 33)', () => {
  beforeAll(() => registerCasinoTranslations());
  beforeEach(() => queryClient.clear());

  it('says its title once and offers its action and its terms', async () => {
    fakeApi({ 'GET cms/promotions': { data: [promo({ action: 'claim', bonusId: 7, termsPageId: 5 })] } });
    renderWithProviders(<PromotionDialog params={{ id: 2 }} close={() => undefined} />, { lang: 'en' });
    const dialog = await screen.findByTestId('promotion-dialog');
    await within(dialog).findByTestId('promotion-description');
    expect(within(dialog).getAllByText('Live Casino Cashback')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Claim this bonus' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus?bonusId=7',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Terms and conditions of this promotion' }),
    ).toHaveAttribute('href', '/pages/5');
  });

  it('starts with a deposit when the promotion names no action (in Turkish too)', async () => {
    fakeApi({ 'GET cms/promotions': { data: [promo({})] } });
    renderWithProviders(<PromotionDialog params={{ id: 2 }} close={() => undefined} />, { lang: 'tr' });
    expect(await screen.findByRole('link', { name: 'Hemen yatır' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(screen.queryByTestId('promotion-terms')).not.toBeInTheDocument();
  });
});
