// A free loopback port for a server a test or suite starts a moment later (Redis, PostgreSQL, nginx,
// an API replica). Run as a script (`node --import tsx/esm test/free-port.ts`) it prints one, for the
// suites' shell scripts.
import { createServer } from 'node:net';
import process, { argv } from 'node:process';
import { fileURLToPath } from 'node:url';

/**
 * A port nothing listens on, chosen below 20000: apart from Linux's ephemeral range (32768–60999,
 * `ip_local_port_range`) and from the ports `npm test`'s runner gives the suites (20000–31999). A port
 * the kernel handed out (`listen(0)`) and released, or one of a server stopped for a while (a Redis
 * outage), can be taken by any outgoing connection — an API connecting to its database — before the
 * server meant to have it listens.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 12_000 + Math.floor(Math.random() * 8_000);
    if (await listenable(port)) return port;
  }
}

/** Whether a server could listen on 127.0.0.1:`port` now. */
function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

if (argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${await freePort()}\n`);
