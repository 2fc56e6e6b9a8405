import { casinoVersions, readTopology, startTopology, stopTopology } from '../support/topology';
import { giveEvidence } from './cli';

/**
 * Starts the production topology once for the suite (torn down by global-teardown.ts).
 * COMPOSITION_REUSE=1 reuses a topology left running with COMPOSITION_KEEP=1 (while writing tests).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.COMPOSITION_REUSE) {
    const t = readTopology();
    console.info(`[topology] reusing ${t.gateway.origin}`);
    return;
  }
  const started = Date.now();
  try {
    const t = await startTopology();
    // The evidence gate (issue 30, item 5) opens for the topology's casino versions: the specs that
    // canary and promote them test the rollout, not the gate (evidence.spec.ts does).
    for (const version of casinoVersions) await giveEvidence('casino', version);
    console.info(
      `[topology] up in ${((Date.now() - started) / 1000).toFixed(1)} s: gateway ${t.gateway.origin}, ${Object.entries(
        t.verticals,
      )
        .map(([n, v]) => `${n} ${v.origin}`)
        .join(', ')}`,
    );
  } catch (error) {
    // Playwright skips the teardown when setup throws: stop what did start.
    await stopTopology().catch(() => undefined);
    throw error;
  }
}
