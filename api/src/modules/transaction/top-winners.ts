import { topWinnerList, topWinnersPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { gameImageUrl } from '../../repo/games.js';
import { toMajor } from '../../services/money-format.js';

/** POST /api/transaction/topwinners — `{ isLive, count }` → `[{ image, game, name, amount, currencySymbol }]`. */
export default defineRoute({
  method: 'POST',
  url: '/api/transaction/topwinners',
  tags: ['transaction'],
  summary: 'Top winners',
  body: topWinnersPayload,
  data: topWinnerList,
  async handler({ body, deps }) {
    const rows = await deps.db.query<{ game_code: string; game_name: string; name: string; amount: string }>(
      'SELECT game_code, game_name, name, amount::text AS amount FROM top_winners WHERE is_live = $1 ORDER BY sort, id LIMIT $2',
      [body.isLive, body.count],
    );
    return {
      data: rows.map((r) => ({
        image: gameImageUrl(r.game_code),
        game: r.game_name,
        name: r.name,
        amount: toMajor(r.amount),
        currencySymbol: '₺',
      })),
    };
  },
});
