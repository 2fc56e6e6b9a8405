import { lockScroll } from './scroll-lock';

const root = document.documentElement;
const scrollbar = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  Object.defineProperty(root, 'clientWidth', { value: 1280 - width, configurable: true });
};

it('locks until the last holder lets go (a panel and a dialog may overlap)', () => {
  scrollbar(0);
  const releasePanel = lockScroll();
  const releaseDialog = lockScroll();
  expect(document.body).toHaveClass('no-scroll');
  releasePanel();
  releasePanel();
  expect(document.body).toHaveClass('no-scroll');
  releaseDialog();
  expect(document.body).not.toHaveClass('no-scroll');
});

it('keeps a classic scrollbar’s gutter so the page does not widen under the dialog', () => {
  scrollbar(15);
  const release = lockScroll();
  expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
  release();
  expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
});

it('adds no gutter for overlay scrollbars (phones), which take no room', () => {
  scrollbar(0);
  const release = lockScroll();
  expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
  release();
});
