import { bonusHistoryPage, bonusHistoryPayload, type TransactionStatus } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { messages } from '../../i18n/messages.js';
import { pageOf } from '../../repo/paging.js';
import { toMajor } from '../../services/money-format.js';

const TRIAL_TITLES = new Set<string>(Object.values(messages['bonus.trialTitle']));

/** POST /api/bonus/history — the caller's bonus requests and credits (titled in x-locale), newest first, paged. */
export default defineRoute({
  method: 'POST',
  url: '/api/bonus/history',
  tags: ['bonus'],
  summary: 'Bonus history (paged)',
  auth: true,
  body: bonusHistoryPayload,
  data: bonusHistoryPage,
  async handler({ body, user, deps, locale, t }) {
    const { rows, total } = await pageOf<{
      id: number;
      title: string;
      local_title: string | null;
      bonus_id: number | null;
      amount: string;
      status: number;
      ts: string;
    }>(deps.db, {
      select: `r.id, r.title, b.title_${locale} AS local_title, r.bonus_id, r.amount::text AS amount, r.status,
        ${isoUtc('r.created_at')} AS ts`,
      from: 'bonus_requests r LEFT JOIN bonuses b ON b.id = r.bonus_id WHERE r.user_id = $1',
      order: 'r.id DESC',
      params: [user.userId],
      skip: body.skip,
      take: body.take,
    });
    return {
      data: {
        total,
        items: rows.map((r) => ({
          id: r.id,
          // Titles in the reader's language: the offer's, or the trial bonus's (stored as claimed).
          title:
            r.local_title ??
            (r.bonus_id === null && TRIAL_TITLES.has(r.title) ? t('bonus.trialTitle') : r.title),
          amount: toMajor(r.amount),
          status: r.status as TransactionStatus,
          createdAt: r.ts,
        })),
      },
    };
  },
});
