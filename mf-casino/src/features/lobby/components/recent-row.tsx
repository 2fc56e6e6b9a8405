import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { useSession } from '@playhub/shared/session';
import { Spinner } from '@playhub/kit/ui-kit';
import { GameCardItems } from '../../../components/game-card';
import { useRecentGames } from '../../../lib/api/get-recent-games';
import { useGameActions } from '../../../lib/use-game-actions';
import { Head, Track } from './category-rows';

/**
 * The home lobby's "Recently played" row (logged-in players only): the last 12 distinct games the
 * player opened, newest first, as the server records them; says so when there are none yet.
 */
export function RecentRow() {
  const { t } = useTranslation('casino');
  const hasLogin = useSession((s) => s.hasLogin);
  const query = useRecentGames();
  const actions = useGameActions();
  if (!hasLogin) return null;
  const headingId = 'recently-played-heading';
  return (
    <section aria-labelledby={headingId} data-testid="recently-played" aria-busy={query.isPending}>
      <Head>
        <h2 id={headingId}>{t('recent.title')}</h2>
      </Head>
      {query.isPending ? (
        <Spinner block size={24} label={t('recent.loading')} />
      ) : query.isError ? (
        <Note role="alert">
          {t('recent.error')}{' '}
          <button type="button" onClick={() => void query.refetch()}>
            {t('recent.retry')}
          </button>
        </Note>
      ) : query.data.length === 0 ? (
        <Note>{t('recent.empty')}</Note>
      ) : (
        <Track aria-label={t('recent.title')}>
          <GameCardItems games={query.data} actions={actions} />
        </Track>
      )}
    </section>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  button {
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.accent};
    text-decoration: underline;
  }
`;
