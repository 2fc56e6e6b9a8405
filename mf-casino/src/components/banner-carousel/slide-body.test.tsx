import { screen } from '@testing-library/react';
import { renderWithProviders } from '@playhub/shared/testing';
import { SlideBody } from './slide-body';

const item = { slug: 'home', url: '/promotions', target: '_self', images: ['/a.svg', '/b.svg', '/c.svg'] };

describe('banner slide', () => {
  // Issue 17: banner titles were English words drawn into the picture (clipped on a phone).
  it('draws the title and subtitle as text over a decorative picture; they name the link', () => {
    renderWithProviders(
      <SlideBody
        slide={{
          kind: 'banner',
          key: 'k',
          item: { ...item, title: 'Hoş Geldin Bonusu %100', subtitle: 'Her hafta' },
        }}
        first
        label="Slide 1 of 1"
      />,
    );
    const link = screen.getByRole('link', { name: 'Hoş Geldin Bonusu %100 Her hafta' });
    expect(link).toHaveAttribute('href', '/promotions');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('keeps the slide label on a picture without words of ours', () => {
    renderWithProviders(<SlideBody slide={{ kind: 'banner', key: 'k', item }} first label="Slide 1 of 1" />);
    expect(screen.getByRole('img', { name: 'Slide 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('banner-caption')).toBeNull();
  });
});
