import { useEffect, useRef, type RefObject } from 'react';
import { frameCommand, type FrameCommand } from '../model/frame-message';

/** Listens for the game's exit/reload messages, trusting only the game frame or the launch origin. */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchOrigin: string | null,
  onCommand: (command: FrameCommand) => void,
): void {
  const handler = useRef(onCommand);
  handler.current = onCommand;
  // Origin trust is for a provider's own (foreign) origin, whose nested frames post too. When the
  // game is served from our own origin, that origin also hosts unrelated frames (sportsbook, other
  // tabs' pages), so only the game frame's window is trusted.
  const foreignOrigin = launchOrigin && launchOrigin !== window.location.origin ? launchOrigin : null;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const command = frameCommand(event, {
        window: frame.current?.contentWindow,
        launchOrigin: foreignOrigin,
      });
      if (command) handler.current(command);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, foreignOrigin]);
}
