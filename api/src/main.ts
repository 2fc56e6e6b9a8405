import { buildApp, type BuiltApp } from './app.js';
import { ConfigError, configFromEnv } from './config.js';
import { DatabaseSetupError } from './db/data-dir.js';

/**
 * A start-up failure the operator fixes in the environment (configuration, DATA_DIR,
 * DATABASE_URL): its message says what and where, so it is printed without a stack.
 */
function refuse(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DatabaseSetupError) {
    console.error(`playhub API: ${err.message}`);
  } else {
    console.error('playhub API: start-up failed', err);
  }
  process.exit(1);
}

async function start(): Promise<BuiltApp> {
  const config = configFromEnv();
  const built = await buildApp(config);
  await built.app.listen({ port: config.port, host: config.host });
  if (built.providers && config.providersPort !== undefined)
    await built.providers.listen({ port: config.providersPort, host: config.host });
  return built;
}

// Production runs the compiled API (node api/dist/main.js): no TypeScript compiler at run time.
if (process.env.NODE_ENV === 'production' && import.meta.url.endsWith('.ts')) {
  console.error(
    'playhub API: NODE_ENV=production runs the compiled API: `pnpm --filter @playhub/api build`, then `node --enable-source-maps api/dist/main.js` (tsx is for development)',
  );
  process.exit(1);
}

const { app } = await start().catch(refuse);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
