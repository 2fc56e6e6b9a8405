import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { Link } from '@playhub/shared/router';
import { EmptyState } from '@playhub/kit/ui-kit';
import { Card } from '@/components/page-frame';
import { QueryState } from '@/components/query-state';
import { useRecentGames } from '../api/get-recent-games';

/**
 * The dashboard's "Recently played": the last 12 distinct games the player opened, newest first,
 * each a link that opens the game again (the casino's `/casino/open/<code>?name=` route).
 */
export function RecentlyPlayed() {
  const { t } = useTranslation('account');
  const query = useRecentGames();
  const games = query.data ?? [];
  return (
    <Section as="section" aria-labelledby="recently-played-title" data-testid="dashboard-recently-played">
      <h2 id="recently-played-title">{t('recentlyPlayed.title')}</h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={false}
        onRetry={() => void query.refetch()}
      >
        {games.length === 0 ? (
          <EmptyState message={t('recentlyPlayed.empty')} />
        ) : (
          <List>
            {games.map((g) => (
              <li key={`${g.providerName}:${g.gameCode}`}>
                <Link
                  to={`/casino/open/${encodeURIComponent(g.gameCode)}?name=${encodeURIComponent(g.name)}`}
                  aria-label={t('recentlyPlayed.play', { name: g.name, provider: g.providerName })}
                >
                  <img src={g.imageUrl} alt="" width={96} height={72} loading="lazy" />
                  <span>{g.name}</span>
                  <small>{g.providerName}</small>
                </Link>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  );
}

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// One scrolling row, so twelve games never push the dashboard menu off a phone's screen.
const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 128px;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
