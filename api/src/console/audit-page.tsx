import type { Locale } from '@playhub/shared/contracts';
import { Layout, Scroll, type PageContext } from './pages.js';
import type { AuditQuery } from './audit-log.js';

/** One line of the audit log as the page shows it. */
export type AuditRow = {
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  ip: string;
  /** UTC, `YYYY-MM-DDTHH:MM:SS`. */
  at: string;
};

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(`${iso}Z`));

/** The link to another page of the same filtered list. */
function pageHref(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  for (const f of ['actor', 'action', 'target'] as const) if (query[f]) params.set(f, query[f]);
  params.set('page', String(page));
  return `/operator/audit?${params.toString()}`;
}

/** `/operator/audit`: who did what to what, newest first; a filter form (GET) and a pager. */
export function AuditPage(props: {
  ctx: PageContext;
  query: AuditQuery;
  rows: AuditRow[];
  total: number;
  pageSize: number;
}) {
  const { ctx, query, rows, total, pageSize } = props;
  const { t } = ctx;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filter = (name: 'actor' | 'action' | 'target', label: string, hint: string) => (
    <label>
      {t(label)} <small>{t(hint)}</small>
      <input name={name} defaultValue={query[name] ?? ''} maxLength={60} autoComplete="off" />
    </label>
  );
  return (
    <Layout ctx={ctx} title={t('console.audit.title')}>
      <p>
        <a href="/operator/">{t('console.back')}</a>
      </p>
      <h1>{t('console.audit.title')}</h1>
      <p className="note">{t('console.audit.intro')}</p>
      <form
        className="action"
        method="get"
        action="/operator/audit"
        role="search"
        aria-label={t('console.audit.filter')}
      >
        {filter('actor', 'console.audit.actor', 'console.audit.actorHint')}
        {filter('action', 'console.audit.action', 'console.audit.actionHint')}
        {filter('target', 'console.audit.target', 'console.audit.targetHint')}
        <button type="submit">{t('console.audit.apply')}</button>
        {(query.actor || query.action || query.target) && (
          <a className="button secondary" href="/operator/audit">
            {t('console.audit.clear')}
          </a>
        )}
      </form>
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">{t('console.audit.count', { total, page: query.page, pages })}</h2>
        {rows.length === 0 ? (
          <p>{t('console.audit.none')}</p>
        ) : (
          <Scroll labelledBy="audit-title">
            <table aria-labelledby="audit-title">
              <thead>
                <tr>
                  <th scope="col">{t('console.when')}</th>
                  <th scope="col">{t('console.audit.actor')}</th>
                  <th scope="col">{t('console.audit.action')}</th>
                  <th scope="col">{t('console.audit.target')}</th>
                  <th scope="col">{t('console.audit.detail')}</th>
                  <th scope="col">{t('console.audit.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.at} ${i}`} data-audit-action={r.action}>
                    <td>
                      <time dateTime={`${r.at}Z`}>{when(ctx.locale, r.at)}</time>
                    </td>
                    <td>{r.actor}</td>
                    <th scope="row" className="mono">
                      {r.action}
                    </th>
                    <td className="mono">{r.target}</td>
                    <td className="mono detail">{JSON.stringify(r.detail)}</td>
                    <td className="mono">{r.ip || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
        <nav className="pager" aria-label={t('console.page', { page: query.page })}>
          {query.page > 1 ? <a href={pageHref(query, query.page - 1)}>{t('console.newer')}</a> : <span />}
          {query.page < pages ? <a href={pageHref(query, query.page + 1)}>{t('console.older')}</a> : <span />}
        </nav>
      </section>
    </Layout>
  );
}
