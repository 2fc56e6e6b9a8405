import type { MarketProfile } from '@playhub/shared/contracts';
import type { CompositionFile } from '@playhub/composition/store';
import { Layout, VerticalsTable, type PageContext } from './pages.js';

/** One market as the markets page shows it. */
export interface MarketRow {
  profile: MarketProfile;
  /** Accounts in the market. */
  players: number;
  /** Its composition (null: none yet) and that composition's version. */
  composition: CompositionFile | null;
  version: number | null;
}

/**
 * `/operator/markets` (issue 30, item 4): each market's player-protection profile, its players and
 * its composition, with the way to that market's rollouts.
 */
export function MarketsPage({ ctx, markets }: { ctx: PageContext; markets: MarketRow[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} title={t('markets.title')}>
      <p>
        <a href="/operator/">{t('console.back')}</a>
      </p>
      <h1>{t('markets.title')}</h1>
      <p className="note">{t('markets.intro')}</p>
      {markets.length === 0 && <p>{t('markets.none')}</p>}
      {markets.map(({ profile, players, composition, version }, i) => {
        const id = `market-${profile.code}`;
        const inThis: PageContext = { ...ctx, market: profile.code };
        return (
          <section key={profile.code} aria-labelledby={id} data-market={profile.code}>
            <h2 id={id}>{i === 0 ? t('markets.defaultName', { market: profile.code }) : profile.code}</h2>
            <dl className="profile">
              <dt>{t('markets.realityCheck')}</dt>
              <dd>
                {profile.realityCheckMaxMinutes === null
                  ? t('markets.realityCheckAny')
                  : t('markets.realityCheckMax', { minutes: profile.realityCheckMaxMinutes })}
              </dd>
              <dt>{t('markets.autoplay')}</dt>
              <dd>{t(profile.autoplay ? 'markets.allowed' : 'markets.off')}</dd>
              <dt>{t('markets.jackpots')}</dt>
              <dd>{t(profile.jackpotDisplays ? 'markets.shown' : 'markets.hidden')}</dd>
              <dt>{t('markets.depositLimit')}</dt>
              <dd>{t(profile.depositLimitAtRegistration ? 'markets.required' : 'markets.optional')}</dd>
              <dt>{t('markets.players')}</dt>
              <dd>{players}</dd>
              <dt>{t('markets.compositionVersion')}</dt>
              <dd>{version ?? t('console.none')}</dd>
            </dl>
            {composition ? (
              <VerticalsTable ctx={inThis} composition={composition} />
            ) : (
              <p>{t('console.noComposition')}</p>
            )}
            <p>
              <a href={`/operator/?market=${encodeURIComponent(profile.code)}`}>
                {t('markets.manage', { market: profile.code })}
              </a>
            </p>
          </section>
        );
      })}
    </Layout>
  );
}
