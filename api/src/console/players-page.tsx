import { DEFAULT_REALITY_CHECK_MINUTES, type KycState } from '@playhub/shared/contracts';
import { formatMoney } from '../services/money-format.js';
import { can } from '../services/operator-roles.js';
import type { LedgerRow, LimitView, PlayerHit, PlayerView, SessionView } from '../services/player-lookup.js';
import { SEARCH_LIMIT } from '../services/player-lookup.js';
import type { QueueRow } from '../services/withdrawal-queue.js';
import { Csrf, Layout, Scroll, Status, type PageContext, type T } from './pages.js';
import { when, When } from './when.js';
import { PayoutState } from './withdrawals-page.js';

/** The search form (GET, so a search is a link an operator can keep). */
function SearchForm({ ctx, q }: { ctx: PageContext; q: string }) {
  const { t } = ctx;
  return (
    <form
      className="action"
      method="get"
      action="/operator/players"
      role="search"
      aria-label={t('console.pl.search')}
    >
      <label>
        {t('console.pl.query')} <small>{t('console.pl.queryHint')}</small>
        <input name="q" type="search" defaultValue={q} maxLength={100} required autoComplete="off" />
      </label>
      <button type="submit">{t('console.pl.find')}</button>
    </form>
  );
}

/** `/operator/players`: the search and what it found (at most SEARCH_LIMIT players). */
export function PlayersPage(props: {
  ctx: PageContext;
  q: string;
  hits: PlayerHit[] | null;
  error?: string;
}) {
  const { ctx, q, hits, error } = props;
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.pl.title')}>
      <h1>{t('console.pl.title')}</h1>
      {error && <Status kind="error">{error}</Status>}
      <SearchForm ctx={ctx} q={q} />
      <section aria-labelledby="hits-title">
        <h2 id="hits-title">{t('console.pl.results', { count: hits?.length ?? 0 })}</h2>
        {hits === null ? (
          <p>{t('console.pl.start')}</p>
        ) : hits.length === 0 ? (
          <p>{t('console.pl.none', { q })}</p>
        ) : (
          <>
            <Scroll labelledBy="hits-title">
              <table aria-labelledby="hits-title">
                <thead>
                  <tr>
                    <th scope="col">{t('console.pl.col.username')}</th>
                    <th scope="col">{t('console.pl.col.id')}</th>
                    <th scope="col">{t('console.pl.col.name')}</th>
                    <th scope="col">{t('console.pl.col.email')}</th>
                    <th scope="col">{t('console.pl.col.phone')}</th>
                  </tr>
                </thead>
                <tbody>
                  {hits.map((p) => (
                    <tr key={p.id} data-player={p.id}>
                      <th scope="row">
                        <a
                          href={`/operator/players/${p.id}`}
                          aria-label={t('console.pl.open', { name: p.username })}
                        >
                          {p.username}
                        </a>
                        {p.closed && <small className="muted"> ({t('console.pl.closed')})</small>}
                      </th>
                      <td>{p.id}</td>
                      <td>{p.name}</td>
                      <td className="mono">{p.email}</td>
                      <td className="mono">{p.phone}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Scroll>
            {hits.length >= SEARCH_LIMIT && (
              <p className="note">{t('console.pl.more', { count: SEARCH_LIMIT })}</p>
            )}
          </>
        )}
      </section>
    </Layout>
  );
}

/** A limit's value in words: money, or minutes of play a day. */
function limitValue(ctx: PageContext, l: LimitView, v: string | null): string {
  if (v === null) return ctx.t('console.pl.removed');
  return l.kind === 'session' ? ctx.t('console.pl.minutes', { n: v }) : formatMoney(ctx.locale, v);
}

/** Whether the player may play now, and until when not: the exclusion in force, its dates. */
function PlayState({ ctx, player }: { ctx: PageContext; player: PlayerView }) {
  const { t, locale } = ctx;
  const running = player.exclusions.find((x) => x.state === 'running');
  const cooling = player.exclusions.find((x) => x.state === 'cooling');
  if (running) {
    const kind = t(`console.pl.kind.${running.kind}`);
    return (
      <Status kind="error">
        {running.endsAt && running.playFrom
          ? t('console.pl.running', {
              kind,
              until: when(locale, running.endsAt),
              from: when(locale, running.playFrom),
            })
          : t('console.pl.runningForever', { kind })}
      </Status>
    );
  }
  if (cooling?.playFrom)
    return <Status kind="error">{t('console.pl.cooling', { from: when(locale, cooling.playFrom) })}</Status>;
  return <Status kind="ok">{t('console.pl.canPlay')}</Status>;
}

function Protection({ ctx, player }: { ctx: PageContext; player: PlayerView }) {
  const { t, locale } = ctx;
  const reality = player.realityCheckMinutes;
  return (
    <section aria-labelledby="protection-title">
      <h2 id="protection-title">{t('console.pl.protection')}</h2>
      <PlayState ctx={ctx} player={player} />
      <dl>
        <dt>{t('console.pl.reality')}</dt>
        <dd>
          {reality === null
            ? t('console.pl.realityDefault', { n: DEFAULT_REALITY_CHECK_MINUTES })
            : reality === 0
              ? t('console.pl.realityOff')
              : t('console.pl.realityEvery', { n: reality })}
        </dd>
      </dl>
      <h3 id="limits-title" className="table-title">
        {t('console.pl.limits')}
      </h3>
      {player.limits.length === 0 ? (
        <p>{t('console.pl.noLimits')}</p>
      ) : (
        <Scroll labelledBy="limits-title">
          <table aria-labelledby="limits-title">
            <thead>
              <tr>
                <th scope="col">{t('console.pl.col.limit')}</th>
                <th scope="col">{t('console.pl.col.value')}</th>
                <th scope="col">{t('console.pl.col.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {player.limits.map((l) => (
                <tr key={`${l.kind} ${l.period}`}>
                  <th scope="row">
                    {t(`console.pl.limit.${l.kind}`)}
                    {l.kind !== 'session' && ` (${t(`console.pl.period.${l.period}`)})`}
                  </th>
                  <td>{limitValue(ctx, l, l.value)}</td>
                  <td>
                    {l.pendingAt
                      ? t('console.pl.pendingAt', {
                          value: limitValue(ctx, l, l.pendingValue),
                          when: when(locale, l.pendingAt),
                        })
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      <h3 id="exclusions-title" className="table-title">
        {t('console.pl.exclusions')}
      </h3>
      {player.exclusions.length === 0 ? (
        <p>{t('console.pl.noExclusions')}</p>
      ) : (
        <Scroll labelledBy="exclusions-title">
          <table aria-labelledby="exclusions-title">
            <thead>
              <tr>
                <th scope="col">{t('console.pl.col.kind')}</th>
                <th scope="col">{t('console.pl.col.term')}</th>
                <th scope="col">{t('console.pl.col.starts')}</th>
                <th scope="col">{t('console.pl.col.ends')}</th>
                <th scope="col">{t('console.pl.col.playFrom')}</th>
                <th scope="col">{t('console.pl.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {player.exclusions.map((x) => (
                <tr key={x.id} data-exclusion={x.state}>
                  <th scope="row">{t(`console.pl.kind.${x.kind}`)}</th>
                  <td>{x.term}</td>
                  <td>
                    <When locale={locale} iso={x.startsAt} />
                  </td>
                  <td>
                    {x.endsAt ? <When locale={locale} iso={x.endsAt} /> : t('console.pl.noEnd')}
                    {x.liftedAt && <> ({t('console.pl.lifted', { when: when(locale, x.liftedAt) })})</>}
                  </td>
                  <td>
                    <When locale={locale} iso={x.playFrom} />
                  </td>
                  <td>{t(`console.pl.xstate.${x.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </section>
  );
}

function sessionState(t: T, locale: PageContext['locale'], s: SessionView): string {
  if (s.live) return t('console.pl.live');
  const ended = s.endedAt ? t('console.pl.endedOn', { when: when(locale, s.endedAt) }) : '';
  const why = s.endedReason ? t(`console.pl.ended.${s.endedReason}`) : t('console.pl.ended.expired');
  return ended ? `${ended} (${why})` : why;
}

/** The sessions, the state (and the way to end an open one) first: on a phone it shows unscrolled. */
function Sessions({ ctx, player }: { ctx: PageContext; player: PlayerView }) {
  const { t, locale } = ctx;
  const mayEnd = can(ctx.role, 'decide');
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('console.pl.sessions')}</h2>
      {player.sessions.length === 0 ? (
        <p>{t('console.pl.noSessions')}</p>
      ) : (
        <Scroll labelledBy="sessions-title">
          <table aria-labelledby="sessions-title">
            <thead>
              <tr>
                <th scope="col">{t('console.pl.col.id')}</th>
                <th scope="col">{t('console.pl.col.state')}</th>
                <th scope="col">{t('console.pl.col.started')}</th>
                <th scope="col">{t('console.pl.col.lastActive')}</th>
                <th scope="col">{t('console.pl.col.address')}</th>
                <th scope="col">{t('console.pl.col.device')}</th>
                <th scope="col">{t('console.pl.col.scope')}</th>
              </tr>
            </thead>
            <tbody>
              {player.sessions.map((s) => (
                <tr key={s.id} data-session={s.id} data-live={s.live ? 'true' : 'false'}>
                  <th scope="row">{s.id}</th>
                  <td>
                    {sessionState(t, locale, s)}
                    {s.live && mayEnd && (
                      <form method="post" action={`/operator/players/${player.id}/sessions/${s.id}/end`}>
                        <Csrf token={ctx.csrf} />
                        <button
                          type="submit"
                          className="danger"
                          aria-label={t('console.pl.endSessionNamed', { id: s.id })}
                        >
                          {t('console.pl.endSession')}
                        </button>
                      </form>
                    )}
                  </td>
                  <td>
                    <When locale={locale} iso={s.createdAt} />
                  </td>
                  <td>
                    <When locale={locale} iso={s.lastActiveAt} />
                  </td>
                  <td className="mono">{s.ip || '—'}</td>
                  <td className="detail">{s.userAgent || '—'}</td>
                  <td>{t(`console.pl.scope.${s.scope === 'withdraw' ? 'withdraw' : 'full'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </section>
  );
}

function Kyc({ ctx, kyc }: { ctx: PageContext; kyc: KycState }) {
  const { t, locale } = ctx;
  return (
    <section aria-labelledby="kyc-title">
      <h2 id="kyc-title">{t('console.pl.kyc')}</h2>
      <p>
        <strong data-kyc={kyc.status}>{t(`console.pl.kyc.${kyc.status}`)}</strong>
        {kyc.expiresAt && <> · {t('console.pl.kycUntil', { when: when(locale, kyc.expiresAt) })}</>}
      </p>
      <p className="note">
        {t('console.pl.kycDocs', { count: kyc.documents.length })}
        {' · '}
        {t('console.pl.kycWithdrawn', {
          total: formatMoney(locale, Math.round(kyc.withdrawnTotal * 100)),
          threshold: formatMoney(locale, Math.round(kyc.withdrawThreshold * 100)),
        })}
      </p>
    </section>
  );
}

function Withdrawals({ ctx, rows }: { ctx: PageContext; rows: QueueRow[] }) {
  const { t, locale } = ctx;
  return (
    <section aria-labelledby="pl-wd-title">
      <h2 id="pl-wd-title">{t('console.pl.withdrawals')}</h2>
      {rows.length === 0 ? (
        <p>{t('console.wd.empty')}</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>
              <a href={`/operator/withdrawals/${r.id}`} aria-label={t('console.wd.open', { id: r.id })}>
                {r.id}
              </a>
              {' · '}
              {formatMoney(locale, r.amount)}
              {' · '}
              <When locale={locale} iso={r.createdAt} />
              {' · '}
              <PayoutState t={t} view={r.view} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Ledger(props: {
  ctx: PageContext;
  playerId: number;
  rows: LedgerRow[];
  next: string | null;
  paged: boolean;
}) {
  const { ctx, playerId, rows, next, paged } = props;
  const { t, locale } = ctx;
  const href = (before?: string) =>
    `/operator/players/${playerId}${before ? `?ledger=${before}` : ''}#ledger-title`;
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('console.pl.ledger')}</h2>
      {rows.length === 0 ? (
        <p>{t('console.pl.noLedger')}</p>
      ) : (
        <Scroll labelledBy="ledger-title">
          <table aria-labelledby="ledger-title">
            <thead>
              <tr>
                <th scope="col">{t('console.when')}</th>
                <th scope="col">{t('console.pl.col.movement')}</th>
                <th scope="col">{t('console.pl.col.ref')}</th>
                <th scope="col">{t('console.pl.col.account')}</th>
                <th scope="col" className="num">
                  {t('console.wd.col.amount')}
                </th>
                <th scope="col" className="num">
                  {t('console.pl.col.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <When locale={locale} iso={r.at} />
                  </td>
                  <th scope="row" className="mono">
                    {r.kind}
                  </th>
                  <td className="mono">{r.ref}</td>
                  <td>{t(`console.pl.account.${r.account}`)}</td>
                  <td className="num">{formatMoney(locale, r.amount)}</td>
                  <td className="num">{formatMoney(locale, r.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {(paged || next) && (
        <nav className="pager" aria-label={t('console.pl.ledgerPages')}>
          {paged ? <a href={href()}>{t('console.pl.ledgerNewest')}</a> : <span />}
          {next ? <a href={href(next)}>{t('console.pl.ledgerOlder')}</a> : <span />}
        </nav>
      )}
    </section>
  );
}

/** `/operator/players/:id`: account, balances, protection, sessions, KYC, withdrawals, ledger. */
export function PlayerPage(props: {
  ctx: PageContext;
  player: PlayerView;
  kyc: KycState;
  withdrawals: QueueRow[];
  ledger: { rows: LedgerRow[]; next: string | null; paged: boolean };
  done?: string;
  error?: string;
}) {
  const { ctx, player, kyc, withdrawals, ledger, done, error } = props;
  const { t, locale } = ctx;
  const title = t('console.pl.pageTitle', { name: player.username, id: player.id });
  return (
    <Layout ctx={ctx} title={title}>
      <p>
        <a href="/operator/players">{t('console.pl.back')}</a>
      </p>
      <h1>{title}</h1>
      <p className="note">{t('console.pl.viewedNote')}</p>
      {done && <Status kind="ok">{done}</Status>}
      {error && <Status kind="error">{error}</Status>}
      <section aria-labelledby="account-title">
        <h2 id="account-title">{t('console.pl.account')}</h2>
        <dl>
          <dt>{t('console.pl.col.name')}</dt>
          <dd>{player.name}</dd>
          <dt>{t('console.pl.col.email')}</dt>
          <dd className="mono">{player.email}</dd>
          <dt>{t('console.pl.col.phone')}</dt>
          <dd className="mono">{player.phone}</dd>
          <dt>{t('console.pl.market')}</dt>
          <dd>
            <a className="mono" href={`/operator/markets#market-${player.market}`}>
              {player.market}
            </a>
          </dd>
          <dt>{t('console.pl.registered')}</dt>
          <dd>
            <When locale={locale} iso={player.createdAt} />
          </dd>
          {player.closedAt && (
            <>
              <dt>{t('console.pl.closedAt')}</dt>
              <dd>
                <When locale={locale} iso={player.closedAt} />
              </dd>
            </>
          )}
        </dl>
        <h3 id="balances-title" className="table-title">
          {t('console.pl.balances')}
        </h3>
        <dl>
          <dt>{t('console.pl.cash')}</dt>
          <dd>{formatMoney(locale, player.balances.cash)}</dd>
          <dt>{t('console.pl.held')}</dt>
          <dd>{formatMoney(locale, player.balances.held)}</dd>
          <dt>{t('console.pl.bonus')}</dt>
          <dd>{formatMoney(locale, player.balances.bonus)}</dd>
        </dl>
      </section>
      <Protection ctx={ctx} player={player} />
      <Sessions ctx={ctx} player={player} />
      <Kyc ctx={ctx} kyc={kyc} />
      <Withdrawals ctx={ctx} rows={withdrawals} />
      <Ledger ctx={ctx} playerId={player.id} {...ledger} />
    </Layout>
  );
}
