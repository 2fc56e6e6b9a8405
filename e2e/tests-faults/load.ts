/**
 * The bounded load the fault suite runs while it breaks things (issue 27): a few players, each doing
 * what clients and counterparts do — a game provider's debits and credits (signed, retried with the
 * same transaction id until they get an answer, as aggregators do), deposits and withdrawals with
 * an Idempotency-Key (retried with the same key, as the site does), balance polls — through the
 * gateway. Every answer's status is counted; every operation acknowledged (its final answer a 200)
 * is remembered, so the suite can prove each is in the database exactly once.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { freshRegistration } from '../support/session';
import type { Topology } from '../support/topology';

/** Papara: a message-state deposit method the demo provider confirms by itself. */
const PAPARA = 4;
/** Answers that mean "not done, try again": the gateway lost an upstream, or the API is briefly away. */
const RETRYABLE = new Set([0, 502, 503, 504]);

/** One player of the load, with what the suite needs to check them afterwards. */
export interface LoadPlayer {
  username: string;
  userId: number | null;
  token: string;
  session: string;
  provider: string;
  /** Acknowledged money, in minor units (deposits credited later, by the provider's callback). */
  deposited: number;
  staked: number;
  won: number;
  withdrawn: number;
  /** Idempotency keys of acknowledged deposits and withdrawals; ids of acknowledged game transactions. */
  depositKeys: string[];
  withdrawKeys: string[];
  gameTxIds: string[];
}

/** What the load saw. */
export interface LoadReport {
  /** Answers by HTTP status (0: no answer — connection refused or reset). */
  statuses: Record<number, number>;
  /** The same by kind of operation (`deposit 503`…), to tell which path answered what. */
  byOperation: Record<string, number>;
  /** Operations that got no final answer within their retry budget. */
  unfinished: string[];
  operations: number;
}

