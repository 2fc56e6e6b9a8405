import type { Locale } from '@playhub/shared/contracts';
import type { EvidenceRow, EvidenceStatus } from '@playhub/composition/evidence';
import { can } from '../services/operator-roles.js';
import { MarketSelector } from './market-selector.js';
import { Layout, ReasonField, Scroll, Status, TitledForm, inMarket, type PageContext } from './pages.js';

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** How a version is served now: stable, a canary at some traffic, or not at all. */
export type Serving = { kind: 'stable' } | { kind: 'candidate'; traffic: number } | null;

export interface ReleaseRow {
  version: string;
  serving: Serving;
  status: EvidenceStatus;
}

const gateOf = (s: EvidenceStatus) => (s.passed ? 'passed' : s.overrides.length ? 'override' : 'missing');

function servingText(ctx: PageContext, serving: Serving) {
  if (!serving) return ctx.t('console.releases.notServing');
  return serving.kind === 'stable'
    ? ctx.t('console.releases.stable')
    : ctx.t('console.releases.candidate', { traffic: serving.traffic });
}

function runText(ctx: PageContext, run: EvidenceRow | null) {
  if (!run) return ctx.t('console.releases.noRun');
  return ctx.t(run.result === 'passed' ? 'console.releases.passed' : 'console.releases.failed');
}

/** `/operator/releases`: each vertical's published versions with their evidence in this market. */
export function ReleasesPage({
  ctx,
  market,
  enforced,
  verticals,
}: {
  ctx: PageContext;
  market: string;
  enforced: boolean;
  verticals: Array<{ name: string; rows: ReleaseRow[] }> | null;
}) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('console.releases.title')}>
      <h1>{t('console.releases.title')}</h1>
      <MarketSelector ctx={ctx} action="/operator/releases" />
      <p>{t('console.releases.market', { market })}</p>
      <p className="note">{t('console.releases.intro')}</p>
      {!enforced && <p className="note">{t('console.releases.gateOff')}</p>}
      {verticals === null ? (
        <p>{t('console.releases.noComposition')}</p>
      ) : (
        verticals.map(({ name, rows }) => (
          // Not a region itself: its table's scrolling region carries the vertical's name.
          <section key={name}>
            <h2 id={`releases-${name}`}>{name}</h2>
            {rows.length === 0 ? (
              <p>{t('console.releases.none', { vertical: name })}</p>
            ) : (
              <Scroll labelledBy={`releases-${name}`}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('console.releases.version')}</th>
                      <th scope="col">{t('console.releases.serving')}</th>
                      <th scope="col">{t('console.releases.conformance')}</th>
                      <th scope="col">{t('console.releases.approval')}</th>
                      <th scope="col">{t('console.releases.gate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.version}>
                        <td>
                          <a
                            href={inMarket(
                              ctx,
                              `/operator/releases/${name}/${encodeURIComponent(r.version)}`,
                            )}
                            aria-label={t('console.releases.details', { version: `${name} ${r.version}` })}
                          >
                            {r.version}
                          </a>
                        </td>
                        <td>{servingText(ctx, r.serving)}</td>
                        <td>{runText(ctx, r.status.conformance)}</td>
                        <td>
                          {r.status.approval
                            ? t('console.releases.approvedBy', { by: r.status.approval.actor })
                            : t('console.releases.notApproved')}
                        </td>
                        <td>
                          <span className={`badge gate-${gateOf(r.status)}`}>
                            {t(`console.releases.gate.${gateOf(r.status)}`)}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Scroll>
            )}
          </section>
        ))
      )}
    </Layout>
  );
}

