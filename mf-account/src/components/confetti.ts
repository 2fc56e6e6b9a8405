/** Particles of the celebration burst (SPEC §4). */
export const CONFETTI_PARTICLES = 150;

/** Fires the celebration confetti; the library loads on first use so the entry stays small. */
export async function fireConfetti(): Promise<void> {
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({
      particleCount: CONFETTI_PARTICLES,
      spread: 80,
      origin: { y: 0.6 },
      zIndex: 2000,
      disableForReducedMotion: true,
    });
  } catch {
    /* decoration only: a missing canvas (tests, old browsers) must not break the flow */
  }
}