const sign = (secret: string, raw: string): string => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Load {
  readonly statuses: Record<number, number> = {};
  readonly byOperation: Record<string, number> = {};
  readonly unfinished: string[] = [];
  private operations = 0;
  private running = false;
  private loops: Promise<void>[] = [];

  private constructor(
    private readonly topology: Topology,
    readonly players: LoadPlayer[],
  ) {}

  /** Registers `count` players, funds each with a confirmed deposit and opens a game session. */
  static async prepare(topology: Topology, count: number): Promise<Load> {
    const base = topology.gateway.origin;
    const players: LoadPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const reg = freshRegistration();
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        body: JSON.stringify(reg),
      });
      const body = (await res.json()) as { data: { token: string } };
      if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(body)}`);
      players.push({
        username: reg.username,
        userId: null,
        token: body.data.token,
        session: '',
        provider: '',
        deposited: 0,
        staked: 0,
        won: 0,
        withdrawn: 0,
        depositKeys: [],
        withdrawKeys: [],
        gameTxIds: [],
      });
    }
    const load = new Load(topology, players);
    for (const p of players) {
      await load.deposit(p, 500);
      Object.assign(p, await load.launch(p));
    }
    return load;
  }

  /** Starts every player's loop. */
  start(): void {
    this.running = true;
    this.loops = this.players.map((p, i) => this.loop(p, i));
  }

  /** Stops the loops once their operation in progress has its final answer. */
  async stop(): Promise<LoadReport> {
    this.running = false;
    await Promise.all(this.loops);
    const report = {
      statuses: { ...this.statuses },
      byOperation: { ...this.byOperation },
      unfinished: [...this.unfinished],
      operations: this.operations,
    };
    for (const k of Object.keys(this.statuses)) delete this.statuses[Number(k)];
    for (const k of Object.keys(this.byOperation)) delete this.byOperation[k];
    return report;
  }

  private async loop(p: LoadPlayer, seed: number): Promise<void> {
    let n = seed;
    while (this.running) {
      n++;
      if (n % 7 === 0) await this.deposit(p, 50);
      else if (n % 11 === 0) await this.withdraw(p, 60);
      else if (n % 3 === 0) await this.api(p, 'GET', 'user/balance', null, 'balance');
      else await this.round(p, n);
      await sleep(20);
    }
  }

  /** A game round: a stake, then its win (or nothing) closing the round. */
  private async round(p: LoadPlayer, n: number): Promise<void> {
    const roundId = `fr-${randomUUID()}`;
    const stake = 100 + (n % 5) * 50;
    const debitId = `fd-${randomUUID()}`;
    const debit = await this.wallet('debit', {
      provider: p.provider,
      session: p.session,
      transactionId: debitId,
      roundId,
      amount: (stake / 100).toFixed(2),
      currency: 'TRY',
    });
    if (debit !== 200) return;
    p.staked += stake;
    p.gameTxIds.push(debitId);
    const win = n % 2 === 0 ? stake * 2 : 0;
    const creditId = `fc-${randomUUID()}`;
    const credit = await this.wallet('credit', {
      provider: p.provider,
      session: p.session,
      transactionId: creditId,
      roundId,
      amount: (win / 100).toFixed(2),
      currency: 'TRY',
      roundClosed: true,
    });
    if (credit === 200) {
      p.won += win;
      p.gameTxIds.push(creditId);
    }
  }

  async deposit(p: LoadPlayer, major: number): Promise<void> {
    const key = `fault-dep-${randomUUID()}`;
    const status = await this.api(
      p,
      'POST',
      'payment/deposit',
      { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: major } },
      `deposit ${key}`,
      key,
    );
    if (status === 200) {
      p.deposited += major * 100;
      p.depositKeys.push(key);
    }
  }

  private async withdraw(p: LoadPlayer, major: number): Promise<void> {
    const key = `fault-wd-${randomUUID()}`;
    const status = await this.api(
      p,
      'POST',
      'payment/withdraw',
      { id: PAPARA, target: 'pay', detail: { accountNo: '1234567890', amount: major } },
      `withdraw ${key}`,
      key,
    );
    if (status === 200) {
      p.withdrawn += major * 100;
      p.withdrawKeys.push(key);
    }
  }

  private async launch(p: LoadPlayer): Promise<{ session: string; provider: string }> {
    const base = this.topology.gateway.origin;
    const games = (await (
      await fetch(`${base}/api/casino/categorygames`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ systemCategory: [1, 2, 3, 4, 5, 6] }),
      })
    ).json()) as { data: { providerName: string; gameCode: string }[] };
    const game = games.data.find((g) => g.providerName === 'Digitain')!;
    const launch = (await (
      await fetch(`${base}/api/casino/dtlaunchurl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ code: game.gameCode }),
      })
    ).json()) as { data: string };
    const session = new URL(launch.data).searchParams.get('session');
    if (!session) throw new Error(`no game session in ${launch.data}`);
    return { session, provider: 'Digitain' };
  }

  /**
   * One call, repeated (same body, same key) while the answer says "try again" — for up to 60 s,
   * longer than any fault the suite makes. Returns the final status (0 when there was none).
   */
  private async retrying(what: string, send: () => Promise<Response>): Promise<number> {
    const until = Date.now() + 60_000;
    for (;;) {
      const status = await send().then(
        async (r) => {
          const text = await r.text();
          // A repeat that found its first run still going: also "try again".
          return r.status === 409 && /still being processed|send the request again/i.test(text)
            ? 409.1
            : r.status;
        },
        () => 0,
      );
      const counted = Math.floor(status);
      this.statuses[counted] = (this.statuses[counted] ?? 0) + 1;
      const op = `${what.split(' ')[0]} ${counted}`;
      this.byOperation[op] = (this.byOperation[op] ?? 0) + 1;
      if (!RETRYABLE.has(status) && status !== 409.1) {
        this.operations++;
        return counted;
      }
      if (Date.now() > until) {
        this.unfinished.push(`${what}: last answer ${counted}`);
        return counted;
      }
      await sleep(250);
    }
  }

  private api(
    p: LoadPlayer,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    what: string,
    key?: string,
  ): Promise<number> {
    const headers: Record<string, string> = { authorization: `Bearer ${p.token}`, 'x-locale': 'en' };
    if (body !== null) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    return this.retrying(what, () =>
      fetch(`${this.topology.gateway.origin}/api/${path}`, {
        method,
        headers,
        body: body === null ? undefined : JSON.stringify(body),
      }),
    );
  }

  private wallet(op: 'debit' | 'credit', body: Record<string, unknown>): Promise<number> {
    const raw = JSON.stringify(body);
    return this.retrying(`${op} ${String(body.transactionId)}`, () =>
      fetch(`${this.topology.gateway.origin}/api/gamewallet/${op}`, {
        method: 'POST',
        // Signed anew for each try, as a provider does.
        headers: {
          'content-type': 'application/json',
          'x-playhub-signature': sign(this.topology.secrets.GAME_WALLET_SECRET, raw),
        },
        body: raw,
      }),
    );
  }
}
