import { useState } from 'react';
import { useNavigate, useSearchParams } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { EmptyState } from '@playhub/kit/ui-kit';
import { GameGrid } from '../../components/game-grid';
import { PageLayout } from '../../components/page-layout';
import { ProviderFilter } from '../../components/provider-filter';
import { SearchBox } from '../../components/search-box';
import { FULL_TAKE, useSearchGames } from '../../lib/api/search-games';
import { searchPath } from '../../lib/search-route';
import { useProviderNames, useProviderParam } from '../../lib/use-provider-param';

/** `/casino/search?q=<term>&live=1&provider=<name>` — full search results (casino or live casino). */
export function SearchPage() {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const live = params.get('live') === '1';
  const [term, setTerm] = useState(q);
  const [provider, setProvider] = useProviderParam();
  const query = useSearchGames(q, live, FULL_TAKE, provider);
  const providers = useProviderNames(query.data);

  return (
    <PageLayout
      title={t('pages.search')}
      path={searchPath(q, live)}
      testId="casino-search"
      actions={<SearchBox key={`${q}-${live}`} live={live} term={term} onTermChange={setTerm} />}
    >
      <Scope role="group" aria-label={t('search.scope')}>
        {[false, true].map((scope) => (
          <button
            key={String(scope)}
            type="button"
            aria-pressed={live === scope}
            onClick={() => navigate(searchPath(q, scope, provider), { replace: true })}
          >
            {t(scope ? 'search.scopeLive' : 'search.scopeCasino')}
          </button>
        ))}
      </Scope>
      <ProviderFilter providers={providers} value={provider} onChange={setProvider} />
      {q.trim() === '' ? (
        <EmptyState message={t('search.needTerm')} />
      ) : (
        <>
          <h2>{t('search.resultsFor', { term: q })}</h2>
          <GameGrid
            games={query.data ?? []}
            label={t('search.resultsFor', { term: q })}
            loading={query.isPending}
            error={query.isError}
            onRetry={() => void query.refetch()}
            emptyMessage={
              provider
                ? t('providerFilter.noResults', { term: q, provider })
                : t('search.noResults', { term: q })
            }
          />
        </>
      )}
    </PageLayout>
  );
}

export default SearchPage;

const Scope = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space.xs};
  button {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space.lg};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.accent};
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.onAccent};
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;
