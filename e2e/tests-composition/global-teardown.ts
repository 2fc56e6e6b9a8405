import { stopTopology } from '../support/topology';

/** Stops every process the setup started (nginx ×6, two APIs, Redis, PostgreSQL) and removes its files. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.COMPOSITION_REUSE || process.env.COMPOSITION_KEEP) return;
  await stopTopology();
}
