import { useTranslation } from '@playhub/shared/i18n';
import { GameGrid } from '../../components/game-grid';
import { PageLayout } from '../../components/page-layout';
import { useFavorites } from '../../lib/api/get-favorites';

/** `/casino/favorites` (login required) — the player's favourite games, most recent first. */
export function FavoritesPage() {
  const { t } = useTranslation('casino');
  const query = useFavorites();
  return (
    <PageLayout title={t('pages.favorites')} path="/casino/favorites" testId="casino-favorites">
      <GameGrid
        games={query.data.games}
        label={t('pages.favorites')}
        loading={query.isPending && query.fetchStatus !== 'idle'}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage={t('favorites.empty')}
      />
    </PageLayout>
  );
}

export default FavoritesPage;
