import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bootstrapQueryKey } from '@playhub/shared/bootstrap';
import type { Bootstrap } from '@playhub/shared/contracts';
import { createTestQueryClient, TestProviders, resetStores } from '@playhub/shared/testing';
import { uiStore } from '@playhub/shared/ui';
import { useCarouselSlides } from './use-carousel-slides';

const sliderList: Bootstrap['sliderList'] = [
  { slug: 'home', url: '/', target: '_self', images: ['/h1.svg'] },
  { slug: 'home', url: '/', target: '_self', images: ['/h2.svg'] },
  { slug: 'live', url: '/', target: '_self', images: ['/l1.svg'] },
];

function setup() {
  const client = createTestQueryClient();
  client.setQueryData(bootstrapQueryKey, { sliderList } as Bootstrap);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  return renderHook(() => useCarouselSlides(), { wrapper });
}

const images = (slides: ReturnType<typeof useCarouselSlides>) =>
  slides.map((s) => (s.kind === 'banner' ? s.item.images[0] : s.kind));

describe('carousel slides over time', () => {
  beforeEach(() => {
    resetStores();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('starts with 3 placeholders and shows the active slug’s slides 100 ms later', () => {
    const { result } = setup();
    expect(images(result.current)).toEqual(['placeholder', 'placeholder', 'placeholder']);
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(images(result.current)).toEqual(['/h1.svg', '/h2.svg']);
  });

  it('replaces the slides 100 ms after the slug changes', () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(100));
    act(() => uiStore.getState().setActiveSliderSlug('live'));
    expect(images(result.current)).toEqual(['/h1.svg', '/h2.svg']);
    act(() => jest.advanceTimersByTime(100));
    expect(images(result.current)).toEqual(['/l1.svg']);
  });
});
