import type { PageContext } from './pages.js';

/**
 * The rollout pages' market (issue 30, item 4): a plain GET form (the console runs no script), so
 * the page reloads with `?market=` and every link and form on it keeps that market.
 */
export function MarketSelector({ ctx, action }: { ctx: PageContext; action: string }) {
  const { t } = ctx;
  if (!ctx.markets || ctx.markets.length < 2) return null;
  return (
    <form method="get" action={action} className="market-selector" aria-label={t('markets.selector')}>
      <label htmlFor="market">{t('markets.market')}</label>{' '}
      <select id="market" name="market" defaultValue={ctx.market}>
        {ctx.markets.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>{' '}
      <button type="submit">{t('markets.show')}</button>
    </form>
  );
}
