import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openStore, type CompositionFile } from '../../../../scripts/composition/store.mjs';
import { readRelease } from '../../../../scripts/composition/integrity.mjs';

/**
 * Writes the deployed composition.json the first time (docker-compose: `COMPOSITION_SEED`), each
 * entry with the integrity its version recorded when it was published (`releases/<vertical>/
 * <version>.json`, written by the vertical's container when it starts): a production host refuses
 * scripts without hashes. Afterwards the operator owns the file; an existing one is never touched.
 * Several replicas may start together: the store's lock lets one write and the others see the file.
 */
export async function seedComposition(file: string, seed: Record<string, unknown>, log: FastifyBaseLogger) {
  if (existsSync(file)) return;
  const store = openStore(file);
  await store.withLock(async () => {
    if (existsSync(file)) return;
    const composition: CompositionFile = {};
    const missing: string[] = [];
    for (const [vertical, value] of Object.entries(seed)) {
      const entry = { ...(value as Record<string, unknown>) };
      const version = typeof entry.version === 'string' ? entry.version : null;
      const integrity = version ? readRelease(dirname(file), vertical, version) : null;
      if (integrity) entry.integrity = integrity;
      else if (!entry.integrity) missing.push(`${vertical} ${version ?? '(no version)'}`);
      composition[vertical] = entry;
    }
    store.write(composition);
    store.record({ action: 'seed', vertical: '*', from: null, to: 'COMPOSITION_SEED' }, 'api');
    if (missing.length)
      log.warn({ missing }, 'composition seeded without integrity for versions never published');
    else log.info({ file }, 'composition seeded');
  });
}
