import { formatMoney } from '../services/money-format.js';
import { can } from '../services/operator-roles.js';
import {
  QUEUE_FILTERS,
  type PayoutView,
  type QueueFilter,
  type QueueRow,
  type TargetAudit,
} from '../services/withdrawal-queue.js';
import { Layout, ReasonField, Scroll, Status, TitledForm, type PageContext, type T } from './pages.js';
import { When } from './when.js';

/** The payout state in words, marked for the eye too (not by colour alone: the words carry it). */
export function PayoutState({ t, view }: { t: T; view: PayoutView }) {
  return (
    <span className={`badge payout-${view}`} data-payout={view}>
      {t(`console.wd.view.${view}`)}
    </span>
  );
}

const queueHref = (filter: QueueFilter, from?: number) =>
  `/operator/withdrawals?state=${filter}${from === undefined ? '' : `&from=${from}`}`;

/**
 * `/operator/withdrawals`: the queue in one state, a page at a time, each row's payout state (right
 * after the number: on a phone it shows before the table scrolls).
 */
export function WithdrawalsPage(props: {
  ctx: PageContext;
  filter: QueueFilter;
  rows: QueueRow[];
  next: number | null;
  paged: boolean;
}) {
  const { ctx, filter, rows, next, paged } = props;
  const { t, locale } = ctx;
  const filterName = t(`console.wd.filter.${filter}`);
  return (
    <Layout ctx={ctx} title={t('console.wd.title')}>
      <h1>{t('console.wd.title')}</h1>
      <p className="note">{t('console.wd.intro')}</p>
      <nav className="filters" aria-label={t('console.wd.filters')}>
        {QUEUE_FILTERS.map((f) => (
          <a key={f} href={queueHref(f)} aria-current={f === filter ? 'page' : undefined}>
            {t(`console.wd.filter.${f}`)}
          </a>
        ))}
      </nav>
      <section aria-labelledby="queue-title">
        <h2 id="queue-title">{t('console.wd.table', { filter: filterName })}</h2>
        {rows.length === 0 ? (
          <p>{t('console.wd.empty')}</p>
        ) : (
          <Scroll labelledBy="queue-title">
            <table aria-labelledby="queue-title">
              <thead>
                <tr>
                  <th scope="col">{t('console.wd.col.id')}</th>
                  <th scope="col">{t('console.wd.col.payout')}</th>
                  <th scope="col" className="num">
                    {t('console.wd.col.amount')}
                  </th>
                  <th scope="col">{t('console.wd.col.player')}</th>
                  <th scope="col">{t('console.wd.col.requested')}</th>
                  <th scope="col">{t('console.wd.col.method')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-withdrawal={r.id}>
                    <th scope="row">
                      <a
                        href={`/operator/withdrawals/${r.id}`}
                        aria-label={t('console.wd.open', { id: r.id })}
                      >
                        {r.id}
                      </a>
                    </th>
                    <td>
                      <PayoutState t={t} view={r.view} />
                    </td>
                    <td className="num">{formatMoney(locale, r.amount)}</td>
                    <td>
                      <a href={`/operator/players/${r.userId}`}>{r.username}</a>
                    </td>
                    <td>
                      <When locale={locale} iso={r.createdAt} />
                    </td>
                    <td>{r.method}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
        {(paged || next !== null) && (
          <nav className="pager" aria-label={t('console.wd.pages')}>
            {paged ? <a href={queueHref(filter)}>{t('console.wd.first')}</a> : <span />}
            {next !== null ? <a href={queueHref(filter, next)}>{t('console.wd.next')}</a> : <span />}
          </nav>
        )}
      </section>
    </Layout>
  );
}

/** The decision forms of a withdrawal still awaiting one: approve, or reject with a reason. */
function Decide({ ctx, row }: { ctx: PageContext; row: QueueRow }) {
  const { t } = ctx;
  if (row.view !== 'waiting' && row.view !== 'failed') return <p>{t('console.wd.decided')}</p>;
  if (!can(ctx.role, 'decide')) return <p className="note">{t('console.wd.decideOnly')}</p>;
  return (
    <>
      <TitledForm
        ctx={ctx}
        action={`/operator/withdrawals/${row.id}/approve`}
        id="approve-title"
        title={t('console.wd.approveTitle')}
        submit={t('console.wd.approve')}
      >
        <p className="note">{t('console.wd.approveHint')}</p>
      </TitledForm>
      <TitledForm
        ctx={ctx}
        action={`/operator/withdrawals/${row.id}/reject`}
        id="reject-title"
        title={t('console.wd.rejectTitle')}
        submit={t('console.wd.reject')}
        danger
      >
        <ReasonField label={t('console.wd.reason')} hint={t('console.wd.reasonHint')} />
      </TitledForm>
    </>
  );
}

/** `/operator/withdrawals/:id`: the withdrawal, its payout state, the decision, and what happened. */
export function WithdrawalPage(props: {
  ctx: PageContext;
  row: QueueRow;
  audit: TargetAudit[];
  done?: string;
  error?: string;
}) {
  const { ctx, row, audit, done, error } = props;
  const { t, locale } = ctx;
  const title = t('console.wd.detailTitle', { id: row.id });
  return (
    <Layout ctx={ctx} title={title}>
      <p>
        <a href="/operator/withdrawals">{t('console.wd.back')}</a>
      </p>
      <h1>{title}</h1>
      {done && <Status kind="ok">{done}</Status>}
      {error && <Status kind="error">{error}</Status>}
      <section aria-labelledby="wd-state-title">
        <h2 id="wd-state-title">{t('console.wd.state')}</h2>
        <p>
          <PayoutState t={t} view={row.view} />
        </p>
        <dl>
          <dt>{t('console.wd.col.player')}</dt>
          <dd>
            <a href={`/operator/players/${row.userId}`}>{row.username}</a>
          </dd>
          <dt>{t('console.wd.col.amount')}</dt>
          <dd>{formatMoney(locale, row.amount)}</dd>
          <dt>{t('console.wd.col.method')}</dt>
          <dd>{row.method}</dd>
          <dt>{t('console.wd.col.requested')}</dt>
          <dd>
            <When locale={locale} iso={row.createdAt} />
          </dd>
          <dt>{t('console.wd.providerWord')}</dt>
          <dd data-recon={row.recon ?? ''}>
            {row.recon ? (
              <>
                {t(`console.wd.recon.${row.recon}`)}
                {' · '}
                <When locale={locale} iso={row.reconAt} />
                {row.reconNote && <span className="mono"> · {row.reconNote}</span>}
              </>
            ) : (
              t('console.wd.reconNone')
            )}
          </dd>
          {row.view === 'rejected' && (
            <>
              <dt>{t('console.wd.rejectReason')}</dt>
              <dd>{row.note || '—'}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="wd-decide-title">
        <h2 id="wd-decide-title">{t('console.wd.decide')}</h2>
        <Decide ctx={ctx} row={row} />
      </section>
      <section aria-labelledby="wd-history-title">
        <h2 id="wd-history-title">{t('console.wd.history')}</h2>
        <AuditTable ctx={ctx} rows={audit} labelledBy="wd-history-title" empty={t('console.wd.noHistory')} />
      </section>
    </Layout>
  );
}

/** Audit rows about one thing: when, who, what and the detail as recorded. */
export function AuditTable(props: {
  ctx: PageContext;
  rows: TargetAudit[];
  labelledBy: string;
  empty: string;
}) {
  const { ctx, rows, labelledBy, empty } = props;
  const { t, locale } = ctx;
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <Scroll labelledBy={labelledBy}>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('console.when')}</th>
            <th scope="col">{t('console.wd.col.who')}</th>
            <th scope="col">{t('console.wd.col.what')}</th>
            <th scope="col">{t('console.wd.col.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a, i) => (
            <tr key={`${a.at} ${i}`}>
              <td>
                <When locale={locale} iso={a.at} />
              </td>
              <td>{a.actor}</td>
              <th scope="row" className="mono">
                {a.action}
              </th>
              <td className="detail mono">{JSON.stringify(a.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
