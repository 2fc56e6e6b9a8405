import {
  gameHistoryPage,
  gameHistoryPayload,
  type BetStatus,
  type WinBetKind,
} from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { createdBetween, pageOf } from '../../repo/paging.js';
import { toMajor } from '../../services/money-format.js';

interface BetRow {
  id: number;
  round_ref: string;
  game_code: string;
  game_name: string;
  provider_name: string;
  kind: number;
  status: number;
  amount: string;
  ts: string;
  [k: string]: unknown;
}

/**
 * POST /api/casino/gamehistory — the caller's bets and wins, newest first (by time: rows are not
 * always written in the order they happened, e.g. the demo seed); status/kind 0 = all; `from`/`to`
 * limit the time (UTC instants, `to` exclusive).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/casino/gamehistory',
  tags: ['casino'],
  summary: 'Game history (bets and wins, paged)',
  auth: true,
  duringExclusion: true,
  body: gameHistoryPayload,
  data: gameHistoryPage,
  async handler({ body, user, deps }) {
    const { rows, total } = await pageOf<BetRow>(deps.db, {
      select: `id, round_ref, game_code, game_name, provider_name, kind, status, amount::text AS amount, ${isoUtc('created_at')} AS ts`,
      from: `bets WHERE user_id = $1 AND ($2::int = 0 OR status = $2::int) AND ($3::int = 0 OR kind = $3::int)
        AND ${createdBetween('created_at', '$4', '$5')}`,
      order: 'created_at DESC, id DESC',
      params: [user.userId, body.status, body.kind, body.from ?? null, body.to ?? null],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: r.id,
          roundRef: r.round_ref,
          gameCode: r.game_code,
          gameName: r.game_name,
          providerName: r.provider_name,
          kind: r.kind as WinBetKind,
          status: r.status as BetStatus,
          amount: toMajor(r.amount),
          createdAt: r.ts,
        })),
      },
    };
  },
});
