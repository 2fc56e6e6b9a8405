import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@playhub/shared/api';
import { openDialog } from '@playhub/shared/ui';
import type { Game } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { ErrorState, notify, SpinnerRing } from '@playhub/kit/ui-kit';
import { useBalancePush } from '../hooks/use-balance-push';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useRealityCheck } from '../hooks/use-reality-check';
import type { LaunchRequest } from '../model/launch-request';
import { GameFrame } from './game-frame';
import { PanicConfirm } from './panic-confirm';
import { PlayHeader } from './play-header';
import { RealityCheck } from './reality-check';

interface Props {
  game: Game;
  isMobile: boolean;
  onClose: () => void;
  headingAs?: 'h1' | 'h2';
}

/**
 * The play window (Requirements §2, §4): header, the game frame and a 'Loading...' state until the frame has
 * loaded. Launches on open and on reload (header button or the game's com.egt-bg.reload); closes on
 * the game's exit message; a launch failure shows the server message, and closes for Egt, Hub88 and
 * SoftGamings (Requirements §8). The player's reality check shows over the game at its intervals.
 * Money that moves outside the game (a deposit from the header) is pushed to it as a balance update.
 * The header shows the session's time and net position; its panic button's confirmation shows over
 * the game (issue 32).
 */
export function PlayWindow({ game, isMobile, onClose, headingAs = 'h1' }: Props) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadedAttempt, setLoadedAttempt] = useState(-1);

  const onFailure = useCallback(
    (error: unknown, request: LaunchRequest) => {
      notify.error(errorMessage(error, t('play.failed')));
      if (request.closeOnFailure) onClose();
    },
    [onClose, t],
  );
  const state = useGameLaunch(game, attempt, isMobile, onFailure);
  const reality = useRealityCheck();
  const [panicAsked, setPanicAsked] = useState(false);
  const panicRef = useRef<HTMLButtonElement>(null);

  const reload = () => {
    notify.info(t('play.reloading'));
    setAttempt((a) => a + 1);
  };
  useFrameMessages(
    frameRef,
    state.status === 'ready' && state.launch.kind === 'url' ? state.launch.origin : null,
    (command) => (command === 'exit' ? onClose() : reload()),
  );

  const ready = state.status === 'ready' && loadedAttempt === attempt;
  // A deposit from the header's button: the game hears of it and shows the new balance.
  useBalancePush(frameRef, ready ? state.launch : null);
  return (
    <Window aria-labelledby={titleId} data-testid="play-window" data-state={ready ? 'ready' : state.status}>
      <PlayHeader
        name={game.name}
        titleId={titleId}
        headingAs={headingAs}
        onDeposit={() => openDialog('wallet/deposit-modal', { mode: 'deposit', fullHeight: true })}
        onPanic={() => setPanicAsked(true)}
        panicRef={panicRef}
        onReload={reload}
        onClose={onClose}
      />
      <Stage>
        {state.status === 'ready' && (
          <GameFrame
            key={attempt}
            launch={state.launch}
            title={t('play.frameTitle', { name: game.name })}
            frameRef={frameRef}
            onLoad={() => setLoadedAttempt(attempt)}
          />
        )}
        {state.status === 'error' && (
          <ErrorState message={errorMessage(state.error, t('play.failed'))} onRetry={reload} />
        )}
        {reality.due && (
          <RealityCheck
            due={reality.due}
            onContinue={reality.goOn}
            onStop={() => {
              reality.answer();
              onClose();
            }}
          />
        )}
        {panicAsked && (
          <PanicConfirm
            onCancel={() => {
              setPanicAsked(false);
              panicRef.current?.focus();
            }}
            onDone={onClose}
          />
        )}
        {!ready && state.status !== 'error' && (
          <Loading role="status">
            <SpinnerRing $size={36} />
            <span>{t('play.loading')}</span>
          </Loading>
        )}
      </Stage>
    </Window>
  );
}

const Window = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 0;
  background: ${(p) => p.theme.colors.background};
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.md};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.accent};
  span {
    color: ${(p) => p.theme.colors.text};
  }
`;
