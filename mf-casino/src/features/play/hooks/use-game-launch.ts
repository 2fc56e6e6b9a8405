import { useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '@playhub/shared/api';
import type { Game } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { launchGame, type GameLaunch } from '../api/launch-game';
import { launchRequest, lobbyExitUrl, type LaunchRequest } from '../model/launch-request';

/** State of one launch attempt. */
export type LaunchState =
  { status: 'loading' } | { status: 'ready'; launch: GameLaunch } | { status: 'error'; error: unknown };

/**
 * Launches `game` by its providerName on mount and again whenever `attempt` changes (reload).
 * `onFailure` hears each failure once with the request (it knows whether the window must close).
 */
export function useGameLaunch(
  game: Game,
  attempt: number,
  isMobile: boolean,
  onFailure: (error: unknown, request: LaunchRequest) => void,
) {
  const { i18n } = useTranslation('casino');
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const language = i18n.language?.startsWith('en') ? 'en' : 'tr';

  useEffect(() => {
    const controller = new AbortController();
    const request = launchRequest(game, { isMobile, language, lobbyUrl: lobbyExitUrl(apiBaseUrl()) });
    setState({ status: 'loading' });
    launchGame(request, controller.signal).then(
      (launch) => !controller.signal.aborted && setState({ status: 'ready', launch }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        failure.current(error, request);
      },
    );
    return () => controller.abort();
  }, [game, attempt, isMobile, language]);

  return state;
}
