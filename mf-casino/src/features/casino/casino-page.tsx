import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@playhub/shared/router';
import styled from 'styled-components';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { BannerCarousel } from '../../components/banner-carousel/banner-carousel';
import { useSliderSlug } from '../../components/banner-carousel/use-carousel-slides';
import { GameGrid } from '../../components/game-grid';
import { PageLayout } from '../../components/page-layout';
import { ProviderFilter } from '../../components/provider-filter';
import { SearchBox } from '../../components/search-box';
import { casinoPagePath, type CasinoPageSlug } from '../../lib/casino-pages';
import { asLiveFilter, filterGames } from '../../lib/filter-games';
import { useProviderNames, useProviderParam } from '../../lib/use-provider-param';
import { useCategoryGames } from './api/get-category-games';
import { CategoryNav } from './components/category-nav';
import { LiveFilter } from './components/live-filter';

// casino/categorygames accepts at most 50 ids.
const MAX_CATEGORY_IDS = 50;

/**
 * A casino page (`/casino/slot|live|games|bingo|tvbets|virtual`): the bootstrap categories tagged
 * with the slug, the games of the chosen one (or of all), search, and on live the category filter.
 * The URL keeps the choice: `?category=<id>&filter=<live category>&provider=<name>`.
 */
export function CasinoPage({ slug }: { slug: CasinoPageSlug }) {
  const { t } = useTranslation('casino');
  const hasLogin = useSession((s) => s.hasLogin);
  const bootstrap = useBootstrap();
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);

  const categories = useMemo(
    () => (bootstrap?.casinoCategoryList ?? []).filter((c) => c.slugList.includes(slug)),
    [bootstrap, slug],
  );
  const requested = Number(params.get('category'));
  const selected = categories.find((c) => c.id === requested)?.id ?? null;
  const ids = useMemo(
    () => (selected !== null ? [selected] : categories.map((c) => c.id).slice(0, MAX_CATEGORY_IDS)),
    [selected, categories],
  );
  const live = slug === 'live';
  const sliderSlug = live ? 'live' : 'casino';
  useSliderSlug(sliderSlug);
  const filter = live ? asLiveFilter(params.get('filter')) : 'All';

  const query = useCategoryGames(ids);
  const [provider, setProvider] = useProviderParam();
  const providers = useProviderNames(query.data);
  const games = useMemo(
    () =>
      filterGames(query.data ?? [], deferredTerm, filter).filter(
        (g) => provider === null || g.providerName === provider,
      ),
    [query.data, deferredTerm, filter, provider],
  );

  const hrefFor = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('category');
    else next.set('category', String(id));
    const qs = next.toString();
    return qs ? `?${qs}` : casinoPagePath(slug);
  };
  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'All') next.delete('filter');
    else next.set('filter', value);
    setParams(next, { replace: true });
  };

  const title = t(`pages.${slug}`);
  return (
    <PageLayout
      title={title}
      path={casinoPagePath(slug)}
      testId={`casino-page-${slug}`}
      actions={
        <>
          <SearchBox live={live} term={term} onTermChange={setTerm} />
          {hasLogin && <Link to="/casino/favorites">{t('favorites.link')}</Link>}
        </>
      }
    >
      <BannerCarousel compact slug={sliderSlug} />
      {categories.length > 0 && <CategoryNav categories={categories} selected={selected} hrefFor={hrefFor} />}
      <Filters>
        {live && <LiveFilter value={filter} onChange={setFilter} />}
        <ProviderFilter providers={providers} value={provider} onChange={setProvider} />
      </Filters>
      <GameGrid
        games={games}
        label={t('grid.label', { title })}
        loading={ids.length > 0 && query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={provider ? t('providerFilter.empty', { provider }) : undefined}
      />
    </PageLayout>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space.md};
`;
