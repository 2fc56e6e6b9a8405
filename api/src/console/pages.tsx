import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@playhub/shared/contracts';
import type { Health } from '@playhub/composition/health';
import type { CompositionFile, HistoryLine } from '@playhub/composition/store';
import type { MessageParams } from '../i18n/index.js';
import { can, type OperatorNeed, type OperatorRole } from '../services/operator-roles.js';
import type { PublishedVersion } from '../services/rollout/composition.js';
import { CONSOLE_CSS } from './style.js';
import { MarketSelector } from './market-selector.js';

/** Translates a console message key. */
export type T = (key: string, params?: MessageParams) => string;

/** What every page knows: its language, the operator (when logged in) and the CSRF token. */
export interface PageContext {
  t: T;
  locale: Locale;
  /** The path of this page, for the language links. */
  path: string;
  operator?: string;
  csrf?: string;
  /** The signed-in operator's role: what the pages offer (the server checks every post anyway). */
  role?: OperatorRole;
  /** The market whose composition the rollout pages show and change (issue 30, item 4). */
  market?: string;
  /** Every market, for the rollout pages' market selector. */
  markets?: readonly string[];
}

/** `url` in the page's market: `?market=` unless it is the default market's. */
export function inMarket(ctx: PageContext, url: string): string {
  if (!ctx.market || ctx.market === ctx.markets?.[0]) return url;
  return `${url}${url.includes('?') ? '&' : '?'}market=${encodeURIComponent(ctx.market)}`;
}

/** Its children when the operator's role allows `need`, else nothing. */
export function Allowed({
  ctx,
  need,
  children,
}: {
  ctx: PageContext;
  need: OperatorNeed;
  children: ReactNode;
}) {
  return can(ctx.role, need) ? <>{children}</> : null;
}

/** The changes the console offers. */
export type ConsoleAction = 'set' | 'canary' | 'traffic' | 'promote' | 'abort' | 'rollback';
/** A change's form values. */
export interface ActionValues {
  version?: string;
  traffic?: string;
  reason?: string;
}

type Entry = CompositionFile[string];
type HistoryRow = HistoryLine & { at: string; user: string };

/** A whole document: doctype, the inline sheet (allowed by its hash), no script. */
export function renderPage(node: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(node)}`;
}

/** The hidden CSRF field every form carries. */
export function Csrf({ token }: { token?: string }) {
  return <input type="hidden" name="csrf" value={token ?? ''} />;
}

/** The frame of every page: header with the operator, language links and logout; main landmark. */
export function Layout({ ctx, title, children }: { ctx: PageContext; title: string; children: ReactNode }) {
  const { t } = ctx;
  const other: Locale = ctx.locale === 'en' ? 'tr' : 'en';
  return (
    <html lang={ctx.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${t('console.title')}`}</title>
        <style dangerouslySetInnerHTML={{ __html: CONSOLE_CSS }} />
      </head>
      <body>
        <a className="skip" href="#main">
          {t('console.skip')}
        </a>
        <header>
          <a className="brand" href="/operator/">
            {t('console.title')}
          </a>
          <nav aria-label={t('console.title')}>
            <a
              href={`${ctx.path}${ctx.path.includes('?') ? '&' : '?'}lang=${other}`}
              hrefLang={other}
              lang={other}
            >
              {other === 'en' ? 'English' : 'Türkçe'}
            </a>
            {ctx.operator && (
              <>
                <a href="/operator/withdrawals">{t('console.wd.nav')}</a>
                <a href="/operator/players">{t('console.pl.nav')}</a>
                <a href="/operator/requests">{t('console.requests.nav')}</a>
                <a href="/operator/releases">{t('console.releases.nav')}</a>
                <a href="/operator/kyc">{t('console.kyc.nav')}</a>
                <a href="/operator/complaints">{t('console.complaints.nav')}</a>
                <a href="/operator/audit">{t('console.audit.nav')}</a>
                <a href="/operator/markets">{t('markets.nav')}</a>
                <Allowed ctx={ctx} need="roles">
                  <a href="/operator/operators">{t('operatorRoles.nav')}</a>
                </Allowed>
                <a href="/operator/two-factor">{t('operatorRoles.tfNav')}</a>
                <span>{t('console.loggedInAs', { name: ctx.operator })}</span>
                {ctx.role && <span className="badge role">{t(`operatorRoles.role.${ctx.role}`)}</span>}
                <form method="post" action="/operator/logout">
                  <Csrf token={ctx.csrf} />
                  <button type="submit">{t('console.logout')}</button>
                </form>
              </>
            )}
          </nav>
        </header>
        <main id="main" tabIndex={-1}>
          {ctx.operator && ctx.role === 'viewer' && <p className="note">{t('operatorRoles.readOnly')}</p>}
          {children}
        </main>
      </body>
    </html>
  );
}

