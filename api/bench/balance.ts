// Balance benchmark (not a test): GET /api/user/balance under load with the demo player's token.
// Start the API first (pnpm --filter @playhub/api start), then from api/:
//   API_URL=http://127.0.0.1:8080 CONNECTIONS=50 DURATION=10 npx tsx bench/balance.ts
// Target (issue 3): ≥ 5,000 requests/s with p99 < 20 ms on this 2-core machine.
import autocannon from 'autocannon';

const api = (process.env.API_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);

async function login(): Promise<string> {
  if (process.env.TOKEN) return process.env.TOKEN;
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
  });
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } | null };
  if (!body.success || !body.data) throw new Error(`login as demo failed (${res.status}): ${body.message}`);
  return body.data.token;
}

async function main(): Promise<void> {
  const token = await login();
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'en', 'x-fingerprint': 'bench' };
  const check = await fetch(`${api}/api/user/balance`, { headers });
  if (!check.ok) throw new Error(`GET /api/user/balance answered ${check.status}`);
  // A short warm-up so JIT and caches do not count against the figures.
  await autocannon({ url: `${api}/api/user/balance`, connections, duration: 2, headers });
  const r = await autocannon({ url: `${api}/api/user/balance`, connections, duration, headers });
  console.info(`GET /api/user/balance against ${api}, ${connections} connections, ${duration} s`);
  console.info(`requests/s  avg ${r.requests.average.toFixed(0)}  (total ${r.requests.total})`);
  console.info(
    `latency ms  avg ${r.latency.average.toFixed(2)}  p50 ${r.latency.p50}  p90 ${r.latency.p90}  p99 ${r.latency.p99}  max ${r.latency.max}`,
  );
  console.info(`errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`);
  const pass = r.requests.average >= 5000 && r.latency.p99 < 20;
  console.info(`target ≥ 5000 req/s and p99 < 20 ms: ${pass ? 'met' : 'NOT met'}`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
