import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on, for a server a suite starts a moment later (nginx, Redis,
 * PostgreSQL, an API replica). Chosen below 20000, apart from Linux's ephemeral range (32768–60999,
 * `ip_local_port_range`) and from the ports `npm test`'s runner gives the suites (20000–31999): a
 * port the kernel handed out (`listen(0)`) and released can be taken by any outgoing connection —
 * an API connecting to its database — before the server that was meant to get it listens.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 12_000 + Math.floor(Math.random() * 8_000);
    if (await listenable(port)) return port;
  }
}

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