/** A page's outcome line: a status, or an alert for an error. */
export function Status({ kind, children }: { kind: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p className={`status ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** The login form (its CSRF token is the login cookie's twin). */
export function LoginPage({ ctx, error, username }: { ctx: PageContext; error?: string; username?: string }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.loginTitle')}>
      <section className="login" aria-labelledby="login-title">
        <h1 id="login-title">{t('console.loginTitle')}</h1>
        {error && <Status kind="error">{error}</Status>}
        <form method="post" action="/operator/login">
          <Csrf token={ctx.csrf} />
          <label>
            {t('console.username')}
            <input
              name="username"
              autoComplete="username"
              required
              maxLength={50}
              defaultValue={username}
              autoFocus
            />
          </label>
          <label>
            {t('console.password')}
            <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </label>
          <button type="submit">{t('console.login')}</button>
        </form>
      </section>
    </Layout>
  );
}

/** A table that may be wider than a phone: a named region that scrolls and takes focus. */
/** A scrolling region for a wide table, reachable and named. */
export function Scroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

const versionText = (t: T, e: Record<string, unknown> | undefined | null) =>
  e ? String(e.version ?? e.entry ?? t('console.none')) : t('console.none');

/** The verticals with their stable, fallback and candidate versions. */
export function VerticalsTable({ ctx, composition }: { ctx: PageContext; composition: CompositionFile }) {
  const { t } = ctx;
  return (
    <Scroll labelledBy="verticals-title">
      <table aria-labelledby="verticals-title">
        <thead>
          <tr>
            <th scope="col">{t('console.vertical')}</th>
            <th scope="col">{t('console.stable')}</th>
            <th scope="col">{t('console.fallback')}</th>
            <th scope="col">{t('console.candidate')}</th>
            <th scope="col" className="num">
              {t('console.traffic')}
            </th>
            <th scope="col">{t('console.since')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(composition).map(([name, value]) => (
            <tr key={name} data-vertical={name}>
              <th scope="row">
                <a
                  href={inMarket(ctx, `/operator/verticals/${encodeURIComponent(name)}`)}
                  aria-label={t('console.manage', { name })}
                >
                  {name}
                </a>
              </th>
              <td>{versionText(t, value)}</td>
              <td>
                {value?.fallbackEntry
                  ? String(value.fallbackEntry).replace(/^.*\/mf\//, '/mf/')
                  : t('console.none')}
              </td>
              <td>{value?.candidate ? versionText(t, { ...value.candidate }) : t('console.none')}</td>
              <td className="num">{value?.candidate ? `${value.candidate.traffic}%` : ''}</td>
              <td>{value?.candidate?.since ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));

/** The good thresholds of the web vitals (web.dev): a p75 above one is flagged. */
export const VITAL_TARGETS = { lcp: 2500, inp: 200, cls: 0.1 } as const;

/** A p75 figure, flagged in words (not colour alone) when it is over its target. */
function Vital({ t, value, metric }: { t: T; value: number | null; metric: keyof typeof VITAL_TARGETS }) {
  const text = fixed(value, metric === 'cls' ? 3 : 0);
  if (value === null || value <= VITAL_TARGETS[metric]) return <>{text}</>;
  return (
    <strong className="over" data-over={metric}>
      {text} <small>({t('console.overTarget')})</small>
    </strong>
  );
}

/** A window as the field-data endpoints take it (`30m`, `24h`, `7d`), in words of the page's language. */
export function windowText(t: T, window: string): string {
  const m = /^(\d+)([mhd])$/.exec(window);
  if (!m) return window;
  const n = Number(m[1]);
  return n === 1 ? t(`console.window.${m[2]}1`) : t(`console.window.${m[2]}`, { n });
}

/** A column of a {@link FigureTable}: its heading, and whether it holds numbers (right-aligned). */
interface Column {
  label: string;
  num?: boolean;
}

/**
 * A titled table of figures: the first cell of a row is its header; an empty one says so. The title
 * is a heading above the scrolling region, not a caption: a caption is as wide as its table, so on a
 * phone it scrolled out of sight with the columns.
 */
function FigureTable(props: {
  id: string;
  caption: string;
  columns: Column[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  empty: string;
  mono?: boolean;
}) {
  const { id, caption, columns, rows, empty, mono } = props;
  return (
    <>
      <h3 id={id} className="table-title">
        {caption}
      </h3>
      <Scroll labelledBy={id}>
        <table aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            )}
            {rows.map(({ key, cells: [header, ...cells] }) => (
              <tr key={key}>
                <th scope="row" className={mono ? 'mono' : undefined}>
                  {header}
                </th>
                {cells.map((cell, i) => (
                  <td key={columns[i + 1]?.label} className={columns[i + 1]?.num ? 'num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </>
  );
}

/** p75 web vitals and the beacon's failure rates. */
function HealthTables({ ctx, health }: { ctx: PageContext; health: Health }) {
  const { t } = ctx;
  const col = (key: string, num = false): Column => ({ label: t(key), num });
  return (
    <section aria-labelledby="health-title">
      <h2 id="health-title">{t('console.health', { window: windowText(t, health.window) })}</h2>
      <FigureTable
        id="vitals-title"
        caption={t('console.vitals')}
        mono
        empty={t('console.noReports')}
        columns={[
          col('console.route'),
          col('console.vertical'),
          col('console.version'),
          col('console.samples', true),
          col('console.lcp', true),
          col('console.inp', true),
          col('console.cls', true),
        ]}
        rows={health.vitals.map((v) => ({
          key: `${v.route} ${v.vertical} ${v.version}`,
          cells: [
            v.route,
            v.vertical,
            v.version ?? '—',
            v.samples,
            <Vital key="lcp" t={t} value={v.lcp} metric="lcp" />,
            <Vital key="inp" t={t} value={v.inp} metric="inp" />,
            <Vital key="cls" t={t} value={v.cls} metric="cls" />,
          ],
        }))}
      />
      <p className="note">{t('console.vitalsNote')}</p>
      <FigureTable
        id="failures-title"
        caption={t('console.failures')}
        empty={t('console.noReports')}
        columns={[
          col('console.vertical'),
          col('console.version'),
          col('console.pageLoads', true),
          col('console.loadFailures', true),
          col('console.renderFailures', true),
          col('console.failureRate', true),
          col('console.fallbacks', true),
        ]}
        rows={health.versions.map((v) => ({
          key: `${v.vertical} ${v.version}`,
          cells: [
            v.vertical,
            v.version ?? '—',
            // A version that reports no loads has no count of them (its load failures are not all).
            v.failureRate === null ? '—' : v.tried || '—',
            v.loadFailures,
            v.renderFailures,
            v.failureRate === null ? (
              <span key="rate" className="muted">
                {t('console.notMeasured')}
              </span>
            ) : (
              `${v.failureRate.toFixed(1)}%`
            ),
            v.fallbacks,
          ],
        }))}
      />
      <p className="note">{t('console.failuresNote')}</p>
    </section>
  );
}

/** History lines, newest first. */
function HistoryTable({ ctx, rows }: { ctx: PageContext; rows: HistoryRow[] }) {
  const { t } = ctx;
  if (rows.length === 0) return <p>{t('console.noHistory')}</p>;
  return (
    <Scroll labelledBy="history-title">
      <table aria-labelledby="history-title">
        <thead>
          <tr>
            <th scope="col">{t('console.when')}</th>
            <th scope="col">{t('console.action')}</th>
            <th scope="col">{t('console.vertical')}</th>
            <th scope="col">{t('console.from')}</th>
            <th scope="col">{t('console.to')}</th>
            <th scope="col">{t('console.user')}</th>
            <th scope="col">{t('console.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h, i) => (
            <tr key={`${h.at} ${i}`} data-history-action={h.action}>
              <td className="mono">{h.at}</td>
              <th scope="row">{h.action}</th>
              <td>{h.vertical}</td>
              <td className="mono">{h.from ?? '—'}</td>
              <td className="mono">{h.to}</td>
              <td>{h.user}</td>
              <td>{h.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** `/operator/`: every vertical, the field data and the newest changes. */
export function DashboardPage(props: {
  ctx: PageContext;
  composition: CompositionFile | null;
  health: Health;
  history: HistoryRow[];
}) {
  const { ctx, composition, health, history } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.verticals')}>
      <h1>{t('console.title')}</h1>
      <MarketSelector ctx={ctx} action="/operator/" />
      <section aria-labelledby="verticals-title">
        <h2 id="verticals-title">{t('console.verticals')}</h2>
        {composition ? (
          <VerticalsTable ctx={ctx} composition={composition} />
        ) : (
          <p>{t('console.noComposition')}</p>
        )}
      </section>
      <HealthTables ctx={ctx} health={health} />
      <section aria-labelledby="history-title">
        <h2 id="history-title">{t('console.history')}</h2>
        <HistoryTable ctx={ctx} rows={history} />
        <p>
          <a href={inMarket(ctx, '/operator/history')}>{t('console.allHistory')}</a>
        </p>
      </section>
    </Layout>
  );
}

/** `/operator/history`: the whole log, newest first, paged. */
export function HistoryPage(props: { ctx: PageContext; rows: HistoryRow[]; page: number; more: boolean }) {
  const { ctx, rows, page, more } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.history')}>
      <h1 id="history-title">{t('console.history')}</h1>
      <section aria-label={t('console.page', { page })}>
        <HistoryTable ctx={ctx} rows={rows} />
        <nav className="pager" aria-label={t('console.page', { page })}>
          {page > 1 ? (
            <a href={inMarket(ctx, `/operator/history?page=${page - 1}`)}>{t('console.newer')}</a>
          ) : (
            <span />
          )}
          {more ? (
            <a href={inMarket(ctx, `/operator/history?page=${page + 1}`)}>{t('console.older')}</a>
          ) : (
            <span />
          )}
        </nav>
      </section>
    </Layout>
  );
}

/**
 * A console POST form named by its heading (`id`, `title`): the CSRF token, the fields, and one
 * submit button (`danger` for what takes something away).
 */
export function TitledForm(props: {
  ctx: PageContext;
  action: string;
  id: string;
  title: string;
  submit: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { ctx, action, id, title, submit, danger, children } = props;
  return (
    <form className="action" method="post" action={action} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Csrf token={ctx.csrf} />
      {children}
      <button type="submit" className={danger ? 'danger' : undefined}>
        {submit}
      </button>
    </form>
  );
}

/** The one-line reason an operator gives for a decision (the API's `oneLine`: 3–200 characters). */
export function ReasonField({ label, hint }: { label: string; hint: string }) {
  return (
    <label>
      {label} <small>{hint}</small>
      <input name="reason" required minLength={3} maxLength={200} autoComplete="off" />
    </label>
  );
}

function ActionForm(props: {
  ctx: PageContext;
  vertical: string;
  action: ConsoleAction;
  danger?: boolean;
  children?: ReactNode;
}) {
  const { ctx, vertical, action, danger, children } = props;
  const { t } = ctx;
  return (
    <TitledForm
      ctx={ctx}
      action={inMarket(ctx, `/operator/verticals/${vertical}/confirm`)}
      id={`do-${action}`}
      title={t(`console.do.${action}`)}
      submit={t('console.review')}
      danger={danger}
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </TitledForm>
  );
}

/**
 * The version a change sets: picked from the published ones (newest first, the one in use left out)
 * when there are any, typed otherwise (a deployment without integrity records).
 */
function VersionInput({
  ctx,
  published,
  current,
}: {
  ctx: PageContext;
  published: PublishedVersion[];
  current?: string;
}) {
  const choices = published.filter((p) => p.version !== current);
  if (choices.length === 0)
    return (
      <label>
        {ctx.t('console.newVersion')} <small>{ctx.t('console.versionHint')}</small>
        <input name="version" required maxLength={64} pattern="[0-9][A-Za-z0-9_.+\-]*" autoComplete="off" />
      </label>
    );
  return (
    <label>
      {ctx.t('console.newVersion')} <small>{ctx.t('console.pickVersion')}</small>
      <select name="version" required>
        {choices.map((p) => (
          <option key={p.version} value={p.version}>
            {p.version}
          </option>
        ))}
      </select>
    </label>
  );
}

const publishedWhen = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The vertical's published versions, newest first, with the one in use (stable or candidate) marked. */
function PublishedTable({
  ctx,
  published,
  entry,
}: {
  ctx: PageContext;
  published: PublishedVersion[];
  entry: Entry | null;
}) {
  const { t } = ctx;
  const stable = entry?.version;
  const candidate = entry?.candidate?.version;
  return (
    <section aria-labelledby="published-title">
      <h2 id="published-title">{t('console.published')}</h2>
      {published.length === 0 ? (
        <p>{t('console.noPublished')}</p>
      ) : (
        <Scroll labelledBy="published-title">
          <table aria-labelledby="published-title">
            <thead>
              <tr>
                <th scope="col">{t('console.version')}</th>
                <th scope="col">{t('console.publishedAt')}</th>
                <th scope="col">{t('console.inUse')}</th>
              </tr>
            </thead>
            <tbody>
              {published.map((p) => (
                <tr key={p.version} data-published={p.version}>
                  <th scope="row" className="mono">
                    {p.version}
                  </th>
                  <td>
                    {p.publishedAt ? (
                      <time dateTime={p.publishedAt}>{publishedWhen(ctx.locale, p.publishedAt)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {p.version === stable
                      ? t('console.stable')
                      : p.version === candidate
                        ? t('console.candidate')
                        : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </section>
  );
}

function TrafficInput({ ctx, value }: { ctx: PageContext; value?: number }) {
  return (
    <label>
      {ctx.t('console.traffic')} <small>{ctx.t('console.trafficHint')}</small>
      <input
        name="traffic"
        type="number"
        required
        min={0}
        max={100}
        step={1}
        defaultValue={value}
        inputMode="numeric"
      />
    </label>
  );
}

function EntryDetails({ ctx, entry }: { ctx: PageContext; entry: Entry | null }) {
  const { t } = ctx;
  const c = entry?.candidate;
  return (
    <dl>
      <dt>{t('console.stable')}</dt>
      <dd>{versionText(t, entry)}</dd>
      <dt>{t('console.entry')}</dt>
      <dd className="mono">{String(entry?.entry ?? t('console.none'))}</dd>
      <dt>{t('console.fallback')}</dt>
      <dd className="mono">{String(entry?.fallbackEntry ?? t('console.none'))}</dd>
      <dt>{t('console.candidate')}</dt>
      <dd>{c ? `${versionText(t, { ...c })} · ${c.traffic}% · ${c.since}` : t('console.none')}</dd>
    </dl>
  );
}

/** `/operator/verticals/:name`: its state, its changes (each reviewed first), its field data and history. */
export function VerticalPage(props: {
  ctx: PageContext;
  vertical: string;
  entry: Entry | null;
  health: Health;
  history: HistoryRow[];
  published: PublishedVersion[];
  error?: string;
  done?: string;
  values?: ActionValues;
}) {
  const { ctx, vertical, entry, health, history, published, error, done } = props;
  const current = typeof entry?.version === 'string' ? entry.version : undefined;
  const { t } = ctx;
  const canary = !!entry?.candidate;
  return (
    <Layout ctx={ctx} title={vertical}>
      <p>
        <a href={inMarket(ctx, '/operator/')}>{t('console.back')}</a>
      </p>
      <h1>{vertical}</h1>
      <MarketSelector ctx={ctx} action={`/operator/verticals/${vertical}`} />
      {error && <Status kind="error">{error}</Status>}
      {done && <Status kind="ok">{done}</Status>}
      <section aria-labelledby="state-title">
        <h2 id="state-title">{t('console.state')}</h2>
        <EntryDetails ctx={ctx} entry={entry} />
      </section>
      <PublishedTable ctx={ctx} published={published} entry={entry} />
      <section aria-labelledby="actions-title">
        <h2 id="actions-title">{t('console.actions')}</h2>
        {!can(ctx.role, 'rollout') ? (
          <p className="note">{t('operatorRoles.rolloutOnly')}</p>
        ) : canary ? (
          <>
            <ActionForm ctx={ctx} vertical={vertical} action="promote" />
            <ActionForm ctx={ctx} vertical={vertical} action="traffic">
              <TrafficInput ctx={ctx} value={entry?.candidate?.traffic} />
            </ActionForm>
            <ActionForm ctx={ctx} vertical={vertical} action="abort" danger>
              <label>
                {t('console.reason')} <small>{t('console.reasonHint')}</small>
                <input name="reason" maxLength={200} autoComplete="off" />
              </label>
            </ActionForm>
          </>
        ) : (
          <>
            <ActionForm ctx={ctx} vertical={vertical} action="canary">
              <VersionInput ctx={ctx} published={published} current={current} />
              <TrafficInput ctx={ctx} value={5} />
            </ActionForm>
            <ActionForm ctx={ctx} vertical={vertical} action="set">
              <VersionInput ctx={ctx} published={published} current={current} />
            </ActionForm>
            <ActionForm ctx={ctx} vertical={vertical} action="rollback" danger />
          </>
        )}
      </section>
      <HealthTables ctx={ctx} health={health} />
      <section aria-labelledby="history-title">
        <h2 id="history-title">{t('console.history')}</h2>
        <HistoryTable ctx={ctx} rows={history} />
      </section>
    </Layout>
  );
}

const FIELDS = ['version', 'entry', 'fallbackEntry', 'integrity', 'candidate', 'traffic'] as const;

function fieldText(t: T, entry: Entry | null, field: (typeof FIELDS)[number]): string {
  const c = entry?.candidate;
  switch (field) {
    case 'candidate':
      return c ? `${versionText(t, { ...c })} (${String(c.entry)})` : t('console.none');
    case 'traffic':
      return c ? `${c.traffic}%` : t('console.none');
    case 'integrity': {
      const i = entry?.integrity;
      return i && typeof i === 'object' ? String(Object.keys(i).length) : t('console.none');
    }
    default: {
      const v = entry?.[field];
      return v === undefined || v === null ? t('console.none') : String(v);
    }
  }
}

/** The review of one change: every field before and after, then confirm (or cancel). */
export function ConfirmPage(props: {
  ctx: PageContext;
  vertical: string;
  action: ConsoleAction;
  values: ActionValues;
  before: Entry | null;
  after: Entry | null;
  line: HistoryLine;
  fingerprint: string;
  seal: string;
}) {
  const { ctx, vertical, action, values, before, after, line, fingerprint, seal } = props;
  const { t } = ctx;
  const title = t('console.confirmTitle', { action: t(`console.do.${action}`), name: vertical });
  return (
    <Layout ctx={ctx} title={title}>
      <h1 id="confirm-title">{title}</h1>
      <section aria-labelledby="confirm-title">
        <p id="change-title">{t('console.confirmIntro')}</p>
        {ctx.market && <p>{t('markets.changeIn', { market: ctx.market })}</p>}
        <Scroll labelledBy="change-title">
          <table aria-labelledby="confirm-title" className="wrap">
            <thead>
              <tr>
                <th scope="col">{t('console.field')}</th>
                <th scope="col">{t('console.before')}</th>
                <th scope="col">{t('console.after')}</th>
              </tr>
            </thead>
            <tbody>
              {FIELDS.map((field) => {
                const was = fieldText(t, before, field);
                const will = fieldText(t, after, field);
                return (
                  <tr key={field} data-changed={was !== will ? 'true' : undefined}>
                    <th scope="row">{t(`console.field.${field}`)}</th>
                    <td className="mono">{was}</td>
                    <td className="mono">{was === will ? was : <strong>{will}</strong>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Scroll>
        <p>
          {t('console.historyLine')}:{' '}
          <code>
            {line.action} {line.vertical} {line.from ?? '(none)'} → {line.to}
            {line.reason ? ` (${line.reason})` : ''}
          </code>
        </p>
        <form method="post" action={inMarket(ctx, `/operator/verticals/${vertical}/apply`)}>
          <Csrf token={ctx.csrf} />
          <input type="hidden" name="action" value={action} />
          <input type="hidden" name="expect" value={fingerprint} />
          <input type="hidden" name="seal" value={seal} />
          {values.version !== undefined && <input type="hidden" name="version" value={values.version} />}
          {values.traffic !== undefined && <input type="hidden" name="traffic" value={values.traffic} />}
          {values.reason !== undefined && <input type="hidden" name="reason" value={values.reason} />}
          <div className="buttons">
            <button
              type="submit"
              className={action === 'abort' || action === 'rollback' ? 'danger' : undefined}
            >
              {t('console.confirm')}
            </button>
            <a className="button secondary" href={inMarket(ctx, `/operator/verticals/${vertical}`)}>
              {t('console.cancel')}
            </a>
          </div>
        </form>
      </section>
    </Layout>
  );
}

/** Any refusal that is not a form's: status text and the way back. */
export function ErrorPage({ ctx, message, title }: { ctx: PageContext; message: string; title?: string }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={title ?? t('console.error')}>
      <h1>{title ?? t('console.error')}</h1>
      <Status kind="error">{message}</Status>
      <p>
        <a href="/operator/">{t('console.back')}</a>
      </p>
    </Layout>
  );
}
