import {
  TERMS_VERSION,
  BetStatus,
  NotificationType,
  TransactionStatus,
  TransactionType,
  WinBetKind,
} from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import {
  methodParam,
  moneyParam,
  renderNotification,
  type NotificationKey,
  type NotificationParams,
} from '../i18n/notification-texts.js';
import { methodNames } from '../repo/method-names.js';
import { hashPassword, sha256 } from '../services/hashing.js';
import { post } from '../services/ledger.js';
import { newToken } from '../services/tokens.js';

/** Demo player credentials (also in api/README.md). */
export const DEMO_USER = { username: 'demo', password: 'demo12345' } as const;
/** Demo operator credentials, for `POST /api/operator/login` outside production (api/README.md). */
export const DEMO_OPERATOR = { username: 'operator', password: 'operator12345' } as const;
/**
 * Demo viewers (issue 30: operator roles), read-only operators without a second factor yet, one
 * per browser-suite project so their two-step setups never meet.
 */
export const DEMO_VIEWERS = [
  { username: 'viewer', password: 'viewer12345' },
  { username: 'viewer-tr', password: 'viewer12345' },
] as const;

/** The demo operator (never in production: operators are created with `operator:add` there). */
export async function seedDemoOperator(q: Queryable): Promise<void> {
  await q.query("INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'approver')", [
    DEMO_OPERATOR.username,
    await hashPassword(DEMO_OPERATOR.password),
  ]);
  for (const viewer of DEMO_VIEWERS)
    await q.query("INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'viewer')", [
      viewer.username,
      await hashPassword(viewer.password),
    ]);
}

