import { memo, useId } from 'react';
import styled from 'styled-components';
import type { Game } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { VisuallyHidden } from '@playhub/kit/ui-kit';
import type { GameActions } from '../lib/use-game-actions';
import { FavoriteButton } from './favorite-button';

interface Props {
  game: Game;
  favorite: boolean;
  favoriteBusy: boolean;
  onOpen: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
}

/** The tiles of `games` as list items, each with the player's favourite state and the game opener. */
export function GameCardItems({ games, actions }: { games: readonly Game[]; actions: GameActions }) {
  return games.map((game) => (
    <li key={`${game.providerName}:${game.gameCode}`}>
      <GameCard
        game={game}
        favorite={actions.favoriteCodes.has(game.gameCode)}
        favoriteBusy={actions.pendingCode === game.gameCode}
        onOpen={actions.open}
        onToggleFavorite={actions.toggleFavorite}
      />
    </li>
  ));
}

/** One game tile: the whole picture opens the game; the heart toggles the favourite. */
export const GameCard = memo(function GameCard({
  game,
  favorite,
  favoriteBusy,
  onOpen,
  onToggleFavorite,
}: Props) {
  const { t } = useTranslation('casino');
  const providerId = useId();
  return (
    <Card data-testid="game-card" data-game-code={game.gameCode} data-provider={game.providerName}>
      {/* The name comes from the content ("Play <game>"), so it contains the visible game name
          (WCAG 2.5.3); the provider is the description rather than part of the name. */}
      <Open type="button" onClick={() => onOpen(game)} aria-describedby={providerId}>
        <VisuallyHidden>{t('game.play', { name: game.name })}</VisuallyHidden>
        <Thumb>
          <img src={game.imageUrl} alt="" width={240} height={180} loading="lazy" decoding="async" />
        </Thumb>
        <Name aria-hidden="true">{game.name}</Name>
        <Provider id={providerId} aria-hidden="true">
          {game.providerName}
        </Provider>
      </Open>
      <FavoriteButton game={game} active={favorite} busy={favoriteBusy} onToggle={onToggleFavorite} />
    </Card>
  );
});

const Card = styled.div`
  position: relative;
  min-width: 0;
`;

const Open = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  text-align: left;
  overflow: hidden;
  transition:
    transform ${(p) => p.theme.durations.fast},
    border-color ${(p) => p.theme.durations.fast};
  &:hover {
    border-color: ${(p) => p.theme.colors.accent};
    transform: translateY(-2px);
  }
`;

// Fixed aspect ratio: tiles keep their place while images stream in (no layout shift).
const Thumb = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  background: ${(p) => p.theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  padding: ${(p) => `${p.theme.space.sm} ${p.theme.space.sm} 0`};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Provider = styled.span`
  padding: ${(p) => `0 ${p.theme.space.sm} ${p.theme.space.sm}`};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
