import type { PageContext } from './pages.js';

/**
 * The rollout pages' market (issue 30, item 4): one link per market (the console runs no script),
 * the current one marked; the page reloads with `?market=` and its links and forms keep it.
 */
export function MarketSelector({ ctx, action }: { ctx: PageContext; action: string }) {
  const { t } = ctx;
  if (!ctx.markets || ctx.markets.length < 2) return null;
  return (
    <nav className="market-selector" aria-label={t('markets.selector')}>
      {t('markets.market')}:{' '}
      {ctx.markets.map((code, i) => (
        <span key={code}>
          {i > 0 && ' · '}
          <a
            href={i === 0 ? action : `${action}?market=${encodeURIComponent(code)}`}
            aria-current={code === (ctx.market ?? ctx.markets?.[0]) ? 'page' : undefined}
            data-market={code}
          >
            {code}
          </a>
        </span>
      ))}
    </nav>
  );
}