/** The demo player with balance, history, notifications and favourites. */
export async function seedDemoUser(q: Queryable, games: { code: string; name: string }[]): Promise<void> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, birth_date, password_hash, balance, created_at, terms_version, terms_accepted_at)
     VALUES ('10000001', $1, 'demo@playhub.local', '+905551234567', '10000000146', 'Demo', 'Oyuncu', 235, '1990-01-01', $2, 0, now() - interval '30 days', $3, now() - interval '30 days')
     RETURNING id`,
    // The demo player accepted the terms in force (issue 32: otherwise every session of it asks first).
    [DEMO_USER.username, await hashPassword(DEMO_USER.password), TERMS_VERSION],
  );
  const uid = rows[0]!.id;
  await post(q, uid, { cash: 250_000n }, 'opening', 'seed', { account: 'opening' });
  const day = (d: number) => `${d} days`;

  // [type, status, amount, method type, method id, name, days ago]
  const txs: [number, number, number, number, number, string, number][] = [
    [TransactionType.Deposit, TransactionStatus.Confirmed, 100_000, 1, 1, 'Bank Transfer', 28],
    [TransactionType.Deposit, TransactionStatus.Confirmed, 50_000, 3, 4, 'Papara', 21],
    [TransactionType.Withdraw, TransactionStatus.Confirmed, 30_000, 1, 1, 'Bank Transfer', 18],
    [TransactionType.Deposit, TransactionStatus.Cancelled, 20_000, 2, 2, 'Credit Card', 14],
    [TransactionType.Deposit, TransactionStatus.Confirmed, 150_000, 6, 3, 'Crypto', 10],
    [TransactionType.Withdraw, TransactionStatus.Rejected, 500_000, 3, 4, 'Papara', 7],
    [TransactionType.Withdraw, TransactionStatus.Pending, 20_000, 1, 1, 'Bank Transfer', 2],
  ];
  for (const [type, status, amount, method, methodId, name, ago] of txs) {
    // A rejected withdrawal carries the operator's reason, as one rejected in the console does.
    const note =
      type === TransactionType.Withdraw && status === TransactionStatus.Rejected
        ? 'Papara hesabı sizin adınıza değil / The Papara account is not in your name'
        : '';
    const tx = await q.query<{ id: number }>(
      `INSERT INTO transactions (user_id, type, status, amount, method, method_id, method_name, note, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $9, now() - $8::interval, now() - $8::interval) RETURNING id`,
      [uid, type, status, amount, method, methodId, name, day(ago), note],
    );
    // A pending withdrawal holds its amount, as one requested on the site does.
    if (type === TransactionType.Withdraw && status === TransactionStatus.Pending)
      await post(q, uid, { cash: -BigInt(amount), held: BigInt(amount) }, 'withdraw_hold', `tx:${tx[0]!.id}`);
  }

  for (let i = 0; i < 24; i++) {
    const g = games[(i * 11) % games.length]!;
    const ref = `seed-${i}`;
    const ago = `${i * 5 + 30} hours`;
    const stake = 1_000 + (i % 5) * 500;
    await q.query(
      `INSERT INTO bets (user_id, round_ref, game_code, game_name, provider_name, kind, status, amount, created_at)
       SELECT $1, $2, g.code, g.name, p.name, $3, $4, $5, now() - $6::interval FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.code = $7`,
      [uid, ref, WinBetKind.Bet, i === 0 ? BetStatus.Processing : BetStatus.Completed, stake, ago, g.code],
    );
    if (i % 3 === 1) {
      await q.query(
        `INSERT INTO bets (user_id, round_ref, game_code, game_name, provider_name, kind, status, amount, created_at)
         SELECT $1, $2, g.code, g.name, p.name, $3, $4, $5, now() - $6::interval FROM games g JOIN providers p ON p.id = g.provider_id WHERE g.code = $7`,
        [uid, ref, WinBetKind.Win, BetStatus.Completed, stake * 3, ago, g.code],
      );
    }
  }

  for (let i = 0; i < 4; i++) {
    // Ended sessions from other devices; their tokens were never handed out.
    await q.query(
      `INSERT INTO sessions (user_id, token_hash, ip, user_agent, fingerprint, created_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, now() - $6::interval, now() - $6::interval + interval '2 hours')`,
      [
        uid,
        sha256(newToken()),
        `88.230.1${i}.4${i}`,
        i % 2 ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
        `fp-seed-${i}`,
        day(20 - i * 4),
      ],
    );
  }

  // Keyed like the API's own, so each reader gets them in their language.
  const bank = methodParam(1, 'Bank Transfer');
  const notes: [number, NotificationKey, NotificationParams, boolean, number][] = [
    [NotificationType.System, 'notification.welcome', {}, true, 30],
    [
      NotificationType.Deposit,
      'notification.deposit',
      { amount: moneyParam(100_000), method: bank },
      true,
      28,
    ],
    [
      NotificationType.Withdraw,
      'notification.withdrawApproved',
      { amount: moneyParam(30_000), method: bank },
      true,
      18,
    ],
    [NotificationType.Bonus, 'notification.cashback', {}, false, 5],
    [NotificationType.Jackpot, 'notification.jackpot', { amount: moneyParam(125_000_000) }, false, 3],
    [
      NotificationType.Withdraw,
      'notification.withdrawRequested',
      { amount: moneyParam(20_000), method: bank },
      false,
      2,
    ],
  ];
  const names = await methodNames(q);
  for (const [type, key, params, read, ago] of notes) {
    const text = renderNotification(key, params, 'tr', names)!;
    await q.query(
      'INSERT INTO notifications (user_id, title, note, type, is_read, key, params, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now() - $8::interval)',
      [uid, text.title, text.note, type, read, key, JSON.stringify(params), day(ago)],
    );
  }

  await q.query(
    `INSERT INTO bonus_requests (user_id, bonus_id, title, amount, status, created_at) VALUES ($1, 2, 'Kayıp Bonusu %10', 5000, $2, now() - interval '5 days')`,
    [uid, TransactionStatus.Confirmed],
  );
  await q.query(
    `INSERT INTO bonus_requests (user_id, bonus_id, title, amount, status, created_at) VALUES ($1, 1, 'Yatırım Bonusu %20', 0, $2, now() - interval '1 day')`,
    [uid, TransactionStatus.Pending],
  );

  const favs = ['h88-aviator', ...games.slice(1, 5).map((g) => g.code)];
  for (const code of favs) {
    await q.query(
      'INSERT INTO favorites (user_id, game_code, provider_id) SELECT $1, code, provider_id FROM games WHERE code = $2 ON CONFLICT DO NOTHING',
      [uid, code],
    );
  }
}
