import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_MARKET,
  openStore,
  type CompositionFile,
  type CompositionStore,
  type Store,
} from '@playhub/composition/store';
import type { DatabaseStore } from '@playhub/composition/db-store';
import { readRelease } from '@playhub/composition/integrity';

/**
 * The first composition of the store (docker-compose: `COMPOSITION_SEED`), each entry with the
 * integrity its version recorded when it was published (`releases/<vertical>/<version>.json`,
 * written by the vertical's container when it starts): a production host refuses scripts without
 * hashes. Afterwards the operator owns it; an existing composition is never touched. The database
 * store, when it has none yet, takes the deployment's composition.json and history if there is one
 * (the import, `pnpm composition import`), else the seed. Several replicas may start together: the
 * store's lock lets one write and the others see it.
 */
export async function seedComposition(
  store: CompositionStore,
  file: string,
  seed: Record<string, unknown> | null,
  log: FastifyBaseLogger,
) {
  if (store.kind === 'database' && existsSync(file) && (await store.version()) === 0) {
    const source = openStore(file);
    const outcome = await (store as DatabaseStore)
      .importFrom(await source.read(), await source.history(), { user: 'api', source: file })
      .catch((err: unknown) => {
        log.warn({ err, file }, 'composition.json could not be imported into the database');
        return null;
      });
    if (outcome?.done === 'imported') log.info({ file }, 'composition imported into the database');
    if (outcome) return;
  }
  if (!seed || (store.kind === 'file' && existsSync(file))) return;
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
  const written = await store.init(
    composition,
    { action: 'seed', vertical: '*', from: null, to: 'COMPOSITION_SEED' },
    'api',
  );
  if (!written) return;
  if (missing.length)
    log.warn({ missing }, 'composition seeded without integrity for versions never published');
  else log.info({ file }, 'composition seeded');
}

/**
 * Another market's first composition (issue 30, item 4): a copy of the default market's, so every
 * market serves the same versions until an operator changes one. An existing one is never touched.
 */
export async function seedMarketComposition(
  store: CompositionStore,
  from: CompositionStore,
  market: string,
  log: FastifyBaseLogger,
) {
  if ((await store.version()) > 0) return;
  if (store.kind === 'file' && existsSync((store as Store).file)) return;
  let composition: CompositionFile;
  try {
    composition = await from.read();
  } catch {
    return; // nothing to copy yet: the default market has no composition either
  }
  const written = await store.init(
    composition,
    { action: 'seed', vertical: '*', from: null, to: `market ${DEFAULT_MARKET}` },
    'api',
  );
  if (written) log.info({ market }, 'market composition seeded from the default market');
}
