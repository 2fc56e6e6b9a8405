import { BetStatus, gameRoundsPage, gameRoundsPayload, WinBetKind } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { createdBetween, pageOf } from '../../repo/paging.js';
import { toMajor } from '../../services/money-format.js';

interface RoundRow {
  round_ref: string;
  game_code: string;
  game_name: string;
  provider_name: string;
  status: number;
  staked: string;
  won: string;
  ts: string;
  [k: string]: unknown;
}

/**
 * One row per round of the caller: its bet and its win (a round has at most one of each,
 * `UNIQUE (user_id, round_ref, kind)`). A rolled-back bet staked nothing in the end.
 */
const ROUNDS = `(SELECT round_ref,
    max(game_code) AS game_code, max(game_name) AS game_name, max(provider_name) AS provider_name,
    COALESCE(max(status) FILTER (WHERE kind = ${WinBetKind.Bet}), ${BetStatus.Completed}) AS status,
    COALESCE(sum(amount) FILTER (WHERE kind = ${WinBetKind.Bet} AND status <> ${BetStatus.Cancelled}), 0) AS staked,
    COALESCE(sum(amount) FILTER (WHERE kind = ${WinBetKind.Win}), 0) AS won,
    min(created_at) AS created_at
  FROM bets WHERE user_id = $1 GROUP BY round_ref) r
  WHERE ${createdBetween('r.created_at', '$2', '$3')}`;

/**
 * POST /api/casino/gamerounds — the caller's game rounds, newest first: staked, won and the net of
 * each (won − staked); `from`/`to` limit when the round started (UTC instants, `to` exclusive).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/casino/gamerounds',
  tags: ['casino'],
  summary: 'Game history as rounds: staked, won and net per round (paged)',
  auth: true,
  duringExclusion: true,
  body: gameRoundsPayload,
  data: gameRoundsPage,
  async handler({ body, user, deps }) {
    const { rows, total } = await pageOf<RoundRow>(deps.db, {
      select: `r.round_ref, r.game_code, r.game_name, r.provider_name, r.status, r.staked::text AS staked,
        r.won::text AS won, ${isoUtc('r.created_at')} AS ts`,
      from: ROUNDS,
      order: 'r.created_at DESC, r.round_ref DESC',
      params: [user.userId, body.from ?? null, body.to ?? null],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: `${r.game_code}:${r.round_ref}`,
          roundRef: r.round_ref,
          gameName: r.game_name,
          providerName: r.provider_name,
          status: r.status as BetStatus,
          staked: toMajor(r.staked),
          won: toMajor(r.won),
          net: toMajor(BigInt(r.won) - BigInt(r.staked)),
          createdAt: r.ts,
        })),
      },
    };
  },
});
