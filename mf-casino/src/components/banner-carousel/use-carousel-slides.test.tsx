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

/** The hook on a page of `pageSlug`; the bootstrap is in at mount unless `late`. */
function setup({ pageSlug = 'home', late = false }: { pageSlug?: string; late?: boolean } = {}) {
  const client = createTestQueryClient();
  const arrive = () => client.setQueryData(bootstrapQueryKey, { sliderList } as Bootstrap);
  // Unknown at first (no answer yet, nothing stored), known later: no request of the hook's own.
  if (late) client.setQueryData(bootstrapQueryKey, null);
  else arrive();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  return { ...renderHook(() => useCarouselSlides(pageSlug), { wrapper }), arrive };
}

const images = (slides: ReturnType<typeof useCarouselSlides>) =>
  slides.map((s) => (s.kind === 'banner' ? s.item.images[0] : s.kind));

describe('carousel slides over time', () => {
  beforeEach(() => {
    resetStores();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('starts with 3 placeholders while the bootstrap is unknown, and shows its slides 100 ms after it arrives', () => {
    const { result, arrive } = setup({ late: true });
    expect(images(result.current)).toEqual(['placeholder', 'placeholder', 'placeholder']);
    act(() => {
      arrive();
    });
    // The query cache tells its observers on the next tick.
    act(() => jest.advanceTimersByTime(0));
    expect(images(result.current)).toEqual(['placeholder', 'placeholder', 'placeholder']);
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(images(result.current)).toEqual(['/h1.svg', '/h2.svg']);
  });

  it('starts on its page’s slides when the bootstrap is already in (the banner the server painted)', () => {
    const home = setup();
    expect(images(home.result.current)).toEqual(['/h1.svg', '/h2.svg']);
    // The page's slug, even before the page's effect has made it the active one.
    const live = setup({ pageSlug: 'live' });
    expect(images(live.result.current)).toEqual(['/l1.svg']);
    act(() => uiStore.getState().setActiveSliderSlug('live'));
    act(() => jest.advanceTimersByTime(100));
    expect(images(live.result.current)).toEqual(['/l1.svg']);
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
