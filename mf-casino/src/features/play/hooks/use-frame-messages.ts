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
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const command = frameCommand(event, { window: frame.current?.contentWindow, launchOrigin });
      if (command) handler.current(command);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, launchOrigin]);
}
