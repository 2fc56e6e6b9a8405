import type { SliderItem } from '@playhub/shared/contracts';
import { placeholderSlides, selectSlides } from './select-slides';

const item = (slug: string, img: string, extra: string[] = []): SliderItem => ({
  slug,
  url: '/promotions',
  target: '_self',
  images: [img, ...extra],
});

describe('carousel slide selection', () => {
  const list = [item('home', 'a.jpg'), item('casino', 'b.jpg'), item('home', 'c.jpg'), item('home', '')];

  it('starts with three placeholders', () => {
    const slides = placeholderSlides();
    expect(slides).toHaveLength(3);
    expect(slides.every((s) => s.kind === 'placeholder')).toBe(true);
  });

  it('keeps only the entries of the active slug, in order, with an image', () => {
    const slides = selectSlides(list, 'home');
    expect(slides.map((s) => (s.kind === 'banner' ? s.item.images[0] : null))).toEqual(['a.jpg', 'c.jpg']);
  });

  it('switches the set when the slug changes', () => {
    expect(selectSlides(list, 'casino')).toHaveLength(1);
    expect(selectSlides(list, 'nothing')).toEqual([]);
  });

  it('copes with missing data', () => {
    expect(selectSlides(null, 'home')).toEqual([]);
  });

  it('gives unique keys', () => {
    const keys = selectSlides([item('home', 'x.jpg'), item('home', 'x.jpg')], 'home').map((s) => s.key);
    expect(new Set(keys).size).toBe(2);
  });
});
