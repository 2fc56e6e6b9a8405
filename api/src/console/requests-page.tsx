import type { Locale } from '@playhub/shared/contracts';
import { formatMoney } from '../services/money-format.js';
import type { BonusRequestView, CallRequestView } from '../services/requests.js';
import { can } from '../services/operator-roles.js';
import { Allowed, Csrf, Layout, Status, type PageContext } from './pages.js';

const CONTACT_TYPES: Record<number, string> = {
  1: 'console.requests.phone',
  2: 'console.requests.whatsapp',
  3: 'console.requests.telegram',
  4: 'console.requests.email',
};

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(`${iso}Z`));

/** One pending call request with the form that closes it (called, or dismissed) with a note. */
function CallRequest({ ctx, r }: { ctx: PageContext; r: CallRequestView }) {
  const { t } = ctx;
  const title = `call-${r.id}`;
  return (
    <article className="request" aria-labelledby={title}>
      <h3 id={title}>{t('console.requests.callTitle', { id: r.id, name: r.name })}</h3>
      <p className="note">
        {r.username ? t('console.requests.player', { name: r.username }) : t('console.requests.visitor')}
        {' · '}
        {when(ctx.locale, r.createdAt)}
      </p>
      <blockquote>{r.message}</blockquote>
      <ul aria-label={t('console.requests.contacts')}>
        {r.contacts.map((c) => (
          <li key={`${c.type}:${c.contact}`}>
            {t(CONTACT_TYPES[c.type] ?? 'console.requests.contact')}
            {': '}
            <span className="mono">{c.contact}</span>
          </li>
        ))}
      </ul>
      <Allowed ctx={ctx} need="decide">
        <form className="action" method="post" action={`/operator/requests/calls/${r.id}`}>
          <Csrf token={ctx.csrf} />
          <label>
            {t('console.requests.outcome')}
            <input name="outcome" required minLength={3} maxLength={200} />
          </label>
          <button type="submit" name="decision" value="done">
            {t('console.requests.called')}
          </button>
          <button type="submit" name="decision" value="dismissed" className="danger">
            {t('console.requests.dismiss')}
          </button>
        </form>
      </Allowed>
    </article>
  );
}

/** One pending bonus request with its approve (amount when the bonus has none) and reject forms. */
function BonusRequest({ ctx, r }: { ctx: PageContext; r: BonusRequestView }) {
  const { t } = ctx;
  const title = `bonus-${r.id}`;
  return (
    <article className="request" aria-labelledby={title}>
      <h3 id={title}>{t('console.requests.bonusTitle', { id: r.id, title: r.title })}</h3>
      <p className="note">
        {t('console.requests.player', { name: r.username })}
        {' · '}
        {when(ctx.locale, r.createdAt)}
        {' · '}
        {r.amount > 0n ? formatMoney(ctx.locale, r.amount) : t('console.requests.noAmount')}
      </p>
      {r.note && <blockquote>{r.note}</blockquote>}
      {r.excluded ? (
        <Status kind="error">{t('operator.requestExcluded')}</Status>
      ) : !can(ctx.role, 'decide') ? null : (
        <form className="action" method="post" action={`/operator/requests/bonuses/${r.id}/approve`}>
          <Csrf token={ctx.csrf} />
          {r.amount === 0n && (
            <label>
              {t('console.requests.amount')}
              <input name="amount" required inputMode="decimal" pattern="\d{1,6}([.,]\d{1,2})?" />
            </label>
          )}
          <button type="submit">{t('console.requests.approve')}</button>
        </form>
      )}
      <Allowed ctx={ctx} need="decide">
        <form className="action" method="post" action={`/operator/requests/bonuses/${r.id}/reject`}>
          <Csrf token={ctx.csrf} />
          <label>
            {t('console.requests.reason')}
            <input name="reason" required minLength={3} maxLength={200} />
          </label>
          <button type="submit" className="danger">
            {t('console.requests.reject')}
          </button>
        </form>
      </Allowed>
    </article>
  );
}

/** Pending call requests and bonus requests, each decided with a plain form (audited). */
export function RequestsPage(props: {
  ctx: PageContext;
  calls: CallRequestView[];
  bonuses: BonusRequestView[];
  done?: string;
}) {
  const { ctx, calls, bonuses, done } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.requests.title')}>
      <h1>{t('console.requests.title')}</h1>
      {done && <Status kind="ok">{done}</Status>}
      <section aria-labelledby="calls-title">
        <h2 id="calls-title">{t('console.requests.calls', { count: calls.length })}</h2>
        {calls.length === 0 && <p>{t('console.requests.noCalls')}</p>}
        {calls.map((r) => (
          <CallRequest key={r.id} ctx={ctx} r={r} />
        ))}
      </section>
      <section aria-labelledby="bonuses-title">
        <h2 id="bonuses-title">{t('console.requests.bonuses', { count: bonuses.length })}</h2>
        {bonuses.length === 0 && <p>{t('console.requests.noBonuses')}</p>}
        {bonuses.map((r) => (
          <BonusRequest key={r.id} ctx={ctx} r={r} />
        ))}
      </section>
    </Layout>
  );
}
