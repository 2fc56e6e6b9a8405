import { act, renderHook } from '@testing-library/react';
import { useHeaderHidden } from './use-header-hidden';
import { useScrollDirectionVisible } from './use-scroll-direction-visible';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(20);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => jest.useRealTimers());

it('useHeaderHidden follows the 100 px threshold in both directions', () => {
  const { result } = renderHook(() => useHeaderHidden());
  expect(result.current).toBe(false);
  scrollTo(150);
  expect(result.current).toBe(true);
  scrollTo(60);
  expect(result.current).toBe(false);
});

it('useScrollDirectionVisible hides on scroll down and shows on scroll up', () => {
  const { result } = renderHook(() => useScrollDirectionVisible());
  expect(result.current).toBe(true);
  scrollTo(400);
  expect(result.current).toBe(false);
  scrollTo(402);
  expect(result.current).toBe(false);
  scrollTo(250);
  expect(result.current).toBe(true);
  // Slow scrolling in small steps still counts once it adds up.
  scrollTo(253);
  scrollTo(256);
  scrollTo(259);
  expect(result.current).toBe(false);
});
