// Hub benchmark (not a test): holds N hub connections, fans one notification out to all of them
// and prints the time until every socket has it, plus server memory per connection.
// From api/:  N=5000 npx tsx bench/hub.ts                      (spawns bench/hub-server.ts)
//             N=5000 API_URL=http://127.0.0.1:8080 npx tsx bench/hub.ts   (a running API; logs in
//             as demo/demo12345 unless TOKEN is set; needs the dev routes, i.e. not production)
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const RS = '\u001e';
const N = Number(process.env.N ?? 5000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

interface Mem {
  localConnections: number;
  rss: number;
  heapUsed: number;
}

async function startLocalServer(): Promise<{ api: string; child: ChildProcess }> {
  const server = fileURLToPath(new URL('./hub-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', server], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(d.toString());
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`hub-server exited with ${code}`)));
  });
  return { api: `http://127.0.0.1:${port}`, child };
}

async function login(api: string): Promise<string> {
  if (process.env.TOKEN) return process.env.TOKEN;
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } | null };
  if (!body.success || !body.data) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}

async function broadcast(api: string, token: string, payload: object): Promise<Mem> {
  const res = await fetch(`${api}/api/dev/broadcast`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { success: boolean; message: string; data: Mem };
  if (!body.success) throw new Error(`broadcast refused: ${body.message}`);
  return body.data;
}

let received = 0;
let onReceived: (() => void) | null = null;

/** Opens one socket and resolves once the hub's handshake reply arrived. */
function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
    ws.on('message', (data) => {
      const text = data.toString();
      if (!ready) {
        if (!text.startsWith(`{}${RS}`)) return reject(new Error(`handshake refused: ${text}`));
        ready = true;
        resolve(ws);
        return;
      }
      if (text.includes('"type":1')) {
        received++;
        if (received === N) onReceived?.();
      }
    });
    // Keep the socket alive past the 30 s client timeout, as the real client does every 15 s.
    const ping = setInterval(() => ws.readyState === 1 && ws.send(`{"type":6}${RS}`), 15_000);
    ws.on('close', () => clearInterval(ping));
    ws.on('error', reject);
  });
}

async function openAll(url: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < N) {
      next++;
      sockets.push(await connect(url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, N) }, worker));
  return sockets;
}

const mb = (b: number): string => `${(b / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const local = process.env.API_URL ? null : await startLocalServer();
  const api = (process.env.API_URL ?? local?.api ?? '').replace(/\/+$/, '');
  try {
    const token = local ? 'bench' : await login(api);
    const hubUrl = `${api.replace(/^http/, 'ws')}/hub/frnotify?access_token=${encodeURIComponent(token)}&fingerprint=bench`;
    // userId -1 reaches nobody: these calls only read the server's memory.
    const before = await broadcast(api, token, { userId: -1, message: {} });
    const t0 = performance.now();
    const sockets = await openAll(hubUrl);
    const connectMs = performance.now() - t0;
    const held = await broadcast(api, token, { userId: -1, message: {} });
    console.info(`hub bench against ${api}${local ? ' (spawned hub-server)' : ''}`);
    console.info(
      `connections     ${sockets.length} open (server counts ${held.localConnections}) in ${connectMs.toFixed(0)} ms`,
    );
    console.info(
      `server memory   rss ${mb(before.rss)} → ${mb(held.rss)}, heap ${mb(before.heapUsed)} → ${mb(held.heapUsed)}`,
    );
    console.info(
      `per connection  rss ${((held.rss - before.rss) / N / 1024).toFixed(1)} KB, heap ${((held.heapUsed - before.heapUsed) / N / 1024).toFixed(1)} KB${local ? '' : ' (noisy: the server runs without --expose-gc)'}`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      received = 0;
      const all = new Promise<void>((resolve) => (onReceived = resolve));
      const start = performance.now();
      await broadcast(api, token, {
        cmd: 'Notification',
        message: { id: round, title: 'bench', note: 'fan-out', type: 5 },
      });
      const acked = performance.now() - start;
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise(
        (_, rej) => (timer = setTimeout(() => rej(new Error(`only ${received}/${N} received`)), 30_000)),
      );
      await Promise.race([all, limit]).finally(() => clearTimeout(timer));
      console.info(
        `fan-out ${round}       all ${N} received in ${(performance.now() - start).toFixed(0)} ms (broadcast call answered in ${acked.toFixed(0)} ms)`,
      );
    }
    for (const ws of sockets) ws.terminate();
  } finally {
    local?.child.kill('SIGTERM');
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
