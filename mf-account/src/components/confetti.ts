import type { CreateTypes } from 'canvas-confetti';

/** Particles of the celebration burst (Requirements §4). */
export const CONFETTI_PARTICLES = 150;

const bursts = new WeakMap<HTMLCanvasElement, CreateTypes>();

/**
 * Fires the celebration confetti on `canvas`, which the screen renders inside its dialog: the
 * library's own canvas on <body> sits under the modal dialog's top layer (hidden on phones, dimmed
 * by the backdrop on desktop). The library loads on first use so the entry stays small.
 */
export async function fireConfetti(canvas: HTMLCanvasElement | null): Promise<void> {
  if (!canvas) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    let burst = bursts.get(canvas);
    if (!burst) {
      burst = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      bursts.set(canvas, burst);
    }
    await burst({ particleCount: CONFETTI_PARTICLES, spread: 80, origin: { y: 0.6 } });
  } catch {
    /* decoration only: a missing canvas (tests, old browsers) must not break the flow */
  }
}

/** Stops a burst and clears its canvas (the screen is leaving). */
export function stopConfetti(canvas: HTMLCanvasElement | null): void {
  if (canvas) bursts.get(canvas)?.reset();
}
