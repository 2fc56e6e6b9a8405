import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Locale } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import type { DemoPsp } from '../integrations/payments/demo-psp.js';
import { toMajor } from '../services/money-format.js';

const TEXT = {
  en: {
    title: 'Demo payment',
    pay: 'Pay',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    done: 'Payment confirmed. The site credits your balance as soon as it receives the confirmation; you can close this tab.',
    cancelled: 'Payment cancelled. You can close this tab.',
    gone: 'This payment is no longer open.',
    expired: 'The time to pay has passed and no money was taken. Start a new deposit on the site.',
    until: 'Pay by',
    method: 'Method',
    amount: 'Amount',
    note: 'This is a demonstration page: no real money moves.',
  },
  tr: {
    title: 'Demo ödeme',
    pay: 'Öde',
    confirm: 'Ödemeyi onayla',
    cancel: 'İptal',
    done: 'Ödeme onaylandı. Site onayı aldığında bakiyenize ekler; bu sekmeyi kapatabilirsiniz.',
    cancelled: 'Ödeme iptal edildi. Bu sekmeyi kapatabilirsiniz.',
    gone: 'Bu ödeme artık açık değil.',
    expired: 'Ödeme süresi doldu ve para çekilmedi. Sitede yeni bir para yatırma işlemi başlatın.',
    until: 'Son ödeme',
    method: 'Yöntem',
    amount: 'Tutar',
    note: 'Bu bir demo sayfasıdır: gerçek para hareketi olmaz.',
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lang = (q: unknown): Locale => ((q as { lang?: string }).lang === 'en' ? 'en' : 'tr');
const REF = /^dp_[A-Za-z0-9_-]{16,40}$/;

function page(reply: FastifyReply, locale: Locale, body: string, status = 200) {
  const x = TEXT[locale];
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${x.title}</title><style>body{font-family:system-ui,sans-serif;background:#0f1923;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1a2c38;padding:2rem;border-radius:12px;max-width:380px;width:90%}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:0;margin:.3rem .3rem 0 0;cursor:pointer}
.ok{background:#1fff20;color:#000}.no{background:#557086;color:#fff}small{color:#b1bad3}</style></head><body><main><h1>${x.title}</h1>${body}<p><small>${x.note}</small></p></main></body></html>`);
}

interface PaymentRow {
  amount: string;
  method_name: string;
  status: string;
  expired: boolean;
  until: string | null;
  [k: string]: unknown;
}

/**
 * The demo provider's payment page (deposits by card, crypto and QR open it in a new tab): GET
 * shows it, POST confirm or cancel settles the payment at the provider, which then tells the API
 * through its signed callback. The page never touches the player's money itself.
 */
export function registerDemoPayPage(app: FastifyInstance, db: Queryable, psp: DemoPsp): void {
  const opts = { schema: { hide: true } };
  app.get<{ Params: { ref: string } }>('/api/demo/pay/:ref', opts, async (req, reply) => {
    const locale = lang(req.query);
    const x = TEXT[locale];
    if (!REF.test(req.params.ref)) return page(reply, locale, `<p>${x.gone}</p>`, 404);
    const rows = await db.query<PaymentRow>(
      `SELECT amount::text AS amount, method_name, status, expires_at IS NOT NULL AND expires_at <= now() AS expired,
              to_char((expires_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD HH24:MI') || ' (UTC+3)' AS until
         FROM demo_psp_payments WHERE ref = $1`,
      [req.params.ref],
    );
    const r = rows[0];
    if (!r || r.status !== 'open') return page(reply, locale, `<p>${x.gone}</p>`, r ? 200 : 404);
    if (r.expired) return page(reply, locale, `<p>${x.expired}</p>`);
    const action = (what: string) => `/api/demo/pay/${req.params.ref}/${what}?lang=${locale}`;
    return page(
      reply,
      locale,
      `<p>${x.method}: <b>${esc(r.method_name)}</b></p><p>${x.amount}: <b>${toMajor(r.amount).toLocaleString(locale === 'en' ? 'en-US' : 'tr-TR', { minimumFractionDigits: 2 })} ₺</b></p>${r.until ? `<p>${x.until}: <b>${esc(r.until)}</b></p>` : ''}
<form method="post" action="${action('confirm')}" style="display:inline"><button class="ok" type="submit">${x.confirm}</button></form>
<form method="post" action="${action('cancel')}" style="display:inline"><button class="no" type="submit">${x.cancel}</button></form>`,
    );
  });

  app.post<{ Params: { ref: string; action: string } }>(
    '/api/demo/pay/:ref/:action',
    opts,
    async (req, reply) => {
      const locale = lang(req.query);
      const x = TEXT[locale];
      const { ref, action } = req.params;
      if (!REF.test(ref) || (action !== 'confirm' && action !== 'cancel'))
        return page(reply, locale, `<p>${x.gone}</p>`, 404);
      // The status guard makes a double click (or two tabs) settle only once.
      const settled = await psp.settle(ref, action === 'confirm' ? 'paid' : 'cancelled');
      if (settled === 'expired') return page(reply, locale, `<p>${x.expired}</p>`);
      if (!settled) return page(reply, locale, `<p>${x.gone}</p>`);
      return page(reply, locale, `<p>${action === 'confirm' ? x.done : x.cancelled}</p>`);
    },
  );
}
