import { renderHook } from '@testing-library/react';
import { useAutoplay, type Slider } from './use-autoplay';

type Event = Parameters<Slider['on']>[0];

/** A slider of `count` slides that records where it was moved. */
function fakeSlider(count: number) {
  const handlers = new Map<Event, Set<() => void>>();
  const slider = {
    destroyed: false,
    index: 0,
    get isEnd() {
      return this.index === count - 1;
    },
    emit(event: Event) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    slideNext() {
      this.index += 1;
      this.emit('slideChange');
    },
    slideTo(index: number) {
      this.index = index;
      this.emit('slideChange');
    },
    on(event: Event, handler: () => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off(event: Event, handler: () => void) {
      handlers.get(event)?.delete(handler);
    },
    listeners: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
  return slider;
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('carousel autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setHidden(false);
    jest.useRealTimers();
  });

  it('moves every 5 s and back to the first slide after the last', () => {
    const slider = fakeSlider(3);
    renderHook(() => useAutoplay(slider, 5000, false));
    jest.advanceTimersByTime(4999);
    expect(slider.index).toBe(0);
    jest.advanceTimersByTime(1);
    expect(slider.index).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(slider.index).toBe(2);
    jest.advanceTimersByTime(5000);
    expect(slider.index).toBe(0);
  });

  it('waits again after a change the player makes, and not while a finger holds the slider', () => {
    const slider = fakeSlider(3);
    renderHook(() => useAutoplay(slider, 5000, false));
    jest.advanceTimersByTime(4000);
    slider.slideTo(2); // a bullet click
    jest.advanceTimersByTime(4000);
    expect(slider.index).toBe(2);
    slider.emit('touchStart');
    jest.advanceTimersByTime(20_000);
    expect(slider.index).toBe(2);
    slider.emit('touchEnd');
    jest.advanceTimersByTime(5000);
    expect(slider.index).toBe(0);
  });

  it('stands still while paused or hidden, and lets go of the slider when unmounted', () => {
    const slider = fakeSlider(3);
    const { rerender, unmount } = renderHook(({ paused }) => useAutoplay(slider, 5000, paused), {
      initialProps: { paused: true },
    });
    jest.advanceTimersByTime(20_000);
    expect(slider.index).toBe(0);
    rerender({ paused: false });
    setHidden(true);
    jest.advanceTimersByTime(20_000);
    expect(slider.index).toBe(0);
    setHidden(false);
    jest.advanceTimersByTime(5000);
    expect(slider.index).toBe(1);
    unmount();
    expect(slider.listeners()).toBe(0);
    jest.advanceTimersByTime(20_000);
    expect(slider.index).toBe(1);
  });
});
