/**
 * Runs the production topology by hand (no Docker): nginx gateway + one origin per vertical, two
 * APIs, PostgreSQL and Redis, exactly as the `composition` suite does. Needs a built site.
 *   pnpm --filter @playhub/e2e exec tsx support/topology-cli.ts up     (prints the origins; Ctrl-C stops)
 *   pnpm --filter @playhub/e2e exec tsx support/topology-cli.ts down   (stops one left running)
 */
import { databaseUrl, readTopology, redisUrl, startTopology, stopTopology } from './topology';

const command = process.argv[2] ?? 'up';
if (command === 'down') {
  await stopTopology(readTopology());
} else {
  const t = await startTopology().catch(async (error: unknown) => {
    await stopTopology().catch(() => undefined);
    throw error;
  });
  console.info(`site      ${t.gateway.origin}   (demo / demo12345)`);
  console.info(`providers ${t.providersOrigin}`);
  for (const [name, v] of Object.entries(t.verticals)) console.info(`${name.padEnd(9)} ${v.origin}`);
  console.info(
    `operator  DATABASE_URL=${databaseUrl(t)} REDIS_URL=${redisUrl(t)} COMPOSITION_FILE=${t.compositionFile} pnpm composition show`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stopTopology(t).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
