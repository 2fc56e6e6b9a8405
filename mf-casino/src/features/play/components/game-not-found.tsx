import { Link } from '@playhub/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@playhub/shared/i18n';
import { buttonBase, EmptyState } from '@playhub/kit/ui-kit';

/** Shown for a play link that does not decode to a game (garbage, truncated, hostile). */
export function GameNotFound({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation('casino');
  return (
    <section data-testid="game-not-found" aria-labelledby="game-not-found-title">
      <EmptyState
        title={<span id="game-not-found-title">{t('play.notFound')}</span>}
        message={t('play.notFoundHint')}
        action={
          <Back to="/" onClick={onBack}>
            {t('play.backToLobby')}
          </Back>
        }
      />
    </section>
  );
}

const Back = styled(Link)`
  ${buttonBase}
  min-height: 40px;
  padding: 0 ${(p) => p.theme.space.xl};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.onAccent};
`;
