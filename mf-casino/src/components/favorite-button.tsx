import styled from 'styled-components';
import type { Game } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { HeartIcon } from './icons';

interface Props {
  game: Game;
  active: boolean;
  busy: boolean;
  onToggle: (game: Game) => void;
}

/** The heart on a game: pressed when the game code is in the player's favourites (Requirements §4). */
export function FavoriteButton({ game, active, busy, onToggle }: Props) {
  const { t } = useTranslation('casino');
  return (
    <Heart
      type="button"
      aria-pressed={active}
      aria-busy={busy || undefined}
      aria-label={t(active ? 'favorites.remove' : 'favorites.add', { name: game.name })}
      onClick={() => !busy && onToggle(game)}
      $active={active}
    >
      <HeartIcon filled={active} />
    </Heart>
  );
}

const Heart = styled.button<{ $active: boolean }>`
  position: absolute;
  top: ${(p) => p.theme.space.xs};
  right: ${(p) => p.theme.space.xs};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.round};
  background: rgba(11, 16, 32, 0.72);
  color: ${(p) => (p.$active ? p.theme.colors.dangerText : p.theme.colors.text)};
  &:hover {
    color: ${(p) => p.theme.colors.dangerText};
  }
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;
