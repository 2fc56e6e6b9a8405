/** Requirements §9 footer provider slider: autoplay every 2000 ms, started 500 ms after mount. */
export const SLIDER_AUTOPLAY_MS = 2000;
export const SLIDER_START_DELAY_MS = 500;

/** Logos per view: 3 under 992 px, 7 from 992 px. */
export function logosPerView(width: number): number {
  return width >= 992 ? 7 : 3;
}
