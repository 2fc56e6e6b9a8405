import {
  paymentGroupOf,
  paymentMethodGroups,
  paymentMethodsQuery,
  type PaymentGroup,
  type PaymentMethod,
  type PaymentMethodGroup,
} from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { toMajor } from '../../services/money-format.js';
import { METHOD_COLS, methodLabel, type MethodRow } from './method-repo.js';

const GROUP_NAMES: Record<PaymentGroup, { en: string; tr: string }> = {
  1: { en: 'Bank Transfer', tr: 'Banka Havalesi' },
  2: { en: 'Crypto & Credit Card', tr: 'Kripto ve Kredi Kartı' },
  3: { en: 'Papara, Popy, Payco & More', tr: 'Papara, Popy, Payco ve Diğerleri' },
  4: { en: 'QR Payment', tr: 'QR ile Ödeme' },
};

/**
 * GET /api/payment/methods?type=1|2 — methods for deposit (1) or withdraw (2), grouped as
 * Requirements §3, named in x-locale.
 */
export default defineRoute({
  method: 'GET',
  url: '/api/payment/methods',
  tags: ['payment'],
  summary: 'Payment methods grouped (bank transfer; crypto and card; wallets; QR)',
  query: paymentMethodsQuery,
  data: paymentMethodGroups,
  async handler({ query, deps, locale }) {
    const rows = await deps.db.query<MethodRow>(
      `SELECT ${METHOD_COLS} FROM payment_methods WHERE ${query.type === 1 ? 'deposit' : 'withdraw'} ORDER BY sort, id`,
    );
    const groups = new Map<PaymentGroup, PaymentMethodGroup>();
    for (const r of rows) {
      const gid = paymentGroupOf[r.type as PaymentMethod];
      const g = groups.get(gid) ?? { id: gid, name: GROUP_NAMES[gid][locale], methods: [] };
      g.methods.push({
        id: r.id,
        name: methodLabel(r, locale),
        type: r.type as PaymentMethod,
        logoUrl: r.logo,
        minAmount: toMajor(r.min_amount),
        maxAmount: toMajor(r.max_amount),
        deposit: r.deposit,
        withdraw: r.withdraw,
        redirect: r.redirect,
      });
      groups.set(gid, g);
    }
    return { data: [...groups.values()].sort((a, b) => a.id - b.id) };
  },
});
