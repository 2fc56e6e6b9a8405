import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Game } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { Button, EmptyState, ErrorState, Skeleton } from '@playhub/kit/ui-kit';
import { useGameActions } from '../lib/use-game-actions';
import { GameCardItems } from './game-card';

/** Tiles rendered per step: hundreds of games never hit the DOM at once. */
export const GRID_PAGE_SIZE = 48;

interface Props {
  games: readonly Game[];
  /** Accessible name of the list. */
  label: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  emptyMessage?: string;
  pageSize?: number;
}

/**
 * Game grid in pages of 48: more tiles arrive when the sentinel under the grid scrolls into view
 * (IntersectionObserver) or on 'Load more' (keyboard and no-observer browsers).
 */
export function GameGrid({
  games,
  label,
  loading,
  error,
  onRetry,
  emptyMessage,
  pageSize = GRID_PAGE_SIZE,
}: Props) {
  const { t } = useTranslation('casino');
  const actions = useGameActions();
  const [paging, setPaging] = useState({ games, count: pageSize });
  // A new list (other category, filter, term) starts again at the first page.
  const count = paging.games === games ? paging.count : pageSize;
  if (paging.games !== games) setPaging({ games, count: pageSize });
  const shown = games.slice(0, count);
  const hasMore = count < games.length;
  const more = () => setPaging((p) => ({ games, count: p.count + pageSize }));

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `more` only closes over `games`
  }, [hasMore, games, count]);

  if (loading) return <Skeleton height={180} count={2} gap={12} />;
  if (error) return <ErrorState message={t('grid.error')} onRetry={onRetry} />;
  if (games.length === 0) return <EmptyState message={emptyMessage ?? t('grid.empty')} />;

  return (
    <div>
      <Grid aria-label={label} data-testid="game-grid">
        <GameCardItems games={shown} actions={actions} />
      </Grid>
      <Footer>
        <Count aria-live="polite">{t('grid.count', { shown: shown.length, total: games.length })}</Count>
        {hasMore && (
          <Button variant="secondary" onClick={more}>
            {t('grid.loadMore')}
          </Button>
        )}
        <div ref={sentinel} aria-hidden="true" />
      </Footer>
    </div>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${(p) => p.theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 575.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${(p) => p.theme.space.sm};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space.sm};
  padding: ${(p) => p.theme.space.lg} 0;
`;

const Count = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;
