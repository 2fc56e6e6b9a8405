import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from '@playhub/shared/router';
import styled from 'styled-components';
import { decodeGame } from '../../lib/game-codec';
import { returnPathOf } from '../../lib/open-game';
import { isPhoneViewport } from '../../lib/viewport';
import { GameNotFound } from './components/game-not-found';
import { PlayWindow } from './components/play-window';

/** `/casino/play/{encoded}` — the desktop play page of the game encoded in the path. */
export function PlayPage() {
  const data = useParams()['*'];
  const navigate = useNavigate();
  const location = useLocation();
  // Memoised on the path segment: a new object each render would relaunch the game.
  const game = useMemo(() => decodeGame(data), [data]);
  // Not history.back(): a game that navigated its frame (lobby redirect) added history entries,
  // and going back would only take the frame back to the game.
  const returnTo = returnPathOf(location.state);
  const close = useCallback(() => navigate(returnTo, { replace: true }), [navigate, returnTo]);

  if (!game) return <GameNotFound />;
  return (
    <Page>
      <PlayWindow key={data} game={game} isMobile={isPhoneViewport()} onClose={close} />
    </Page>
  );
}

export default PlayPage;

// The window fills the viewport under the site header; tall enough for a game on small laptops.
const Page = styled.div`
  height: clamp(420px, calc(100dvh - 120px), 1400px);
  padding: ${(p) => p.theme.space.sm};
  > section {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    overflow: hidden;
  }
`;