/** `/operator/releases/:vertical/:version`: hashes, commit, runs, approval, overrides, forms, export. */
export function ReleasePage({
  ctx,
  status,
  serving,
  enforced,
  done,
  error,
}: {
  ctx: PageContext;
  status: EvidenceStatus;
  serving: Serving;
  enforced: boolean;
  done?: string;
  error?: string;
}) {
  const { t } = ctx;
  const { vertical, version, market } = status;
  const base = `/operator/releases/${vertical}/${encodeURIComponent(version)}`;
  const title = t('console.releases.versionTitle', { vertical, version });
  const approver = can(ctx.role, 'rollout');
  return (
    <Layout ctx={ctx} title={title}>
      <p>
        <a href={inMarket(ctx, '/operator/releases')}>{t('console.releases.back')}</a>
      </p>
      <h1>{title}</h1>
      {error && <Status kind="error">{error}</Status>}
      {done && <Status kind="ok">{done}</Status>}
      {!enforced && <p className="note">{t('console.releases.gateOff')}</p>}
      <dl>
        <dt>{t('console.releases.marketLabel')}</dt>
        <dd>{market}</dd>
        <dt>{t('console.releases.serving')}</dt>
        <dd>{servingText(ctx, serving)}</dd>
        <dt>{t('console.releases.gate')}</dt>
        <dd>
          <span className={`badge gate-${gateOf(status)}`}>
            {t(`console.releases.gate.${gateOf(status)}`)}
          </span>
        </dd>
        <dt>{t('console.releases.commit')}</dt>
        <dd className="mono">{status.commit ?? t('console.releases.unknown')}</dd>
        <dt>{t('console.releases.hashesDigest')}</dt>
        <dd className="mono">{status.hashes ?? t('console.releases.unknown')}</dd>
      </dl>
      <p>
        <a href={inMarket(ctx, `${base}/export`)} download={`${vertical}-${version}-${market}-evidence.json`}>
          {t('console.releases.export')}
        </a>
      </p>
      {!status.published && <Status kind="error">{t('console.releases.notPublished')}</Status>}
      {status.foreign.length > 0 && (
        <p className="note">{t('console.releases.foreign', { count: status.foreign.length })}</p>
      )}

      <section aria-labelledby="runs-title">
        <h2 id="runs-title">{t('console.releases.runs')}</h2>
        {status.runs.length === 0 ? (
          <p>{t('console.releases.noRuns', { vertical, version, market })}</p>
        ) : (
          <Scroll labelledBy="runs-title">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('console.releases.when')}</th>
                  <th scope="col">{t('console.releases.suite')}</th>
                  <th scope="col">{t('console.releases.result')}</th>
                  <th scope="col">{t('console.releases.counts')}</th>
                  <th scope="col">{t('console.releases.against')}</th>
                  <th scope="col">{t('console.releases.who')}</th>
                </tr>
              </thead>
              <tbody>
                {[...status.runs].reverse().map((r) => {
                  const counts = (r.detail.counts ?? {}) as Record<string, number>;
                  const against = (r.detail.composition ?? {}) as Record<string, unknown>;
                  return (
                    <tr key={r.id}>
                      <td>{when(ctx.locale, r.at)}</td>
                      <td>{String(r.detail.suite ?? '')}</td>
                      <td>{runText(ctx, r)}</td>
                      <td>
                        {t('console.releases.countsValue', {
                          passed: counts.passed ?? 0,
                          failed: counts.failed ?? 0,
                          skipped: counts.skipped ?? 0,
                        })}
                      </td>
                      <td>
                        {t('console.releases.againstValue', {
                          market: String(against.market ?? market),
                          version: String(against.version ?? '?'),
                        })}
                      </td>
                      <td>{r.actor}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Scroll>
        )}
      </section>

      <section aria-labelledby="approval-title">
        <h2 id="approval-title">{t('console.releases.approvalTitle')}</h2>
        {status.approval ? (
          <p>
            {t('console.releases.approvalDone', {
              by: status.approval.actor,
              when: when(ctx.locale, status.approval.at),
              reference: String(status.approval.detail.reference ?? ''),
            })}
          </p>
        ) : (
          <p>{t('console.releases.approvalNone')}</p>
        )}
        {!approver ? (
          <p className="note">{t('console.releases.roleNote')}</p>
        ) : status.approval || !status.published ? null : status.conformance?.result !== 'passed' ? (
          <p className="note">{t('console.releases.approveNeedsRun')}</p>
        ) : (
          <TitledForm
            ctx={ctx}
            action={inMarket(ctx, `${base}/approve`)}
            id="approve-title"
            title={t('console.releases.approveForm')}
            submit={t('console.releases.approve')}
          >
            <input type="hidden" name="hashes" value={status.hashes ?? ''} />
            <label>
              {t('console.releases.reference')} <small>{t('console.releases.referenceHint')}</small>
              <input name="reference" required maxLength={120} autoComplete="off" />
            </label>
          </TitledForm>
        )}
      </section>

      <section aria-labelledby="overrides-title">
        <h2 id="overrides-title">{t('console.releases.overrides')}</h2>
        {status.overrides.length === 0 ? (
          <p>{t('console.releases.noOverrides')}</p>
        ) : (
          <ul>
            {status.overrides.map((o) => (
              <li key={o.id}>
                {t('console.releases.overrideLine', {
                  by: o.actor,
                  when: when(ctx.locale, o.at),
                  reason: String(o.detail.reason ?? ''),
                })}
              </li>
            ))}
          </ul>
        )}
        {approver && status.published && !status.passed && (
          <TitledForm
            ctx={ctx}
            action={inMarket(ctx, `${base}/override`)}
            id="override-title"
            title={t('console.releases.overrideForm')}
            submit={t('console.releases.override')}
            danger
          >
            <input type="hidden" name="hashes" value={status.hashes ?? ''} />
            <ReasonField label={t('console.releases.reason')} hint={t('console.releases.overrideHint')} />
          </TitledForm>
        )}
      </section>

      {status.integrity && (
        <section aria-labelledby="hashes-title">
          <h2 id="hashes-title">{t('console.releases.hashes')}</h2>
          <Scroll labelledBy="hashes-title">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('console.releases.file')}</th>
                  <th scope="col">{t('console.releases.hash')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(status.integrity).map(([file, hash]) => (
                  <tr key={file}>
                    <td className="mono">{file}</td>
                    <td className="mono">{hash}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </section>
      )}
    </Layout>
  );
}
